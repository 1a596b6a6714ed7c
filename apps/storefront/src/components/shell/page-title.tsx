import Link from 'next/link';
import buttons from './buttons.module.css';
import styles from './shell.module.css';

/** The title of an inner page, with a Back button (to the home page, unless it says where). */
export function PageTitle({
  title,
  back = '/',
  backLabel = 'Back',
}: {
  title: string;
  back?: string;
  backLabel?: string;
}) {
  return (
    <div className={styles.pageTitle}>
      <Link href={back} className={buttons.secondary}>
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
      <h1>{title}</h1>
    </div>
  );
}
