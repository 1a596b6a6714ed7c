'use client';

import { useEffect, useState } from 'react';
import { apiReferenceUrl, CLIENT_ID, STORAGE_KEYS } from '../../constants';
import { shouldShowToast } from '../../lib/rules';
import styles from './shell.module.css';

/**
 * "Add your Client ID": shown while the demo's client id is in use and until dismissed. It is
 * rendered with the page (not added after load), in its place above the content.
 */
export function Toast() {
  const [visible, setVisible] = useState(() => shouldShowToast(CLIENT_ID, null));
  useEffect(() => {
    setVisible(shouldShowToast(CLIENT_ID, window.localStorage.getItem(STORAGE_KEYS.toastClosed)));
    // The dismissal lasts as long as the toast is mounted (spec §4): a fresh app start shows it again.
    return () => {
      window.localStorage.removeItem(STORAGE_KEYS.toastClosed);
      delete document.documentElement.dataset.toastClosed;
    };
  }, []);
  if (!visible) return null;
  const close = () => {
    window.localStorage.setItem(STORAGE_KEYS.toastClosed, 'true');
    setVisible(false);
  };
  return (
    // A section of the page, not a floating layer: it never covers the buttons under it.
    <section className={styles.toast} aria-labelledby="client-id-toast-title" data-testid="client-id-toast">
      <div>
        <h2 id="client-id-toast-title" className={styles.toastTitle}>
          Add your Client ID to get started
        </h2>
        <p className={styles.toastText}>
          Replace <code>CLIENT_ID</code> in <code>apps/storefront/src/constants.ts</code> with the client id
          from your headless project settings.{' '}
          <a href={apiReferenceUrl('Sites')} target="_blank" rel="noreferrer">
            Learn more<span className="visually-hidden"> about using your own client id</span>
          </a>
        </p>
      </div>
      <button
        type="button"
        className={styles.toastClose}
        onClick={close}
        aria-label="Close the Client ID notice"
      >
        ×
      </button>
    </section>
  );
}
