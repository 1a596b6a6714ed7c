import type { HostedLogoutResponse } from '@bazaar/contracts';
import { ApplicationError, ValidationError } from '../../../kernel/errors.js';
import type { OAuthService } from '../../oauth/service.js';
import type { RedirectFlow } from '../../redirects/flows.js';
import type { RedirectsService } from '../../redirects/service.js';
import type { SitesService } from '../../sites/service.js';

/**
 * `logout` (reference §4.6): the app asks for the link with the member's own access token, so the
 * session to end is the one that token names (`sid`): this device's, not the member's others.
 */
export const logoutFlow: RedirectFlow = {
  flavour: 'logout',
  hostedPath: '/hosted/logout',
  async validate(identity, request) {
    const clientId = request.logout?.clientId;
    if (identity.kind !== 'owner' && clientId !== undefined && clientId !== identity.clientId)
      throw ValidationError.field(
        'logout.clientId',
        'must be the client of the access token that makes the session',
        'VALIDATION',
      );
  },
};

const notALogoutSession = () =>
  new ApplicationError({
    status: 404,
    code: 'SESSION_NOT_FOUND',
    description: 'This sign-out link is not valid',
  });

/** The hosted logout page's one call: end the session, then say where the browser goes. */
export function createHostedLogout(deps: {
  redirects: Pick<RedirectsService, 'openSession'>;
  sites: Pick<SitesService, 'getSite'>;
  oauth: Pick<OAuthService, 'endSession'>;
}) {
  return {
    async end(session: string): Promise<HostedLogoutResponse> {
      const opened = await deps.redirects.openSession(session);
      const { identity } = opened;
      if (opened.flavour !== 'logout' || identity.kind === 'owner') throw notALogoutSession();
      // Ending an ended session changes nothing, so the page may be reloaded.
      if (identity.kind === 'member' && identity.sessionId) await deps.oauth.endSession(identity.sessionId);
      const site = await deps.sites.getSite(identity.siteId);
      const postFlowUrl = opened.request.callbacks?.postFlowUrl;
      return { siteName: site.displayName, ...(postFlowUrl ? { postFlowUrl } : {}) };
    },
  };
}

export type HostedLogout = ReturnType<typeof createHostedLogout>;
