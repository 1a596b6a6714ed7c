import Link from 'next/link';
import type { MyTicketOrderView } from '../../lib/platform/my-tickets';
import account from '../member/account.module.css';
import styles from './account-lists.module.css';

/** The member's ticket orders, newest first, each with its event and how it was paid. */
export function MyTickets({ orders }: { orders: MyTicketOrderView[] }) {
  return (
    <section className={account.section} aria-labelledby="my-tickets" data-testid="account.tickets">
      <h2 id="my-tickets">Your tickets</h2>
      {orders.length === 0 ? (
        <p>
          No tickets yet. <Link href="/tickets">See the events</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.orderNumber} className={styles.item} data-testid="account.ticket-order">
              <div className={styles.text}>
                <h3 className={styles.name}>
                  {order.eventSlug ? (
                    <Link href={`/tickets/${order.eventSlug}`}>{order.eventTitle}</Link>
                  ) : (
                    order.eventTitle
                  )}
                </h3>
                {order.when ? <p className={styles.detail}>{order.when}</p> : null}
                <p className={styles.state}>
                  {order.tickets} ticket{order.tickets === 1 ? '' : 's'} · {order.status}
                </p>
                <p className={styles.detail}>Order {order.orderNumber}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
