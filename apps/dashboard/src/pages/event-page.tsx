import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { draftOf, emptyEvent } from '../events/event-draft';
import { EventEditor } from '../events/event-editor';
import { EventOrders } from '../events/event-orders';
import { EventTickets } from '../events/event-tickets';
import { guestsCsv } from '../events/guests-csv';
import { startsAt } from '../events/starts-at';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
import { useSite } from '../site';
import { messageOf } from '../words';

/** Every guest of an event, page after page (an event has no size limit). */
async function allGuests(client: ReturnType<typeof siteClient>, eventId: string) {
  const guests = [];
  let cursor: string | undefined;
  do {
    const page = await client.guests.queryGuests({
      filter: { eventId },
      cursorPaging: { limit: 100, ...(cursor ? { cursor } : {}) },
    });
    guests.push(...page.guests);
    cursor = page.pagingMetadata?.cursors?.next ?? undefined;
  } while (cursor);
  return guests;
}

/** One event, or `new` for an empty one in the site's time zone. */
export function EventPage({ siteId, eventId }: { siteId: string; eventId: string }) {
  const site = useSite(siteId);
  if (eventId !== 'new') return <EventOverview siteId={siteId} eventId={eventId} />;
  if (!site.data) return <p aria-busy="true">Loading…</p>;
  return <EventEditor siteId={siteId} initial={emptyEvent(site.data.settings.timeZone)} />;
}

/** One event: when and whether it is on, its tickets and their sales, its details, orders and guest list. */
function EventOverview({ siteId, eventId }: { siteId: string; eventId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [said, setSaid] = useState<Saying>();
  const list = `/dashboard/sites/${encodeURIComponent(siteId)}/events`;
  const read = useQuery({
    queryKey: ['event', siteId, eventId],
    staleTime: 0,
    queryFn: async () => {
      const [event, tickets] = await Promise.all([
        client.wixEventsV2.getEvent(eventId),
        client.ticketDefinitions.queryTicketDefinitions().eq('eventId', eventId).limit(100).find(),
      ]);
      return { event, tickets: tickets.items };
    },
  });
  const act = useMutation({
    mutationFn: async (action: 'publish' | 'cancel') => {
      if (action === 'publish') await client.wixEventsV2.publishDraftEvent(eventId);
      else await client.wixEventsV2.cancelEvent(eventId);
      return action;
    },
    onSuccess: (action) => {
      setSaid({
        text: action === 'publish' ? 'Published: buyers see it now.' : 'Canceled: it sells nothing more.',
      });
      void queries.invalidateQueries({ queryKey: ['event', siteId, eventId] });
      void queries.invalidateQueries({ queryKey: ['events', siteId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const exportGuests = useMutation({
    mutationFn: () => allGuests(client, eventId),
    onSuccess: (guests) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([guestsCsv(guests)], { type: 'text/csv;charset=utf-8' }));
      link.download = `guests-${read.data?.event.slug ?? eventId}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
      setSaid({ text: guests.length === 1 ? '1 guest exported.' : `${guests.length} guests exported.` });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  if (read.isError)
    return (
      <>
        <h1>Event</h1>
        <p role="alert" className="error">
          This event could not be opened. <AppLink to={list}>Back to the events</AppLink>
        </p>
      </>
    );
  if (!read.data) return <p aria-busy="true">Loading the event…</p>;
  const { event, tickets } = read.data;
  const zone = event.dateAndTimeSettings.timeZoneId ?? 'UTC';
  return (
    <>
      <p className="crumbs">
        <AppLink to={list}>Events</AppLink>
      </p>
      <h1>{event.title}</h1>
      <p>
        {startsAt(event.dateAndTimeSettings.startDate, zone)} ({zone.replaceAll('_', ' ')}) ·{' '}
        {(event.status ?? '').toLowerCase()}
      </p>
      {said ? <Said {...said} /> : null}
      <div className="actions">
        {event.status === 'DRAFT' ? (
          <button type="button" className="button" onClick={() => act.mutate('publish')}>
            Publish
          </button>
        ) : null}
        {event.status === 'UPCOMING' || event.status === 'STARTED' ? (
          <ConfirmButton
            label="Cancel the event"
            title={`Cancel ${event.title}?`}
            confirm="Cancel the event"
            onConfirm={() => act.mutate('cancel')}
          >
            <p>It stops selling and shows as canceled. Orders stay; refund them below.</p>
          </ConfirmButton>
        ) : null}
        <button
          type="button"
          className="button quiet"
          onClick={() => exportGuests.mutate()}
          aria-disabled={exportGuests.isPending}
        >
          Export the guest list (CSV)
        </button>
      </div>
      {event.registration?.initialType === 'TICKETING' ? (
        <EventTickets siteId={siteId} eventId={eventId} zone={zone} tickets={tickets} />
      ) : null}
      <EventOrders siteId={siteId} eventId={eventId} />
      <EventEditor key={event._id} siteId={siteId} event={event} initial={draftOf(event)} />
    </>
  );
}
