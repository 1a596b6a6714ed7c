import Link from 'next/link';
import type { MyOrderView } from '../../lib/platform/my-orders';
import account from '../member/account.module.css';
import styles from './account-lists.module.css';

/** The member's store orders, newest first: number, date, what was in it, what it cost, what shipped (with tracking). */
export function MyOrders({ orders }: { orders: MyOrderView[] }) {
  return (
    <section className={account.section} aria-labelledby="my-orders" data-testid="account.orders">
      <h2 id="my-orders">Your orders</h2>
      {orders.length === 0 ? (
        <p>
          No orders yet. <Link href="/store">Visit the store</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id} className={styles.item} data-testid="account.order">
              <div className={styles.text}>
                <h3 className={styles.name}>Order #{order.number}</h3>
                <p className={styles.detail}>
                  {order.date} · {order.items}
                </p>
                <p className={styles.state}>
                  {order.total} · {order.status}
                  {order.shipping ? ` · ${order.shipping}` : ''}
                </p>
                {order.tracking.length > 0 ? (
                  <ul className={styles.tracking} aria-label={`Tracking of order #${order.number}`}>
                    {order.tracking.map((parcel) => (
                      <li key={parcel.label}>
                        {parcel.url ? (
                          <a href={parcel.url} target="_blank" rel="noreferrer">
                            Track {parcel.label}
                          </a>
                        ) : (
                          `Tracking: ${parcel.label}`
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
