'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import styles from '../apps/app-page.module.css';
import buttons from './buttons.module.css';

/**
 * What a page shows when rendering it failed (the platform did not answer, or answered with an
 * error): a sentence for a person, Try again (renders the segment anew) and a way out. The error
 * itself goes to the console for the developer; its message is never shown, since on the server
 * it may say anything (Next.js sends the browser only its digest).
 */
export function SegmentError({
  title,
  text,
  error,
  reset,
  back = { href: '/', label: 'Back to the examples' },
}: {
  title: string;
  text: string;
  error: Error & { digest?: string };
  reset: () => void;
  back?: { href: string; label: string };
}) {
  useEffect(() => console.error(error), [error]);
  return (
    <main>
      <div className={styles.empty} role="alert" data-testid="segment-error">
        <h1 className={styles.emptyTitle}>{title}</h1>
        <p>{text}</p>
        <p className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={reset}>
            Try again
          </button>
          <Link href={back.href} className={buttons.secondary}>
            {back.label}
          </Link>
        </p>
      </div>
    </main>
  );
}
