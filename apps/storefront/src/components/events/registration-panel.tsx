import type { EventView, TicketOptionView } from '../../lib/views/events';
import page from './event-page.module.css';
import styles from './events.module.css';
import { RsvpForm } from './rsvp-form';
import { RsvpRegistration } from './rsvp-registration';
import { TicketOptions } from './ticket-options';

/** Why an event sells nothing now, when it does not. */
function closedSentence(event: EventView): string {
  if (event.status === 'ENDED') return 'This event has ended. Tickets are no longer on sale.';
  if (event.status === 'CANCELED') return 'This event has been cancelled. Tickets are no longer on sale.';
  if (event.registration === 'EXTERNAL') return 'Registration for this event is on the organiser’s own site.';
  if (event.registration === 'NONE') return 'No registration is needed: just come along.';
  return 'Registration for this event is closed.';
}

/** The side panel of an event's page: its tickets, its RSVP, or why it takes none now. */
export function RegistrationPanel({ event, tickets }: { event: EventView; tickets: TicketOptionView[] }) {
  const over = event.status === 'ENDED' || event.status === 'CANCELED';
  return (
    <aside className={page.panel} aria-labelledby="registration-title">
      <h2 id="registration-title" className={styles.heading}>
        {event.registration === 'RSVP' && !over ? 'RSVP' : 'Tickets'}
      </h2>
      {event.onSale ? (
        <TicketOptions event={event} tickets={tickets} />
      ) : event.rsvp && !over ? (
        <RsvpRegistration
          rsvp={event.rsvp}
          action={
            // Answers are taken while RSVPs are open, and on the waitlist once the event is full.
            (event.rsvp === 'OPEN' || event.rsvp === 'WAITLIST') && event.rsvpForm ? (
              <RsvpForm eventId={event.id} form={event.rsvpForm} full={event.rsvp === 'WAITLIST'} />
            ) : undefined
          }
        />
      ) : (
        <p className={styles.note} data-testid="events.closed">
          {closedSentence(event)}
        </p>
      )}
    </aside>
  );
}
