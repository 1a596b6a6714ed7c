import type { PlanOrder } from '@bazaar/sdk/pricing-plans';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { AppLink } from '../navigation';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';
import { messageOf, when } from '../words';

const PAGE_SIZE = 20;
const STATUS: Record<string, string> = {
  DRAFT: 'Not paid',
  PENDING: 'Starts later',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  ENDED: 'Ended',
  CANCELED: 'Canceled',
};

type Action = 'pause' | 'resume' | 'cancel' | 'paid';

/** Every plan order of the site, newest first, paged on the server: paused, resumed, canceled here. */
export function PlanOrders({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [pageIndex, setPageIndex] = useState(0);
  const [said, setSaid] = useState<Saying>();
  const page = useQuery({
    queryKey: ['plan-orders', siteId, pageIndex],
    // Sales happen elsewhere (the storefront, the front desk): read again on every visit.
    staleTime: 0,
    queryFn: () =>
      client.planOrders.managementListOrders({
        limit: PAGE_SIZE,
        offset: pageIndex * PAGE_SIZE,
        sorting: { fieldName: 'createdDate', order: 'DESC' },
      }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: async ({ order, action }: { order: PlanOrder; action: Action }) => {
      if (action === 'pause') await client.planOrders.pauseOrder(order._id);
      else if (action === 'resume') await client.planOrders.resumeOrder(order._id);
      else if (action === 'paid') await client.planOrders.markAsPaid(order._id);
      else await client.planOrders.cancelOrder(order._id, 'IMMEDIATELY');
      return { order, action };
    },
    onSuccess: ({ order, action }) => {
      const words = { pause: 'paused', resume: 'resumed', cancel: 'canceled', paid: 'marked paid' }[action];
      setSaid({ text: `${order.planName} order ${words}.` });
      void queries.invalidateQueries({ queryKey: ['plan-orders', siteId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const orders = page.data?.orders ?? [];
  const total = page.data?.pagingMetadata.total ?? 0;
  const members = `/dashboard/sites/${encodeURIComponent(siteId)}/members`;
  return (
    <section className="panel editor" aria-labelledby="plan-orders">
      <h2 id="plan-orders">Orders</h2>
      {said ? <Said {...said} /> : null}
      {page.isError ? (
        <p role="alert" className="error">
          The orders could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data && orders.length === 0 ? <p className="muted">No plan sold yet.</p> : null}
      <ul className="item-list" aria-label="Plan orders">
        {orders.map((order) => (
          <li key={order._id}>
            <span>
              <strong>{order.planName}</strong> · {STATUS[order.status] ?? order.status} ·{' '}
              <AppLink to={`${members}/${encodeURIComponent(order.buyer.memberId)}`}>the buyer</AppLink> ·
              since {when(order.startDate)}
              {order.endDate ? ` · until ${when(order.endDate)}` : ''}
            </span>
            <span className="picture-actions">
              {order.status === 'ACTIVE' ? (
                <button
                  type="button"
                  className="button quiet small"
                  onClick={() => act.mutate({ order, action: 'pause' })}
                >
                  Pause
                </button>
              ) : null}
              {order.status === 'PAUSED' ? (
                <button
                  type="button"
                  className="button quiet small"
                  onClick={() => act.mutate({ order, action: 'resume' })}
                >
                  Resume
                </button>
              ) : null}
              {order.type === 'OFFLINE' &&
              order.lastPaymentStatus !== 'PAID' &&
              order.status !== 'CANCELED' ? (
                <button
                  type="button"
                  className="button quiet small"
                  onClick={() => act.mutate({ order, action: 'paid' })}
                >
                  Mark paid
                </button>
              ) : null}
              {order.status === 'ACTIVE' || order.status === 'PAUSED' || order.status === 'PENDING' ? (
                <ConfirmButton
                  label="Cancel"
                  title={`Cancel this ${order.planName} order?`}
                  confirm="Cancel the order"
                  onConfirm={() => act.mutate({ order, action: 'cancel' })}
                >
                  <p>It ends now: no further payment is taken, and its benefits stop.</p>
                </ConfirmButton>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={total}
        fetching={page.isFetching}
        one="order"
        many="orders"
        onPage={setPageIndex}
      />
    </section>
  );
}
