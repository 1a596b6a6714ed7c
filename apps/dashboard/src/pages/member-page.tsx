import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { MemberActivity } from '../members/member-activity';
import { memberName, memberStatusWords } from '../members/member-words';
import { AppLink, navigate } from '../navigation';
import { OrdersTable } from '../orders-table';
import { siteClient } from '../platform';
import { messageOf, when } from '../words';

/** One member: who they are, letting them in or keeping them out, deleting them; their orders, bookings, tickets and plans. */
export function MemberPage({ siteId, memberId }: { siteId: string; memberId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [said, setSaid] = useState<Saying>();
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/members`;
  const read = useQuery({
    queryKey: ['member', siteId, memberId],
    staleTime: 0,
    queryFn: () => client.members.getMember(memberId, { fieldsets: ['FULL'] }),
  });
  const email = read.data?.member.loginEmail;
  const orders = useQuery({
    queryKey: ['orders', siteId, 'member', email],
    enabled: email !== undefined,
    queryFn: () =>
      client.orders.searchOrders({ filter: { 'buyerInfo.email': email }, cursorPaging: { limit: 10 } }),
  });
  const act = useMutation({
    mutationFn: async (action: 'approve' | 'block' | 'delete') => {
      if (action === 'delete') await client.members.deleteMember(memberId);
      else if (action === 'block') await client.members.blockMember(memberId);
      else await client.members.approveMember(memberId);
      return action;
    },
    onSuccess: (action) => {
      void queries.invalidateQueries({ queryKey: ['members', siteId] });
      if (action === 'delete') {
        navigate(list);
        return;
      }
      setSaid({
        text:
          action === 'block'
            ? 'Blocked: they are signed out everywhere and cannot sign in.'
            : 'Let in: they can sign in.',
      });
      void queries.invalidateQueries({ queryKey: ['member', siteId, memberId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  if (read.isError)
    return (
      <>
        <h1>Member</h1>
        <p role="alert" className="error">
          This member could not be opened: they may have been deleted.{' '}
          <AppLink to={list}>Back to the members</AppLink>
        </p>
      </>
    );
  if (!read.data) return <p aria-busy="true">Loading the member…</p>;
  const { member } = read.data;
  return (
    <>
      <p className="crumbs">
        <AppLink to={list}>Members</AppLink>
      </p>
      <h1>{memberName(member)}</h1>
      <div className="badges">
        <span className={member.status === 'BLOCKED' ? 'badge sold-out' : 'badge'}>
          {memberStatusWords(member.status)}
        </span>
      </div>
      {said ? <Said {...said} /> : null}
      <section className="panel editor" aria-labelledby="member-about">
        <h2 id="member-about">About</h2>
        <dl className="facts">
          <dt>Email</dt>
          <dd>{member.loginEmail ?? '—'}</dd>
          <dt>Joined</dt>
          <dd>{member._createdDate ? when(member._createdDate) : '—'}</dd>
          <dt>Last signed in</dt>
          <dd>{member.lastLoginDate ? when(member.lastLoginDate) : 'Never'}</dd>
        </dl>
        <div className="actions">
          {member.status === 'PENDING' || member.status === 'BLOCKED' ? (
            <button type="button" className="button" onClick={() => act.mutate('approve')}>
              {member.status === 'PENDING' ? 'Approve' : 'Let in again'}
            </button>
          ) : null}
          {member.status === 'APPROVED' || member.status === 'OFFLINE' ? (
            <ConfirmButton
              label="Block"
              title={`Block ${memberName(member)}?`}
              confirm="Block"
              onConfirm={() => act.mutate('block')}
            >
              <p>They are signed out everywhere and cannot sign in until let in again.</p>
            </ConfirmButton>
          ) : null}
          <ConfirmButton
            label="Delete"
            title={`Delete ${memberName(member)}?`}
            confirm="Delete"
            onConfirm={() => act.mutate('delete')}
          >
            <p>Their sessions end and their personal details are erased. Their orders stay.</p>
          </ConfirmButton>
        </div>
      </section>
      <section className="panel editor" aria-labelledby="member-orders">
        <h2 id="member-orders">Orders</h2>
        {orders.data?.orders.length === 0 ? <p className="muted">No order yet.</p> : null}
        {orders.data && orders.data.orders.length > 0 ? (
          <OrdersTable
            siteId={siteId}
            orders={orders.data.orders}
            caption={`Orders of ${memberName(member)}`}
          />
        ) : null}
      </section>
      <MemberActivity siteId={siteId} memberId={memberId} />
    </>
  );
}
