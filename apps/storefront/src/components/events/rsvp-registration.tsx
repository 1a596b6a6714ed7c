import type { ReactNode } from 'react';
import type { EventView } from '../../lib/views/events';
import styles from './events.module.css';
import rsvpStyles from './rsvp-form.module.css';

const SENTENCES: Record<NonNullable<EventView['rsvp']>, string> = {
  OPEN: 'This event is free. Guests register by RSVP, with no ticket to buy.',
  WAITLIST: 'This event is free and full: new RSVPs join the waitlist.',
  SCHEDULED: 'This event is free. RSVPs open soon.',
  CLOSED: 'This event is free. RSVPs are closed.',
};

/**
 * An RSVP event's registration: free, answered by RSVP rather than bought. `action` is the RSVP
 * form while answers are taken; before they open and once they close the page only says how the
 * event works, and offers no button that does nothing.
 */
export function RsvpRegistration({
  rsvp,
  action,
}: {
  rsvp: NonNullable<EventView['rsvp']>;
  action?: ReactNode;
}) {
  return (
    <div className={rsvpStyles.rsvp} data-testid="events.rsvp">
      <p className={rsvpStyles.free}>Free · RSVP</p>
      <p className={styles.note}>{SENTENCES[rsvp]}</p>
      {action}
    </div>
  );
}
