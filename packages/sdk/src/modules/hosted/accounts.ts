import type {
  AcceptedInvitation,
  AccountSetupResponse,
  HostedInvitation as WireHostedInvitation,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type HostedInvitation = FromWire<WireHostedInvitation>;

/** The calls of the hosted invitation and set-up pages: the link's token is the credential. */
export const hostedAccounts = {
  readInvitation: defineMethod(
    ({ http }) =>
      async (request: { token: string }): Promise<HostedInvitation> =>
        callRest<WireHostedInvitation>(http, {
          method: 'POST',
          path: '/hosted/v1/invitation',
          payload: request,
        }),
  ),
  /** Makes the invited address's account with this password, and accepts. */
  acceptInvitation: defineMethod(
    ({ http }) =>
      async (request: { token: string; password: string }): Promise<AcceptedInvitation> =>
        callRest<AcceptedInvitation>(http, {
          method: 'POST',
          path: '/hosted/v1/invitation/accept',
          payload: request,
        }),
  ),
  /** The installation's first account, from its one-time set-up link. */
  setUpFirstAccount: defineMethod(
    ({ http }) =>
      async (request: { token: string; email: string; password: string }): Promise<AccountSetupResponse> =>
        callRest<AccountSetupResponse>(http, {
          method: 'POST',
          path: '/hosted/v1/account-setup',
          payload: request,
        }),
  ),
};
