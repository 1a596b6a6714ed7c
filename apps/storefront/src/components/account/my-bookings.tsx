import Link from 'next/link';
import type { MyBookingView } from '../../lib/views/my-bookings';
import account from '../member/account.module.css';
import styles from './account-lists.module.css';
import { BookingChanges } from './booking-changes';

/** The member's coming bookings, rendered on the server; the changes are the browser's part. */
export function MyBookings({ bookings }: { bookings: MyBookingView[] }) {
  return (
    <section className={account.section} aria-labelledby="my-bookings" data-testid="account.bookings">
      <h2 id="my-bookings">Your bookings</h2>
      {bookings.length === 0 ? (
        <p>
          Nothing booked yet. <Link href="/booking">Book a service</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          {bookings.map((booking) => (
            <li key={booking.id} className={styles.item} data-testid="account.booking">
              <div className={styles.text}>
                <h3 className={styles.name}>{booking.title}</h3>
                <p className={styles.detail}>{booking.when}</p>
                <p className={styles.state}>{booking.status}</p>
              </div>
              <BookingChanges booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
