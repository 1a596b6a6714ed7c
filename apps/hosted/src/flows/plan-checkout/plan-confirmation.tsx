import { backToSite } from '../../shared/back-to-site';
import type { HostedPlanCheckout, PlanOrder } from './plan-checkout-calls';
import { longDate } from './plan-checkout-calls';
import { PlanSummary } from './plan-summary';

/** Where the buyer goes back to, told which order was just made (the storefront can say so). */
function backWithOrder(back: string, order: PlanOrder): string {
  const url = new URL(back);
  url.searchParams.set('planOrderId', order._id);
  return url.toString();
}

/**
 * The plan just bought, as it stays (a reload shows it again): when it starts, what was paid,
 * when the next payment is taken and when it ends.
 */
export function PlanConfirmation({ data, order }: { data: HostedPlanCheckout; order: PlanOrder }) {
  const back = data.callbacks.postFlowUrl;
  return (
    <main className="page thank-you" data-testid="plan-confirmation">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>You're subscribed</h1>
        <p>
          <strong>{order.planName}</strong> is yours{data.buyer ? `, ${data.buyer.email}` : ''}. You can see
          it, and cancel it when the plan allows, from your account on the site.
        </p>
      </header>
      <div className="columns">
        <section className="card" aria-labelledby="your-order">
          <h2 id="your-order">Your order</h2>
          <dl className="facts">
            <dt>Starts</dt>
            <dd data-testid="order-start">{longDate(order.startDate)}</dd>
            <dt>Paid today</dt>
            <dd data-testid="order-paid">{data.totalToday}</dd>
            {data.nextPaymentDate ? (
              <>
                <dt>Next payment</dt>
                <dd data-testid="order-next-payment">{longDate(data.nextPaymentDate)}</dd>
              </>
            ) : null}
            <dt>Ends</dt>
            <dd data-testid="order-end">{order.endDate ? longDate(order.endDate) : 'When you cancel'}</dd>
          </dl>
          {back ? (
            <div className="actions">
              <a className="button" href={backToSite(backWithOrder(back, order))}>
                Back to the site
              </a>
            </div>
          ) : null}
        </section>
        <PlanSummary data={data} />
      </div>
    </main>
  );
}
