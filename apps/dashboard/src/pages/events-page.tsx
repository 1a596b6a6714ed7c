import { useQuery } from '@tanstack/react-query';
import { startsAt } from '../events/starts-at';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';

const STATUS: Record<string, string> = {
  DRAFT: 'Draft',
  UPCOMING: 'Upcoming',
  STARTED: 'On now',
  ENDED: 'Over',
  CANCELED: 'Canceled',
};

/** The site's events, soonest first, drafts included. */
export function EventsPage({ siteId }: { siteId: string }) {
  const events = useQuery({
    queryKey: ['events', siteId, 'list'],
    queryFn: () =>
      siteClient(siteId)
        .wixEventsV2.queryEvents({ includeDrafts: true })
        .ascending('dateAndTimeSettings.startDate')
        .limit(100)
        .find(),
  });
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}/events`;
  return (
    <>
      <div className="page-head">
        <h1>Events</h1>
        <AppLink to={`${base}/new`} className="button">
          Add an event
        </AppLink>
      </div>
      {events.isError ? (
        <p role="alert" className="error">
          The events could not be loaded. Please reload the page.
        </p>
      ) : null}
      {events.data?.items.length === 0 ? <p className="muted">No event yet.</p> : null}
      <ul className="item-list" aria-label="Events">
        {events.data?.items.map((event) => (
          <li key={event._id}>
            <span>
              <AppLink to={`${base}/${encodeURIComponent(event._id)}`}>{event.title}</AppLink>
              {` · ${STATUS[event.status ?? ''] ?? event.status ?? ''} · ${startsAt(
                event.dateAndTimeSettings.startDate,
                event.dateAndTimeSettings.timeZoneId ?? 'UTC',
              )}`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
