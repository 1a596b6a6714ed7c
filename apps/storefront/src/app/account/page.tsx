import type { Metadata } from 'next';
import styles from '../../components/member/account.module.css';
import { AccountSecurity } from '../../components/member/account-security';
import { MyPlans } from '../../components/plans/my-plans';
import { PageTitle } from '../../components/shell/page-title';
import { myPlanOrders, type PlanOrderView } from '../../lib/platform/plans';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Your account' };

/** Read with the member's session, so rendered for each request. */
export const dynamic = 'force-dynamic';

/** The member's plans, or none when the visitor is not signed in or the site sells no plans. */
async function plansOf(): Promise<PlanOrderView[] | undefined> {
  const client = await visitorClient();
  if (!client.auth.loggedIn()) return undefined;
  return myPlanOrders(client).catch((error: unknown) => {
    // A site without membership plans answers 404; anything else is worth the developer's eye.
    if ((error as { status?: number }).status !== 404)
      console.error('The member plans could not be read:', error);
    return undefined;
  });
}

/** The signed-in member's account: their plans, and how they sign in (two-step verification). */
export default async function AccountPage() {
  const plans = await plansOf();
  return (
    <main>
      <PageTitle title="Your account" />
      <div className={styles.sections}>
        {plans ? <MyPlans orders={plans} /> : null}
        <AccountSecurity />
      </div>
    </main>
  );
}
