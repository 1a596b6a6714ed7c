import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LowStock } from '../home/low-stock';
import { AppLink } from '../navigation';
import { OrdersTable } from '../orders-table';
import { siteClient } from '../platform';
import { chartDays, periodsOf, salesWindow, todayIn } from '../sales';
import { useSite } from '../site';

// The chart library is the largest part of the page: loaded once the rest of the page is up.
const SalesChart = lazy(() => import('../sales-chart'));

/** A site's home: sales today, this week and this month, a chart by day, its latest orders and what runs out. */
export function HomePage({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const site = useSite(siteId);
  const zone = site.data?.settings.timeZone;
  const span = zone ? salesWindow(todayIn(zone)) : undefined;
  const sales = useQuery({
    queryKey: ['sales', siteId, span?.start],
    enabled: span !== undefined,
    queryFn: () =>
      client.analyticsData.getAnalyticsData(['TOTAL_SALES', 'TOTAL_ORDERS'], {
        dateRange: { startDate: span?.start ?? '' },
      }),
  });
  const recent = useQuery({
    queryKey: ['orders', siteId, 'recent'],
    queryFn: () => client.orders.searchOrders({ cursorPaging: { limit: 5 } }),
  });
  const currency = site.data?.settings.currency ?? 'USD';
  const money = (value: number) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(value);
  return (
    <>
      <h1>Home</h1>
      {sales.isError ? (
        <p role="alert" className="error">
          The sales could not be loaded. Please reload the page.
        </p>
      ) : null}
      {sales.data && span ? (
        <section aria-labelledby="sales-heading" className="panel sales">
          <h2 id="sales-heading">Sales</h2>
          <ul className="periods">
            {periodsOf(sales.data, span).map((period) => (
              <li key={period.label}>
                <span className="period-label">{period.label}</span>
                <span className="period-sales">{money(period.sales)}</span>
                <span className="muted">{period.orders === 1 ? '1 order' : `${period.orders} orders`}</span>
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className="chart-area" />}>
            <SalesChart days={chartDays(sales.data, span.chart)} money={money} />
          </Suspense>
        </section>
      ) : (
        <p className="muted">Loading the sales…</p>
      )}
      <section aria-labelledby="recent-heading" className="panel">
        <div className="panel-head">
          <h2 id="recent-heading">Recent orders</h2>
          <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/orders`}>All orders</AppLink>
        </div>
        {recent.isError ? (
          <p role="alert" className="error">
            The orders could not be loaded. Please reload the page.
          </p>
        ) : null}
        {recent.data?.orders.length === 0 ? <p className="muted">No orders yet.</p> : null}
        {recent.data && recent.data.orders.length > 0 ? (
          <OrdersTable siteId={siteId} orders={recent.data.orders} caption="The five newest orders" />
        ) : null}
      </section>
      <LowStock siteId={siteId} />
    </>
  );
}
