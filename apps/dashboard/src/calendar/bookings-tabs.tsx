import { AppLink } from '../navigation';
import { useSiteRole } from '../roles';

/** The bookings area's own pages: the calendar, and (for the business) its services and staff. */
export function BookingsTabs({
  siteId,
  current,
}: {
  siteId: string;
  current: 'bookings' | 'services' | 'staff';
}) {
  const { role } = useSiteRole(siteId);
  if (role !== 'OWNER' && role !== 'MANAGER') return null;
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}`;
  const tabs = [
    ['bookings', 'Calendar'],
    ['services', 'Services'],
    ['staff', 'Staff'],
  ] as const;
  return (
    <nav className="tabs" aria-label="Bookings">
      {tabs.map(([page, words]) => (
        <AppLink key={page} to={`${base}/${page}`} current={page === current}>
          {words}
        </AppLink>
      ))}
    </nav>
  );
}
