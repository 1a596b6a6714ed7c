'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { APPS, type AppId, apiReferenceUrl } from '../../constants';
import { useClient } from '../providers/client-provider';
import { PageTitle } from '../shell/page-title';
import styles from './app-page.module.css';

interface AppPageProps {
  app: AppId;
  title: string;
  /** The container's test id, e.g. `bookings.container` (DESIGN.md). */
  testId: string;
  emptyText: string;
  createHint: string;
  children?: ReactNode;
}

/**
 * The frame of an example app's page: it waits for app detection, sends visitors of an app the
 * site has not installed to `/404?app=<Name>`, and otherwise shows the app's container.
 */
export function AppPage({ app, title, testId, emptyText, createHint, children }: AppPageProps) {
  const { loading, installedAppsList } = useClient();
  const router = useRouter();
  const installed = installedAppsList.includes(app);
  const name = APPS[app].name;

  useEffect(() => {
    if (!loading && !installed) router.replace(`/404?app=${encodeURIComponent(name)}`);
  }, [loading, installed, name, router]);

  return (
    <main>
      <PageTitle title={title} />
      <section data-testid={testId} className={styles.container} aria-busy={loading}>
        {loading || !installed
          ? null
          : (children ?? (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>{emptyText}</p>
                <p>
                  {createHint}{' '}
                  <a href={apiReferenceUrl()} target="_blank" rel="noreferrer">
                    Open the platform API
                  </a>
                </p>
              </div>
            ))}
      </section>
    </main>
  );
}
