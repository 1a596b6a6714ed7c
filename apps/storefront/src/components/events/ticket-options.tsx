import type { EventView, TicketOptionView } from '../../lib/platform/events';
import styles from './events.module.css';
import { ChooseTicket, TicketChoiceProvider } from './ticket-choice';

/**
 * The kinds of ticket of an event on sale, rendered on the server: name, price and the fee note;
 * one sold out or not on sale says so and cannot be chosen. Choose is the only client part.
 */
export function TicketOptions({ event, tickets }: { event: EventView; tickets: TicketOptionView[] }) {
  if (tickets.length === 0)
    return (
      <p className={styles.note} data-testid="events.no-tickets">
        No tickets are on sale for this event yet. Please check back later.
      </p>
    );
  return (
    <TicketChoiceProvider eventId={event.id} eventSlug={event.slug}>
      <ul className={styles.tickets} aria-label="Tickets">
        {tickets.map((ticket) => (
          <li key={ticket.id} className={styles.ticket}>
            <div className={styles.ticketText}>
              <h3 className={styles.ticketName}>{ticket.name}</h3>
              {ticket.description ? <p className={styles.ticketDescription}>{ticket.description}</p> : null}
              <span className={styles.price}>{ticket.price}</span>
              {ticket.feeNote ? <span className={styles.fee}>{ticket.feeNote}</span> : null}
            </div>
            {ticket.unavailable ? (
              <span className={styles.unavailable}>{ticket.unavailable}</span>
            ) : (
              <ChooseTicket
                ticketId={ticket.id}
                label={`${ticket.name}, ${ticket.price}`}
                maxQuantity={ticket.maxQuantity}
              />
            )}
          </li>
        ))}
      </ul>
    </TicketChoiceProvider>
  );
}
