import type { Metadata } from 'next';
import { MyBookings } from '../../components/account/my-bookings';
import { MyOrders } from '../../components/account/my-orders';
import { MyTickets } from '../../components/account/my-tickets';
import styles from '../../components/member/account.module.css';
import { AccountSecurity } from '../../components/member/account-security';
import { MyPlans } from '../../components/plans/my-plans';
import { PageTitle } from '../../components/shell/page-title';
import { securityOf } from '../../lib/platform/member';
import { myBookings } from '../../lib/platform/my-bookings';
import { myOrders } from '../../lib/platform/my-orders';
import { myTicketOrders } from '../../lib/platform/my-tickets';
import { myPlanOrders } from '../../lib/platform/plans';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Your account' };

/** Read with the member's session, so rendered for each request. */
export const dynamic = 'force-dynamic';

/** One section's read: none when the site lacks that app (404) or it failed, which is logged. */
const section = <T,>(what: string, read: Promise<T>): Promise<T | undefined> =>
  read.catch((error: unknown) => {
    if ((error as { status?: number }).status !== 404)
      console.error(`The member's ${what} could not be read:`, error);
    return undefined;
  });

/**
 * The signed-in member's account, read on the server with their session: their store orders,
 * plans, coming bookings (to cancel or move, as the policy allows) and tickets, then how they sign in
 * (two-step verification). A visitor sees only the sign-in part, which asks them to sign in.
 */
export default async function AccountPage() {
  const client = await visitorClient();
  const member = client.auth.loggedIn();
  const [security, orders, plans, bookings, tickets] = await Promise.all([
    securityOf(client),
    member ? section('orders', myOrders(client)) : undefined,
    member ? section('plans', myPlanOrders(client)) : undefined,
    member ? section('bookings', myBookings(client)) : undefined,
    member ? section('tickets', myTicketOrders(client)) : undefined,
  ]);
  return (
    <main>
      <PageTitle title="Your account" />
      <div className={styles.sections}>
        {orders ? <MyOrders orders={orders} /> : null}
        {plans ? <MyPlans orders={plans} /> : null}
        {bookings ? <MyBookings bookings={bookings} /> : null}
        {tickets ? <MyTickets orders={tickets} /> : null}
        <AccountSecurity security={security} />
      </div>
    </main>
  );
}
