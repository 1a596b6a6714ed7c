import type {
  CreateRedirectSessionRequest,
  CreateRedirectSessionResponse,
  RedirectSession as WireRedirectSession,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire, SdkRequest } from '../../wire/index.js';

export type RedirectSession = FromWire<WireRedirectSession>;

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
      async (
        request: SdkRequest<CreateRedirectSessionRequest>,
      ): Promise<FromWire<CreateRedirectSessionResponse>> =>
        callRest<CreateRedirectSessionResponse>(http, {
          method: 'POST',
          path: '/_api/redirects-api/v1/redirect-session',
          payload: request,
        }),
  ),
};
