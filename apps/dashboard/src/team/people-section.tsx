import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import { siteClient } from '../platform';
import { messageOf, ROLES, roleWords } from '../words';

/** Who works on the site: change a person's role, or take them off (never the last owner). */
export function PeopleSection({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const people = useQuery({
    queryKey: ['collaborators', siteId],
    queryFn: () => client.collaborators.listCollaborators(),
  });
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const done = (text: string) => {
    setSaid({ text });
    void queries.invalidateQueries({ queryKey: ['collaborators', siteId] });
  };
  const failed = (reason: unknown) => setSaid({ text: messageOf(reason), problem: true });
  const setRole = useMutation({
    mutationFn: ({ accountId, role }: { accountId: string; role: (typeof ROLES)[number]; email: string }) =>
      client.collaborators.updateCollaborator(accountId, role),
    onSuccess: (_answer, { email, role }) => done(`${email} is ${roleWords(role).toLowerCase()} now.`),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: ({ accountId }: { accountId: string; email: string }) =>
      client.collaborators.removeCollaborator(accountId),
    onSuccess: (_answer, { email }) => done(`${email} no longer works on this site.`),
    onError: failed,
  });
  return (
    <section className="panel" aria-labelledby="people-heading">
      <h2 id="people-heading">People</h2>
      {said ? <Said {...said} /> : null}
      <ul className="rows">
        {people.data?.map((person) => (
          <li key={person.accountId} className="row">
            <span className="row-main">{person.email}</span>
            <label className="inline">
              <span className="visually-hidden">Role of {person.email}</span>
              <select
                value={person.role}
                disabled={setRole.isPending}
                onChange={(change) =>
                  setRole.mutate({
                    accountId: person.accountId,
                    role: change.currentTarget.value as (typeof ROLES)[number],
                    email: person.email,
                  })
                }
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleWords(role)}
                  </option>
                ))}
              </select>
            </label>
            <ConfirmButton
              label="Remove"
              title={`Remove ${person.email}?`}
              confirm="Remove"
              onConfirm={() => remove.mutate({ accountId: person.accountId, email: person.email })}
            >
              <p>They will no longer be able to open this site. Their account stays.</p>
            </ConfirmButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
