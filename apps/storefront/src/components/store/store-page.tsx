import type { ReactNode } from 'react';
import styles from '../apps/app-page.module.css';
import { PageTitle } from '../shell/page-title';

/** The store's frame, rendered on the server (the app check has already passed). */
export function StorePage({ children }: { children: ReactNode }) {
  return (
    <main>
      <PageTitle title="Store" />
      <section data-testid="commerce.container" className={styles.container}>
        {children}
      </section>
    </main>
  );
}
