import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import emptyState from '../../components/apps/app-page.module.css';
import { BookingPage } from '../../components/bookings/booking-page';
import styles from '../../components/bookings/bookings.module.css';
import { ServiceChoiceProvider } from '../../components/bookings/service-choice';
import { ServiceList } from '../../components/bookings/service-list';
import { SlotPicker } from '../../components/bookings/slot-picker';
import { API_BASE_URL } from '../../constants';
import { bookableServices } from '../../lib/platform/bookings';
import { installedApps } from '../../lib/platform/installed-apps';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Bookings' };

/** Read with the visitor's session, so rendered for each request. */
export const dynamic = 'force-dynamic';

/**
 * The booking page: the services, rendered on the server; choosing one shows its free times (read
 * in the browser, in the visitor's time zone), and choosing a time opens the platform's booking
 * page. `?service=<slug>` (the platform's `bookingPage` link) opens with that service chosen.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ service?: string }> }) {
  if (!(await installedApps()).includes(0)) redirect('/404?app=Bookings');
  const [services, { service }] = await Promise.all([bookableServices(await visitorClient()), searchParams]);
  if (services.length === 0) {
    return (
      <BookingPage>
        <div className={emptyState.empty}>
          <p className={emptyState.emptyTitle}>No services available</p>
          <p>
            Create a service in the platform to see it here.{' '}
            <a href={`${API_BASE_URL}/docs#/Bookings`} target="_blank" rel="noreferrer">
              Open the platform API
            </a>
          </p>
        </div>
      </BookingPage>
    );
  }
  const initial = services.find((candidate) => candidate.slug === service)?.id;
  return (
    <BookingPage>
      <ServiceChoiceProvider
        services={services.map(({ id, slug, name, kind }) => ({ id, slug, name, kind }))}
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
