import type { SiteRole, Collaborator as WireCollaborator } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { fillPath } from '../../wire/index.js';
import type { Collaborator } from './types.js';

export const listCollaborators = defineMethod(
  ({ http }) =>
    async (): Promise<Collaborator[]> =>
      (
        await callRest<{ collaborators: WireCollaborator[] }>(http, {
          method: 'GET',
          path: '/sites/v1/collaborators',
        })
      ).collaborators,
);

/** A new role for a person on the site (the last owner stays an owner). */
export const updateCollaborator = defineMethod(
  ({ http }) =>
    async (accountId: string, role: SiteRole): Promise<Collaborator> =>
      (
        await callRest<{ collaborator: WireCollaborator }>(http, {
          method: 'PATCH',
          path: fillPath('/sites/v1/collaborators/{accountId}', { accountId }),
          payload: { collaborator: { role } },
        })
      ).collaborator,
);

export const removeCollaborator = defineMethod(({ http }) => async (accountId: string): Promise<void> => {
  await callRest(http, {
    method: 'DELETE',
    path: fillPath('/sites/v1/collaborators/{accountId}', { accountId }),
  });
});
