import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import emptyState from '../../components/apps/app-page.module.css';
import { BookingPage } from '../../components/bookings/booking-page';
import styles from '../../components/bookings/bookings.module.css';
import { ServiceChoiceProvider } from '../../components/bookings/service-choice';
import { ServiceList } from '../../components/bookings/service-list';
import { SlotPicker } from '../../components/bookings/slot-picker';
import { apiReferenceUrl } from '../../constants';
import { bookableServices } from '../../lib/platform/bookings';
import { installedApps } from '../../lib/platform/installed-apps';
import { bookedOnReturn } from '../../lib/platform/on-return';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Bookings' };

/** Read with the visitor's session, so rendered for each request. */
export const dynamic = 'force-dynamic';

/**
 * The booking page: the services, rendered on the server; choosing one shows its free times (read
 * in the browser, in the visitor's time zone), and choosing a time opens the platform's booking
 * page. `?service=<slug>` (the platform's `bookingPage` link) opens with that service chosen;
 * `?bookingId=…` (back from the hosted page) says what was booked.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ service?: string; bookingId?: string }>;
}) {
  if (!(await installedApps()).includes(0)) redirect('/404?app=Bookings');
  const client = await visitorClient();
  const { service, bookingId } = await searchParams;
  const [services, booked] = await Promise.all([bookableServices(client), bookedOnReturn(client, bookingId)]);
  if (services.length === 0) {
    return (
      <BookingPage booked={booked}>
        <div className={emptyState.empty}>
          <p className={emptyState.emptyTitle}>No services available</p>
          <p>
            Create a service in the platform to see it here.{' '}
            <a href={apiReferenceUrl('Bookings')} target="_blank" rel="noreferrer">
              Open the platform API
            </a>
          </p>
        </div>
      </BookingPage>
    );
  }
  const initial = services.find((candidate) => candidate.slug === service)?.id;
  return (
    <BookingPage booked={booked}>
      <ServiceChoiceProvider
        services={services.map(({ id, slug, name, kind, course }) => ({ id, slug, name, kind, course }))}
        initial={initial}
      >
        <div className={styles.layout}>
          <ServiceList services={services} />
          <SlotPicker />
        </div>
      </ServiceChoiceProvider>
    </BookingPage>
  );
}
