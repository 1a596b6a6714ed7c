import type { ReactNode } from 'react';
import { AppLink, PART_OF, type SitePage } from './navigation';
import { areasOf, useSiteRole } from './roles';
import { signOut } from './session';
import { useSite } from './site';
import { roleWords } from './words';

const AREA_NAMES: Record<SitePage, string> = {
  home: 'Home',
  products: 'Products',
  collections: 'Collections',
  orders: 'Orders',
  members: 'Members',
  plans: 'Plans',
  events: 'Events',
  'check-in': 'Check-in',
  bookings: 'Bookings',
  services: 'Services',
  staff: 'Staff',
  settings: 'Store settings',
  team: 'Team',
  site: 'Site settings',
};

/**
 * A site's pages: its name, the way to the other sites, the areas the account's role works in,
 * and signing out. A page outside the role's areas is not shown (the platform would refuse its
 * calls anyway).
 */
export function Shell({
  siteId,
  page,
  children,
}: {
  siteId: string;
  page: SitePage;
  /** The page to show: the one asked, or the role's first (staff have no home). */
  children: (shown: SitePage) => ReactNode;
}) {
  const site = useSite(siteId);
  const { role, loading } = useSiteRole(siteId);
  const areas = areasOf(role);
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}`;
  const leave = () => {
    void signOut().then((logoutUrl) => window.location.assign(logoutUrl));
  };
  // Staff have no home: their first page is the bookings.
  const shown = page === 'home' && role === 'STAFF' ? 'bookings' : page;
  return (
    <div className="shell">
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true" />
          <span>
            <span className="site-name">{site.data?.displayName ?? 'Your site'}</span>
            <AppLink to="/dashboard" className="switch-site">
              All sites{role ? ` · you are ${roleWords(role).toLowerCase()}` : ''}
            </AppLink>
          </span>
        </div>
        <button type="button" className="button quiet" onClick={leave}>
          Sign out
        </button>
      </header>
      <nav className="areas" aria-label="Site areas">
        {areas
          .filter((area) => !PART_OF[area])
          .map((area) => (
            <AppLink
              key={area}
              to={area === 'home' ? base : `${base}/${area}`}
              current={area === (PART_OF[shown] ?? shown)}
            >
              {AREA_NAMES[area]}
            </AppLink>
          ))}
      </nav>
      <main className="content" data-page={shown}>
        {site.isError || (!loading && !role) ? (
          <p role="alert" className="error">
            This site could not be opened: you do not work on it. Choose one of{' '}
            <a href="/dashboard">your sites</a>.
          </p>
        ) : loading ? null : areas.includes(shown) ? (
          children(shown)
        ) : (
          <p role="alert" className="error">
            This page is not open to {roleWords(role ?? '').toLowerCase()}. Ask an owner of the site if you
            need it.
          </p>
        )}
      </main>
    </div>
  );
}
