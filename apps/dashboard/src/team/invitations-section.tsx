import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import { siteClient } from '../platform';
import { messageOf, ROLES, roleWords } from '../words';

const STATUS: Record<string, string> = {
  PENDING: 'Waiting',
  ACCEPTED: 'Accepted',
  REVOKED: 'Withdrawn',
  EXPIRED: 'Expired',
};

/** Invite someone by mail as a role; the invitations sent, and withdrawing one still waiting. */
export function InvitationsSection({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const sent = useQuery({
    queryKey: ['invitations', siteId],
    queryFn: () => client.invitations.listInvitations(),
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof ROLES)[number]>('MANAGER');
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const refresh = () => queries.invalidateQueries({ queryKey: ['invitations', siteId] });
  const invite = useMutation({
    mutationFn: () => client.invitations.createInvitation({ email, role }),
    onSuccess: (invitation) => {
      setSaid({ text: `Invitation sent to ${invitation.email}.` });
      setEmail('');
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) => client.invitations.revokeInvitation(invitationId),
    onSuccess: () => {
      setSaid({ text: 'The invitation is withdrawn: its link no longer works.' });
      void refresh();
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <section className="panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <form className="inline-form" onSubmit={submit}>
        <label>
          Email
          <input
            type="email"
            required
            maxLength={254}
            value={email}
            onChange={(change) => setEmail(change.currentTarget.value)}
          />
        </label>
        <label>
          Role
          <select
            value={role}
            onChange={(change) => setRole(change.currentTarget.value as (typeof ROLES)[number])}
          >
            {ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {roleWords(choice)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
      {said ? <Said {...said} /> : null}
      {sent.data && sent.data.length > 0 ? (
        <ul className="rows">
          {sent.data.map((invitation) => (
            <li key={invitation._id} className="row">
              <span className="row-main">{invitation.email}</span>
              <span className="muted">
                {roleWords(invitation.role)} · {STATUS[invitation.status] ?? invitation.status}
              </span>
              {invitation.status === 'PENDING' ? (
                <ConfirmButton
                  label="Withdraw"
                  title={`Withdraw the invitation to ${invitation.email}?`}
                  confirm="Withdraw"
                  onConfirm={() => revoke.mutate(invitation._id)}
                >
                  <p>Its link will stop working. You can invite them again later.</p>
                </ConfirmButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
