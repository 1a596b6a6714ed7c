import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import emptyState from '../../components/apps/app-page.module.css';
import { PlanList } from '../../components/plans/plan-list';
import { PageTitle } from '../../components/shell/page-title';
import { apiReferenceUrl } from '../../constants';
import { installedApps } from '../../lib/platform/installed-apps';
import { listPlans } from '../../lib/platform/plans';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Subscriptions' };

/** Read with the visitor's session, so rendered for each request. */
export const dynamic = 'force-dynamic';

/**
 * The public membership plans, rendered on the server (reachable by its address: the home page
 * leaves it out of its list, as the spec says). Choosing one goes on to the platform's hosted
 * Order summary, where a visitor signs in or up to buy it.
 */
export default async function Page() {
  if (!(await installedApps()).includes(3)) redirect('/404?app=Subscriptions');
  const plans = await listPlans(await visitorClient());
  return (
    <main>
      <PageTitle title="Subscriptions" />
      <section data-testid="subscriptions.container">
        {plans.length === 0 ? (
          <div className={emptyState.empty} data-testid="subscriptions.empty">
            <p className={emptyState.emptyTitle}>No plans available</p>
            <p>
              Create a membership plan in the platform to see it here.{' '}
              <a href={apiReferenceUrl('Pricing plans')} target="_blank" rel="noreferrer">
                Open the platform API
              </a>
            </p>
          </div>
        ) : (
          <PlanList plans={plans} />
        )}
      </section>
    </main>
  );
}
