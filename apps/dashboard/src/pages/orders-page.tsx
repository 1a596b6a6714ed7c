import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OrdersTable } from '../orders-table';
import { siteClient } from '../platform';
import { PAYMENT_STATUSES, paymentWords } from '../words';

const PAGE_SIZE = 20;

/** Every order of the site, newest first, a page at a time from the server, by payment status. */
export function OrdersPage({ siteId }: { siteId: string }) {
  const [payment, setPayment] = useState('');
  // The cursors of the pages before this one, so "Previous" goes back without the server's help.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useQuery({
    queryKey: ['orders', siteId, payment, cursor ?? ''],
    queryFn: () =>
      siteClient(siteId).orders.searchOrders({
        ...(payment && !cursor ? { filter: { paymentStatus: payment } } : {}),
        cursorPaging: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const next = page.data?.metadata.cursors.next;
  return (
    <>
      <h1>Orders</h1>
      <div className="toolbar">
        <label>
          Payment
          <select
            value={payment}
            onChange={(change) => {
              setPayment(change.currentTarget.value);
              setCursors([]);
            }}
          >
            <option value="">Any</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {paymentWords(status)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {page.isError ? (
        <p role="alert" className="error">
          The orders could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data?.orders.length === 0 ? <p className="muted">No orders match.</p> : null}
      {page.data && page.data.orders.length > 0 ? (
        <OrdersTable orders={page.data.orders} caption="Orders" />
      ) : null}
      <div className="pager">
        <button
          type="button"
          className="button quiet"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous page
        </button>
        <button
          type="button"
          className="button quiet"
          disabled={!next || page.isFetching}
          onClick={() => next && setCursors([...cursors, next])}
        >
          Next page
        </button>
      </div>
    </>
  );
}
