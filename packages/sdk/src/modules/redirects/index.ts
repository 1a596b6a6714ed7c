import type { CreateRedirectSessionRequest, RedirectSession } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';

/**
 * `@bazaar/sdk/redirects`: links to the platform's hosted pages, as `@wix/redirects` names it.
 *
 * ```ts
 * const { redirectSession } = await client.redirects.createRedirectSession({
 *   ecomCheckout: { checkoutId },
 *   callbacks: { postFlowUrl: window.location.href },
 * });
 * window.location.href = redirectSession.fullUrl;
 * ```
 */
export const redirects = {
  createRedirectSession: defineMethod(
    ({ http }) =>
      async (request: CreateRedirectSessionRequest): Promise<{ redirectSession: RedirectSession }> =>
        callRest(http, { method: 'POST', path: '/_api/redirects-api/v1/redirect-session', payload: request }),
  ),
};

export type { RedirectSession };
