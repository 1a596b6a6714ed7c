import type { TicketOrderView } from '../../lib/platform/on-return';
import styles from '../apps/app-page.module.css';

/** The tickets just bought on the hosted "Add your details" page, shown when the buyer comes back. */
export function TicketsBanner({ order }: { order: TicketOrderView & { eventTitle: string; when: string } }) {
  return (
    <p className={styles.thanks} role="status" data-testid="events.thanks">
      <strong>You're going!</strong> Order {order.orderNumber}: {order.tickets} to {order.eventTitle},{' '}
      {order.when} ({order.total}).
    </p>
  );
}
