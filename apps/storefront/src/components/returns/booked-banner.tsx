import type { BookedView } from '../../lib/platform/on-return';
import styles from '../apps/app-page.module.css';

/** What the booker just booked on the hosted Booking Details page, shown when they come back. */
export function BookedBanner({ booked }: { booked: BookedView }) {
  return (
    <p className={styles.thanks} role="status" data-testid="bookings.thanks">
      <strong>{booked.pending ? 'Booking requested!' : "You're booked!"}</strong> {booked.title},{' '}
      {booked.when}.{' '}
      {booked.pending ? 'The business confirms it soon.' : booked.payment ? `${booked.payment}.` : ''}
    </p>
  );
}
