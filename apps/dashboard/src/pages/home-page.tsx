import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../navigation';
import { OrdersTable } from '../orders-table';
import { siteClient } from '../platform';

/** A site's home: its latest orders at a glance, and the way to all of them. */
export function HomePage({ siteId }: { siteId: string }) {
  const recent = useQuery({
    queryKey: ['orders', siteId, 'recent'],
    queryFn: () => siteClient(siteId).orders.searchOrders({ cursorPaging: { limit: 5 } }),
  });
  return (
    <>
      <h1>Home</h1>
      <section aria-labelledby="recent-heading" className="panel">
        <div className="panel-head">
          <h2 id="recent-heading">Recent orders</h2>
          <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/orders`}>All orders</AppLink>
        </div>
        {recent.isPending ? <p className="muted">Loading…</p> : null}
        {recent.isError ? (
          <p role="alert" className="error">
            The orders could not be loaded. Please reload the page.
          </p>
        ) : null}
        {recent.data?.orders.length === 0 ? <p className="muted">No orders yet.</p> : null}
        {recent.data && recent.data.orders.length > 0 ? (
          <OrdersTable orders={recent.data.orders} caption="The five newest orders" />
        ) : null}
      </section>
    </>
  );
}
