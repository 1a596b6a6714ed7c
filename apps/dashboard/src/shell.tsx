import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from './navigation';
import { siteClient } from './platform';
import { signOut } from './session';

/** A site's pages: its name, the way to the other sites, its areas, and signing out. */
export function Shell({ siteId, page, children }: { siteId: string; page: string; children: ReactNode }) {
  const site = useQuery({ queryKey: ['site', siteId], queryFn: () => siteClient(siteId).site.getSite() });
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}`;
  const leave = () => {
    void signOut().then((logoutUrl) => window.location.assign(logoutUrl));
  };
  return (
    <div className="shell">
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true" />
          <span>
            <span className="site-name">{site.data?.displayName ?? 'Your site'}</span>
            <AppLink to="/dashboard" className="switch-site">
              All sites
            </AppLink>
          </span>
        </div>
        <button type="button" className="button quiet" onClick={leave}>
          Sign out
        </button>
      </header>
      <nav className="areas" aria-label="Site areas">
        <AppLink to={base}>Home</AppLink>
        <AppLink to={`${base}/orders`}>Orders</AppLink>
      </nav>
      <main className="content" data-page={page}>
        {site.isError ? (
          <p role="alert" className="error">
            This site could not be opened: you may not work on it. Choose one of{' '}
            <a href="/dashboard">your sites</a>.
          </p>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
