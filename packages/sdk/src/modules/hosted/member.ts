import type { HostedSessionMember, HostedSessionRequest } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';

/**
 * Any hosted page's way to the signed-in member its redirect session was made for (nothing for a
 * visitor), to fill in their details: `NoCredentials()`, the session's token is the credential.
 */
export const hostedMember = {
  getSessionMember: defineMethod(
    ({ http }) =>
      async (request: HostedSessionRequest): Promise<HostedSessionMember> =>
        callRest<HostedSessionMember>(http, {
          method: 'POST',
          path: '/hosted/v1/session-member',
          payload: request,
        }),
  ),
};
