'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import styles from './dialog.module.css';

/** An accessible modal: the native <dialog> traps focus, Escape closes it, the title labels it. */
export function Dialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      onClose={onClose}
    >
      <div className={styles.header}>
        <h2 id={`${testId}-title`} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
