import type {
  AcceptedInvitation,
  CreateInvitationRequest,
  Invitation as WireInvitation,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { fillPath } from '../../wire/index.js';
import type { Invitation } from './types.js';

const DATE_KEYS = ['expiresDate'] as const;

/** Mails an invitation to work on the site as `role` (the site's owners only). */
export const createInvitation = defineMethod(
  ({ http }) =>
    async (invitation: CreateInvitationRequest['invitation']): Promise<Invitation> =>
      (
        await callRest<{ invitation: WireInvitation }, 'expiresDate'>(http, {
          method: 'POST',
          path: '/sites/v1/invitations',
          payload: { invitation },
          dateKeys: DATE_KEYS,
        })
      ).invitation,
);

export const listInvitations = defineMethod(
  ({ http }) =>
    async (): Promise<Invitation[]> =>
      (
        await callRest<{ invitations: WireInvitation[] }, 'expiresDate'>(http, {
          method: 'GET',
          path: '/sites/v1/invitations',
          dateKeys: DATE_KEYS,
        })
      ).invitations,
);

export const revokeInvitation = defineMethod(({ http }) => async (invitationId: string): Promise<void> => {
  await callRest(http, {
    method: 'DELETE',
    path: fillPath('/sites/v1/invitations/{invitationId}', { invitationId }),
  });
});

/** Accepts, as the signed-in account, an invitation sent to its address. */
export const acceptInvitation = defineMethod(
  ({ http }) =>
    async (token: string): Promise<AcceptedInvitation> =>
      callRest<AcceptedInvitation>(http, {
        method: 'POST',
        path: '/sites/v1/invitations/accept',
        payload: { token },
      }),
);
