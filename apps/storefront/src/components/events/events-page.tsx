import type { ReactNode } from 'react';
import { PageTitle } from '../shell/page-title';
import styles from './events.module.css';

/**
 * The frame of the tickets pages, rendered on the server (the app check has already passed): the
 * list at /tickets, and an event's own page (Back leads to the list).
 */
export function EventsPage({
  title,
  back,
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <main>
      <PageTitle title={title} {...(back ? { back: back.href, backLabel: back.label } : {})} />
      <section data-testid="events.container" className={styles.container} aria-label={title}>
        {children}
      </section>
    </main>
  );
}
