import type { CreateRedirectSessionRequest, RedirectSession } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, forbidden, ValidationError } from '../../kernel/errors.js';
import { hashSecret, newId, newSecret } from '../../kernel/ids.js';
import { ownerOf } from '../../kernel/owner.js';
import { domainsAllow } from '../sites/allowed-domains.js';
import { redirectOriginsOf } from '../sites/redirect-origins.js';
import type { SitesService } from '../sites/service.js';
import { REDIRECT_FLAVOURS, type RedirectFlavour, type RedirectFlows } from './flows.js';
import { findSessionByToken, insertSession } from './repo.js';

/** A redirect session as its hosted page uses it: for whom, for what, and its id (stable, unlike its token). */
export interface OpenedSession {
  id: string;
  identity: AuthenticatedIdentity;
  request: CreateRedirectSessionRequest;
  flavour: string;
}

/** How long a hosted page link stays usable. */
const SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * Redirect sessions: a short-lived link to a hosted page on the platform's origin, which acts
 * for the visitor who created it. The link carries a random token (only its hash is stored), and
 * callbacks may only lead back to origins the OAuth client allows, so no session is an open
 * redirect.
 */
export function createRedirectsService({
  db,
  sites,
  flows,
  publicUrl,
  clock,
}: {
  db: Database;
  sites: Pick<SitesService, 'findClient'>;
  flows: Pick<RedirectFlows, 'get'>;
  publicUrl: string;
  clock: Clock;
}) {
  /**
   * Where a session's callbacks may lead: the origins of the app's redirect URIs, its allowed
   * domains, and the platform's own (a hosted page that sends its visitor through another, as the
   * plan summary does through the sign-in).
   */
  async function returnsAllowed(identity: AuthenticatedIdentity): Promise<(origin: string) => boolean> {
    if (identity.kind === 'owner') return () => false;
    const client = await sites.findClient(identity.clientId);
    const origins = new Set([...redirectOriginsOf(client), new URL(publicUrl).origin]);
    return (origin) => origins.has(origin) || domainsAllow(client?.allowedDomains ?? [], origin);
  }

  return {
    /** The origins that may frame the page of a session's link; none for an unknown or expired link. */
    async frameAncestorsOf(token: string): Promise<string[]> {
      const opened = await this.openSession(token).catch(() => undefined);
      const flow = opened && flows.get(opened.flavour as RedirectFlavour);
      return (opened && (await flow?.frameAncestors?.(opened))) ?? [];
    },

    /**
     * What a hosted page may do with its link: act as the visitor who created the session, for the
     * flow it names, until the session expires. Unknown or expired tokens get a clear 404/410.
     */
    async openSession(token: string): Promise<OpenedSession> {
      const row = await findSessionByToken<Omit<OpenedSession, 'id'>>(db, hashSecret(token));
      if (!row)
        throw new ApplicationError({
          status: 404,
          code: 'SESSION_NOT_FOUND',
          description: 'This checkout link is not valid',
        });
      if (row.expiresAt <= clock.now().toISOString()) {
        throw new ApplicationError({
          status: 410,
          code: 'SESSION_EXPIRED',
          description: 'This checkout link has expired: go back to the store and check out again',
        });
      }
      return { id: row.id, ...row.doc };
    },

    async createRedirectSession(
      identity: AuthenticatedIdentity,
      request: CreateRedirectSessionRequest,
    ): Promise<RedirectSession> {
      if (identity.kind === 'owner')
        throw forbidden('Redirect sessions act for a visitor or member: call with their access token');
      const flavours = REDIRECT_FLAVOURS.filter((flavour) => request[flavour] !== undefined);
      if (flavours.length !== 1) {
        throw ValidationError.field(
          'ecomCheckout',
          `exactly one of ${REDIRECT_FLAVOURS.join(', ')} must be given`,
          'REQUIRED_ONE_OF_FIELD',
        );
      }
      const flavour = flavours[0] as RedirectFlavour;
      const flow = flows.get(flavour);
      if (!flow) {
        throw new ApplicationError({
          status: 400,
          code: 'UNSUPPORTED_REDIRECT',
          description: `The platform does not host a ${flavour} page yet`,
        });
      }
      const allowed = await returnsAllowed(identity);
      for (const [name, url] of Object.entries(request.callbacks ?? {})) {
        if (url !== undefined && !(URL.canParse(url) && allowed(new URL(url).origin))) {
          throw ValidationError.field(
            `callbacks.${name}`,
            'must be on one of the allowed domains (or redirect URIs) of this OAuth client',
            'VALIDATION',
          );
        }
      }
      await flow.validate(identity, request);
      const endpoint = flow.hostedPath;
      const owner = ownerOf(identity);
      const id = newId();
      const token = newSecret('bzs_');
      const now = clock.now();
      const searchParams = { session: token };
      const session: RedirectSession = {
        id,
        fullUrl: `${publicUrl}${endpoint}?${new URLSearchParams(searchParams)}`,
        urlDetails: { endpoint: `${publicUrl}${endpoint}`, searchParams },
        sessionToken: token,
        shortUrl: `${publicUrl}${endpoint}?${new URLSearchParams(searchParams)}`,
      };
      await insertSession(db, {
        id,
        siteId: owner.siteId,
        tokenHash: hashSecret(token),
        ownerKey: owner.key,
        doc: { flavour, request, identity },
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
        now: now.toISOString(),
      });
      return session;
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
