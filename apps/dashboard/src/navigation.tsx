import { useEffect, useState } from 'react';
import { mayLeave } from './unsaved-changes';

/** Moves to a dashboard path without a page load, as a link inside the app does. */
export function navigate(path: string, replace = false): void {
  if (!mayLeave()) return;
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The current path, updated on every move (a link, back and forward). */
export function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const moved = () => setPath(window.location.pathname);
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);
  return path;
}

/** A site's pages, each an area of the API. */
export const SITE_PAGES = [
  'home',
  'products',
  'collections',
  'orders',
  'members',
  'plans',
  'events',
  'check-in',
  'bookings',
  'services',
  'staff',
  'settings',
  'team',
  'site',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];
/** Pages that belong to another area: reached from its page, not from the areas bar. */
export const PART_OF: Partial<Record<SitePage, SitePage>> = { services: 'bookings', staff: 'bookings' };
/** The areas whose things open on a page of their own (`/products/{id}`, `/products/new`). */
const ITEM_PAGES: readonly SitePage[] = [
  'products',
  'collections',
  'orders',
  'members',
  'plans',
  'events',
  'services',
  'staff',
];

/** What a path names: the callback, the site list, or a site's page (and one thing of it). */
export type Route =
  | { page: 'callback' }
  | { page: 'sites' }
  | { page: SitePage; siteId: string; itemId?: string }
  | { page: 'unknown' };

export function routeOf(path: string): Route {
  if (path === '/dashboard/callback') return { page: 'callback' };
  if (path === '/dashboard' || path === '/dashboard/') return { page: 'sites' };
  const match = /^\/dashboard\/sites\/([^/]+)(?:\/([a-z-]+)(?:\/([^/]+))?)?\/?$/.exec(path);
  const [, site, area = 'home', item] = match ?? [];
  const page = SITE_PAGES.find((known) => known === area);
  if (!site || !page || (item !== undefined && !ITEM_PAGES.includes(page))) return { page: 'unknown' };
  return {
    page,
    siteId: decodeURIComponent(site),
    ...(item !== undefined ? { itemId: decodeURIComponent(item) } : {}),
  };
}

/** A link inside the dashboard: an ordinary link a keyboard and a new tab both follow. */
export function AppLink({
  to,
  children,
  className,
  current = window.location.pathname === to,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
  /** Whether the link leads to the page shown (by default: to this very path). */
  current?: boolean;
}) {
  return (
    <a
      href={to}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
