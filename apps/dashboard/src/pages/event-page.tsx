import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { EventOrders } from '../events/event-orders';
import { guestsCsv } from '../events/guests-csv';
import { startsAt } from '../events/starts-at';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
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

/** One event: when and whether it is on, its sales per ticket, its orders, and its guest list. */
export function EventPage({ siteId, eventId }: { siteId: string; eventId: string }) {
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
      <section className="panel editor" aria-labelledby="event-tickets">
        <h2 id="event-tickets">Sales per ticket</h2>
        {tickets.length === 0 ? <p className="muted">No ticket on sale.</p> : null}
        <ul className="item-list" aria-label="Tickets">
          {tickets.map((ticket) => (
            <li key={ticket._id}>
              <span>
                <strong>{ticket.name}</strong> ·{' '}
                {ticket.pricingMethod.free
                  ? 'free'
                  : `${(ticket.pricingMethod.fixedPrice ?? ticket.pricingMethod.guestPrice)?.value ?? ''} ${
                      (ticket.pricingMethod.fixedPrice ?? ticket.pricingMethod.guestPrice)?.currency ?? ''
                    }`}
              </span>
              <span>
                {ticket.salesDetails.soldCount} sold
                {ticket.limited && ticket.initialLimit ? ` of ${ticket.initialLimit}` : ''}
                {ticket.salesDetails.soldOut ? ' · sold out' : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <EventOrders siteId={siteId} eventId={eventId} />
    </>
  );
}
