import type { HostedPlanCheckout } from './plan-checkout-calls';
import { longDate } from './plan-checkout-calls';

/** What is being bought: the plan, its perks, how it is paid, and what is paid today. */
export function PlanSummary({ data }: { data: HostedPlanCheckout }) {
  const { plan } = data;
  return (
    <aside className="card summary" aria-label="Your plan">
      <h2 data-testid="plan-name">{plan.name}</h2>
      {plan.description ? <p className="muted">{plan.description}</p> : null}
      {plan.perks.length > 0 ? (
        <ul className="perks">
          {plan.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      ) : null}
      <dl className="facts">
        <dt>Price</dt>
        <dd data-testid="plan-price">{plan.price}</dd>
        <dt>Billing</dt>
        <dd data-testid="plan-billing">{plan.billing}</dd>
        {plan.freeTrialDays ? (
          <>
            <dt>Free trial</dt>
            <dd data-testid="plan-trial">{plan.freeTrialDays} days, then the first payment</dd>
          </>
        ) : null}
        {data.nextPaymentDate && !data.order ? (
          <>
            <dt>Next payment</dt>
            <dd>{longDate(data.nextPaymentDate)}</dd>
          </>
        ) : null}
      </dl>
      <p className="total">
        <span>Total today</span>
        <span data-testid="plan-total-today">{data.totalToday}</span>
      </p>
    </aside>
  );
}
