import Link from 'next/link';
import type { PlanOrderView } from '../../lib/platform/plans';
import lists from '../account/account-lists.module.css';
import account from '../member/account.module.css';
import { CancelPlan } from './cancel-plan';

/**
 * The signed-in member's plans on the account page, rendered on the server: each with its state
 * and its next payment or end; Cancel (the one part that runs in the browser) when it may be.
 */
export function MyPlans({ orders }: { orders: PlanOrderView[] }) {
  return (
    <section className={account.section} aria-labelledby="my-plans" data-testid="account.plans">
      <h2 id="my-plans">Your plans</h2>
      {orders.length === 0 ? (
        <p>
          You have no membership plan yet. <Link href="/subscriptions">See the plans</Link>.
        </p>
      ) : (
        <ul className={lists.list}>
          {orders.map((order) => (
            <li key={order.id} className={lists.item} data-testid="account.plan-order">
              <div className={lists.text}>
                <h3 className={lists.name}>{order.planName}</h3>
                <p className={lists.state} data-testid="account.plan-state">
                  {order.state}
                </p>
                <p className={lists.detail}>{order.detail}</p>
              </div>
              {order.cancelable ? (
                <CancelPlan orderId={order.id} planName={order.planName} recurring={order.recurring} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
