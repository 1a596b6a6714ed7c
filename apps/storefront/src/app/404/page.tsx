import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '../../components/apps/app-page.module.css';
import buttons from '../../components/shell/buttons.module.css';
import { apiReferenceUrl } from '../../constants';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<{ app?: string }>;
}): Promise<Metadata> {
  const { app } = await searchParams;
  return { title: app ? `${app} is not installed` : 'Page not found' };
}

/** Where the page of an app the site has not installed sends its visitors: `/404?app=<Name>`. */
export default async function AppNotInstalledPage({
  searchParams,
}: {
  searchParams: Promise<{ app?: string }>;
}) {
  const { app } = await searchParams;
  return (
    <main>
      <div className={styles.empty} data-testid="app-not-installed">
        <h1 className={styles.emptyTitle}>{app ? `The ${app} app is not installed` : 'Page not found'}</h1>
        <p>
          {app
            ? `This example needs the ${app} app on your site. Install it in the platform, then come back.`
            : 'There is nothing at this address.'}
        </p>
        <p>
          <a href={apiReferenceUrl()} target="_blank" rel="noreferrer">
            Which apps the platform offers
          </a>
        </p>
        <Link href="/" className={buttons.primary}>
          Back to the examples
        </Link>
      </div>
    </main>
  );
}
