import type { PlanOrder } from '@bazaar/sdk/pricing-plans';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { AppLink } from '../navigation';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';
import { messageOf, when } from '../words';
import { CancelOrderButton, PostponeButton, type Refund } from './order-changes';

const PAGE_SIZE = 20;
const STATUS: Record<string, string> = {
  DRAFT: 'Not paid',
  PENDING: 'Starts later',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  ENDED: 'Ended',
  CANCELED: 'Canceled',
};

type Action =
  | { kind: 'pause' | 'resume' | 'paid' }
  | { kind: 'cancel'; refund: Refund }
  | { kind: 'postpone'; endDate: string };

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
      const orders = client.planOrders;
      if (action.kind === 'cancel')
        await orders.cancelOrder(order._id, 'IMMEDIATELY', { refund: action.refund });
      else if (action.kind === 'postpone') await orders.postponeEndDate(order._id, action.endDate);
      else if (action.kind === 'pause') await orders.pauseOrder(order._id);
      else if (action.kind === 'resume') await orders.resumeOrder(order._id);
      else await orders.markAsPaid(order._id);
      return { order, action };
    },
    onSuccess: ({ order, action }) => {
      const words =
        action.kind === 'postpone'
          ? `now ends on ${when(new Date(action.endDate))}`
          : action.kind === 'cancel'
            ? action.refund === 'NONE'
              ? 'canceled'
              : 'canceled and refunded'
            : { pause: 'paused', resume: 'resumed', paid: 'marked paid' }[action.kind];
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
                  onClick={() => act.mutate({ order, action: { kind: 'pause' } })}
                >
                  Pause
                </button>
              ) : null}
              {order.status === 'PAUSED' ? (
                <button
                  type="button"
                  className="button quiet small"
                  onClick={() => act.mutate({ order, action: { kind: 'resume' } })}
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
                  onClick={() => act.mutate({ order, action: { kind: 'paid' } })}
                >
                  Mark paid
                </button>
              ) : null}
              {order.endDate && (order.status === 'ACTIVE' || order.status === 'PAUSED') ? (
                <PostponeButton
                  order={order}
                  onPostpone={(endDate) => act.mutate({ order, action: { kind: 'postpone', endDate } })}
                />
              ) : null}
              {order.status === 'ACTIVE' || order.status === 'PAUSED' || order.status === 'PENDING' ? (
                <CancelOrderButton
                  order={order}
                  onCancel={(refund) => act.mutate({ order, action: { kind: 'cancel', refund } })}
                />
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
