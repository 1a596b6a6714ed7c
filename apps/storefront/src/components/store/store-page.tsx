import type { ReactNode } from 'react';
import type { PaidOrder } from '../../lib/platform/store';
import styles from '../apps/app-page.module.css';
import { PageTitle } from '../shell/page-title';

/**
 * The store's frame, rendered on the server (the app check has already passed), with a thank-you
 * for the order the buyer has just paid when they come back from the hosted checkout.
 */
export function StorePage({ order, children }: { order: PaidOrder | null; children: ReactNode }) {
  return (
    <main>
      <PageTitle title="Store" />
      {order ? (
        <p className={styles.thanks} role="status" data-testid="order.thanks">
          <strong>Thank you for your order!</strong> Order #{order.number} is paid ({order.total}).
        </p>
      ) : null}
      <section data-testid="commerce.container" className={styles.container}>
        {children}
      </section>
    </main>
  );
}
