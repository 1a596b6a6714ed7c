import type { EventView, TicketOptionView } from '../../lib/views/events';
import styles from './events.module.css';
import { ChooseTicket, TicketChoiceProvider } from './ticket-choice';
import ticketStyles from './tickets.module.css';

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
      <ul className={ticketStyles.tickets} aria-label="Tickets">
        {tickets.map((ticket) => (
          <li key={ticket.id} className={ticketStyles.ticket}>
            <div className={ticketStyles.ticketText}>
              <h3 className={ticketStyles.ticketName}>{ticket.name}</h3>
              {ticket.description ? (
                <p className={ticketStyles.ticketDescription}>{ticket.description}</p>
              ) : null}
              <span className={ticketStyles.price}>{ticket.price}</span>
              {ticket.feeNote ? <span className={ticketStyles.fee}>{ticket.feeNote}</span> : null}
            </div>
            {ticket.unavailable ? (
              <span className={ticketStyles.unavailable}>{ticket.unavailable}</span>
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
