'use client';

import { useEffect, useState } from 'react';
import { CLIENT_ID, STORAGE_KEYS } from '../../constants';
import { shouldShowToast } from '../../lib/rules';
import styles from './shell.module.css';

/** "Add your Client ID": shown while the demo's client id is in use and until dismissed. */
export function Toast() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(shouldShowToast(CLIENT_ID, window.localStorage.getItem(STORAGE_KEYS.toastClosed)));
    // The dismissal lasts as long as the toast is mounted (spec §4): a fresh app start shows it again.
    return () => window.localStorage.removeItem(STORAGE_KEYS.toastClosed);
  }, []);
  if (!visible) return null;
  const close = () => {
    window.localStorage.setItem(STORAGE_KEYS.toastClosed, 'true');
    setVisible(false);
  };
  return (
    <aside className={styles.toast} role="status" data-testid="client-id-toast">
      <div>
        <p className={styles.toastTitle}>Add your Client ID to get started</p>
        <p className={styles.toastText}>
          Replace <code>CLIENT_ID</code> in <code>apps/storefront/src/constants.ts</code> with the client id
          from your headless project settings.{' '}
          <a
            href="https://github.com/bazaar-commerce/bazaar#use-your-own-site"
            target="_blank"
            rel="noreferrer"
          >
            Learn more<span className={styles.visuallyHidden}> about using your own client id</span>
          </a>
        </p>
      </div>
      <button type="button" className={styles.toastClose} onClick={close} aria-label="Close">
        ×
      </button>
    </aside>
  );
}
