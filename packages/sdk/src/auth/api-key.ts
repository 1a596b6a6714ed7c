import type { AuthStrategy } from './strategy.js';

export interface ApiKeyStrategyOptions {
  apiKey: string;
  siteId?: string;
  accountId?: string;
}

/**
 * Elevated access with a site owner's API key, sent the way the official ApiKeyStrategy sends
 * it: the key itself as `Authorization`, plus `wix-site-id` / `wix-account-id`.
 * For servers only: an API key must never reach a browser.
 */
export function ApiKeyStrategy(
  options: ApiKeyStrategyOptions,
): AuthStrategy & { setSiteId(siteId: string): void } {
  let siteId = options.siteId;
  return {
    elevated: true,
    async getAuthHeaders() {
      return {
        authorization: options.apiKey,
        ...(siteId ? { 'wix-site-id': siteId } : {}),
        ...(options.accountId ? { 'wix-account-id': options.accountId } : {}),
      };
    },
    setSiteId(next: string) {
      siteId = next;
    },
  };
}
