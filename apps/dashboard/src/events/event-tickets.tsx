import type { TicketDefinition } from '@bazaar/sdk/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { siteClient } from '../platform';
import { messageOf } from '../words';
import { TicketForm } from './ticket-form';

const priceOf = (ticket: TicketDefinition) => {
  const price = ticket.pricingMethod.fixedPrice ?? ticket.pricingMethod.guestPrice;
  return ticket.pricingMethod.free || !price ? 'free' : `${price.value} ${price.currency}`;
};

/** An event's tickets with their sales; each changed or removed, a new one added, one form at a time. */
export function EventTickets({
  siteId,
  eventId,
  zone,
  tickets,
}: {
  siteId: string;
  eventId: string;
  zone: string;
  tickets: readonly TicketDefinition[];
}) {
  const queries = useQueryClient();
  const [editing, setEditing] = useState<string>();
  const [said, setSaid] = useState<Saying>();
  const remove = useMutation({
    mutationFn: (ticket: TicketDefinition) =>
      siteClient(siteId).ticketDefinitions.deleteTicketDefinition(ticket._id),
    onSuccess: (_, ticket) => {
      setSaid({ text: `${ticket.name} removed.` });
      void queries.invalidateQueries({ queryKey: ['event', siteId, eventId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const done = (text: string) => {
    setEditing(undefined);
    setSaid(text ? { text } : undefined);
  };
  return (
    <section className="panel editor" aria-labelledby="event-tickets">
      <h2 id="event-tickets">Tickets and sales</h2>
      {said ? <Said {...said} /> : null}
      {tickets.length === 0 ? <p className="muted">No ticket yet.</p> : null}
      <ul className="item-list" aria-label="Tickets">
        {tickets.map((ticket) =>
          editing === ticket._id ? (
            <li key={ticket._id}>
              <TicketForm siteId={siteId} eventId={eventId} zone={zone} ticket={ticket} onDone={done} />
            </li>
          ) : (
            <li key={ticket._id}>
              <span>
                <strong>{ticket.name}</strong> · {priceOf(ticket)}
                {ticket.hidden ? ' · hidden' : ''}
              </span>
              <span>
                {ticket.salesDetails.soldCount} sold
                {ticket.limited && ticket.initialLimit ? ` of ${ticket.initialLimit}` : ''}
                {ticket.salesDetails.soldOut ? ' · sold out' : ''}
              </span>
              <span className="row-actions">
                <button
                  type="button"
                  className="button quiet small"
                  disabled={editing !== undefined}
                  aria-label={`Change ${ticket.name}`}
                  onClick={() => setEditing(ticket._id)}
                >
                  Change
                </button>
                {ticket.salesDetails.soldCount === 0 ? (
                  <ConfirmButton
                    label={`Remove ${ticket.name}`}
                    title={`Remove ${ticket.name}?`}
                    confirm="Remove"
                    onConfirm={() => remove.mutate(ticket)}
                  >
                    <p>Buyers no longer see it. None is sold yet.</p>
                  </ConfirmButton>
                ) : null}
              </span>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <TicketForm siteId={siteId} eventId={eventId} zone={zone} onDone={done} />
      ) : (
        <button
          type="button"
          className="button quiet"
          disabled={editing !== undefined}
          onClick={() => setEditing('new')}
        >
          Add a ticket
        </button>
      )}
    </section>
  );
}
