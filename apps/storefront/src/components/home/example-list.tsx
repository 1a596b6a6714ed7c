'use client';

import Link from 'next/link';
import { API_BASE_URL } from '../../constants';
import type { Example } from '../../lib/examples';
import { useClient } from '../providers/client-provider';
import styles from './home.module.css';

/** Three cards, always: skeletons while loading, so nothing moves when the app list arrives. */
const SKELETONS = ['first', 'second', 'third'];

function ExampleCard({ example, installed }: { example: Example; installed: boolean }) {
  const { title, description, slug, installLink } = example.data;
  return (
    <li className={styles.card} data-testid={installed ? 'example.installed' : 'example.uninstalled'}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <span className={installed ? styles.badgeInstalled : styles.badge}>
          {installed ? 'Installed' : 'Not installed'}
        </span>
      </div>
      <p className={styles.cardText}>{description}</p>
      {installed ? (
        <Link href={slug} className={styles.cardLink}>
          Open the example <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <p className={styles.install}>
          Install the app on your site to try it:{' '}
          <a href={`${API_BASE_URL}${installLink}`} target="_blank" rel="noreferrer">
            how to install
          </a>
        </p>
      )}
    </li>
  );
}

export function ExampleList() {
  const { loading, installedExamples, uninstalledExamples } = useClient();
  if (loading) {
    return (
      <section aria-busy="true" aria-label="Examples" className={styles.sections}>
        <h2 className={styles.sectionTitle}>Examples</h2>
        <ul className={styles.grid}>
          {SKELETONS.map((key) => (
            <li key={key} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />
          ))}
        </ul>
      </section>
    );
  }
  return (
    <div className={styles.sections}>
      <section aria-labelledby="installed-title" data-testid="examples.installed">
        <h2 id="installed-title" className={styles.sectionTitle}>
          Installed apps <span className={styles.count}>{installedExamples.length}</span>
        </h2>
        {installedExamples.length === 0 ? (
          <p className={styles.empty}>No example app is installed on this site yet.</p>
        ) : (
          <ul className={styles.grid}>
            {installedExamples.map((example) => (
              <ExampleCard key={example.data.slug} example={example} installed />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="uninstalled-title" data-testid="examples.uninstalled">
        <h2 id="uninstalled-title" className={styles.sectionTitle}>
          Not installed <span className={styles.count}>{uninstalledExamples.length}</span>
        </h2>
        {uninstalledExamples.length === 0 ? (
          <p className={styles.empty}>Every example app is installed.</p>
        ) : (
          <ul className={styles.grid}>
            {uninstalledExamples.map((example) => (
              <ExampleCard key={example.data.slug} example={example} installed={false} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
