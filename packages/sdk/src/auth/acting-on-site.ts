import type { Host } from '../host.js';
import type { AuthStrategy } from './strategy.js';

/**
 * A signed-in account (its `OAuthStrategy` on the dashboard's client) acting on one of its sites:
 * the same token with the site named in `wix-site-id`. The platform lets the calls through as the
 * role the account has there and refuses the rest, so this client may call the owner's (elevated)
 * modules; what it may do is the platform's to say.
 */
export function ActingOnSite(account: AuthStrategy, siteId: string): AuthStrategy {
  return {
    elevated: true,
    async getAuthHeaders() {
      return { ...(await account.getAuthHeaders()), 'wix-site-id': siteId };
    },
    useHost(host: Host) {
      account.useHost?.(host);
    },
  };
}
