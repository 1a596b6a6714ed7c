import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../navigation';
import { OfflineSale } from '../plans/offline-sale';
import { PlanOrders } from '../plans/plan-orders';
import { siteClient } from '../platform';

/** The site's membership plans (archived ones aside) and every order of them. */
export function PlansPage({ siteId }: { siteId: string }) {
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}/plans`;
  const plans = useQuery({
    queryKey: ['plans', siteId],
    queryFn: () => siteClient(siteId).plans.listPlans({ limit: 100 }),
  });
  return (
    <>
      <div className="page-head">
        <h1>Plans</h1>
        <AppLink to={`${base}/new`} className="button">
          Add a plan
        </AppLink>
      </div>
      {plans.isError ? (
        <p role="alert" className="error">
          The plans could not be loaded. Please reload the page.
        </p>
      ) : null}
      {plans.data?.plans.length === 0 ? <p className="muted">No plan yet.</p> : null}
      <ul className="item-list" aria-label="Plans">
        {plans.data?.plans.map((plan) => (
          <li key={plan._id}>
            <span>
              <AppLink to={`${base}/${encodeURIComponent(plan._id)}`}>{plan.name}</AppLink>
              {` · ${plan.pricing.price.value} ${plan.pricing.price.currency}${plan.public ? '' : ' · hidden'}`}
            </span>
          </li>
        ))}
      </ul>
      {plans.data ? <OfflineSale siteId={siteId} plans={plans.data.plans} /> : null}
      <PlanOrders siteId={siteId} />
    </>
  );
}
