import type { HostedLogoutResponse, HostedSessionRequest } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type HostedLogout = FromWire<HostedLogoutResponse>;

/**
 * The call of the hosted logout page (a `logout` session): ends the member session the link was
 * made with and answers where the browser goes next. Sent again, it ends nothing more.
 */
export const hostedLogout = {
  endLogoutSession: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedLogout> =>
        callRest<HostedLogoutResponse>(http, {
          method: 'POST',
          path: '/hosted/v1/logout-session',
          payload: request,
        }),
  ),
};
