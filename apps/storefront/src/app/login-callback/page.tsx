import Link from 'next/link';
import styles from '../../components/apps/app-page.module.css';
import buttons from '../../components/shell/buttons.module.css';

/**
 * Members come back here from the platform's login page (PKCE). The code exchange arrives with
 * the identity release; until then this page says so instead of failing.
 */
export default function LoginCallbackPage() {
  return (
    <main>
      <div className={styles.empty} data-testid="login-callback">
        <h1 className={styles.emptyTitle}>Member sign-in is not available yet</h1>
        <p>Visitors can use every example without signing in.</p>
        <Link href="/" className={buttons.primary}>
          Back to the examples
        </Link>
      </div>
    </main>
  );
}
