import type { PlanView } from '../../lib/platform/plans';
import { ChoosePlan } from './choose-plan';
import styles from './plans.module.css';

/**
 * The public plans, rendered on the server: name, price and what it pays for, the perks; "Choose
 * plan" (the one part that runs in the browser) goes on to the platform's hosted Order summary.
 */
export function PlanList({ plans }: { plans: PlanView[] }) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={`${styles.plan} ${plan.primary ? styles.primary : ''}`}>
          {plan.primary ? <p className={styles.badge}>Most popular</p> : null}
          <h2 className={styles.name}>{plan.name}</h2>
          <p className={styles.price}>
            <span className={styles.amount}>{plan.price}</span> <span className={styles.per}>{plan.per}</span>
          </p>
          {plan.notes.length > 0 ? <p className={styles.notes}>{plan.notes.join(' · ')}</p> : null}
          {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
          {plan.perks.length > 0 ? (
            <ul className={styles.perks} aria-label={`What ${plan.name} includes`}>
              {plan.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          ) : null}
          <div className={styles.choose}>
            <ChoosePlan planId={plan.id} planName={plan.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
