import type { ReactNode } from 'react';
import { PageTitle } from '../shell/page-title';
import styles from './bookings.module.css';

/** The booking page's frame, rendered on the server (the app check has already passed). */
export function BookingPage({ children }: { children: ReactNode }) {
  return (
    <main>
      <PageTitle title="Bookings" />
      <section data-testid="bookings.container" className={styles.container} aria-label="Book a service">
        {children}
      </section>
    </main>
  );
}
