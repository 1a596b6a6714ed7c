import Link from 'next/link';
import styles from '../components/apps/app-page.module.css';
import buttons from '../components/shell/buttons.module.css';

export default function NotFound() {
  return (
    <main>
      <div className={styles.empty}>
        <h1 className={styles.emptyTitle}>Page not found</h1>
        <p>There is nothing at this address.</p>
        <Link href="/" className={buttons.primary}>
          Back to the examples
        </Link>
      </div>
    </main>
  );
}
