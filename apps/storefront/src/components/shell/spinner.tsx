'use client';

import { useLoading } from '../providers/loading-provider';
import styles from './shell.module.css';

/** Shown while any wrapped task runs; a thin bar that never moves the layout. */
export function Spinner() {
  const { loading } = useLoading();
  if (!loading) return null;
  return (
    <div className={styles.spinner} role="status" aria-live="polite" data-testid="global-spinner">
      <span className={styles.spinnerBar} />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
