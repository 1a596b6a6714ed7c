import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import emptyState from '../../components/apps/app-page.module.css';
import { EventList } from '../../components/events/event-list';
import { EventsPage } from '../../components/events/events-page';
import { TicketsBanner } from '../../components/returns/tickets-banner';
import { apiReferenceUrl } from '../../constants';
import { listEvents } from '../../lib/platform/events';
import { installedApps } from '../../lib/platform/installed-apps';
import { ticketOrderOnReturn } from '../../lib/platform/on-return';
import { visitorClient } from '../../lib/platform/visitor';

export const metadata: Metadata = { title: 'Events & Tickets' };

/** Read with the visitor's session, so rendered for each request. */
export const dynamic = 'force-dynamic';

/**
 * The events, rendered on the server: each with its date and time on its own clock and its place;
 * choosing one opens its page (`/tickets/<slug>`, the platform's `eventPageUrl`), where its
 * tickets are chosen. `?orderNumber=…&eventId=…` (back from the hosted page) says what was bought.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ orderNumber?: string; eventId?: string }>;
}) {
  if (!(await installedApps()).includes(2)) redirect('/404?app=Events');
  const client = await visitorClient();
  const { orderNumber, eventId } = await searchParams;
  const [events, bought] = await Promise.all([
    listEvents(client),
    ticketOrderOnReturn(client, eventId, orderNumber),
  ]);
  return (
    <EventsPage title="Events & Tickets">
      {bought ? <TicketsBanner order={bought} /> : null}
      {events.upcoming.length === 0 && events.past.length === 0 ? (
        <div className={emptyState.empty} data-testid="events.empty">
          <p className={emptyState.emptyTitle}>No events available</p>
          <p>
            Create an event in the platform to see it here.{' '}
            <a href={apiReferenceUrl('Events')} target="_blank" rel="noreferrer">
              Open the platform API
            </a>
          </p>
        </div>
      ) : (
        <EventList events={events} />
      )}
    </EventsPage>
  );
}
