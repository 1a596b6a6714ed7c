import type { ReactNode } from 'react';
import type { BookedView } from '../../lib/platform/on-return';
import { BookedBanner } from '../returns/booked-banner';
import { PageTitle } from '../shell/page-title';
import styles from './bookings.module.css';

/**
 * The booking page's frame, rendered on the server (the app check has already passed), with what
 * the booker just booked when they come back from the hosted Booking Details page.
 */
export function BookingPage({ booked, children }: { booked?: BookedView | null; children: ReactNode }) {
  return (
    <main>
      <PageTitle title="Bookings" />
      {booked ? <BookedBanner booked={booked} /> : null}
      <section data-testid="bookings.container" className={styles.container} aria-label="Book a service">
        {children}
      </section>
    </main>
  );
}
