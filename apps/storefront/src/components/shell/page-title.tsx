import Link from 'next/link';
import buttons from './buttons.module.css';
import styles from './shell.module.css';

/** The title of an inner page, with the Back button to the home page. */
export function PageTitle({ title }: { title: string }) {
  return (
    <div className={styles.pageTitle}>
      <Link href="/" className={buttons.secondary}>
        <span aria-hidden="true">←</span> Back
      </Link>
      <h1>{title}</h1>
    </div>
  );
}
