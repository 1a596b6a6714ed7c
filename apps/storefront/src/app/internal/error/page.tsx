import Link from 'next/link';
import styles from '../../../components/apps/app-page.module.css';
import buttons from '../../../components/shell/buttons.module.css';

/** Where start-up failures land, e.g. when the platform refuses the client id. */
export default async function ErrorPage({ searchParams }: { searchParams: Promise<{ message?: string }> }) {
  const { message } = await searchParams;
  return (
    <main>
      <div className={styles.empty} role="alert" data-testid="startup-error">
        <h1 className={styles.emptyTitle}>The storefront could not start</h1>
        <p>{message ?? 'Something went wrong.'}</p>
        <Link href="/" className={buttons.primary}>
          Try again
        </Link>
      </div>
    </main>
  );
}
