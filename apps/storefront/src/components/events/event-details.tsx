import type { EventView } from '../../lib/views/events';
import { EventImage } from './event-image';
import page from './event-page.module.css';
import styles from './events.module.css';

/** An event's picture, and when and where it is (on its own clock). */
export function EventSummary({ event }: { event: EventView }) {
  return (
    <div className={page.summaryArea}>
      {event.image ? (
        <span className={page.banner}>
          <EventImage image={event.image} eager />
        </span>
      ) : null}
      <dl className={page.facts}>
        <dt>When</dt>
        <dd data-testid="events.when">
          {event.when}
          {event.zone ? <span className={styles.zone}> · {event.zone}</span> : null}
        </dd>
        <dt>Where</dt>
        <dd>
          {event.place}
          {event.address ? (
            <>
              <br />
              <span className={styles.zone}>{event.address}</span>
            </>
          ) : null}
        </dd>
      </dl>
    </div>
  );
}

/** What the event is about, in the owner's words. */
export function EventDescription({ event }: { event: EventView }) {
  return (
    <div className={page.textArea}>
      {event.shortDescription ? <p className={page.description}>{event.shortDescription}</p> : null}
      {event.detailedDescription ? <p className={page.description}>{event.detailedDescription}</p> : null}
    </div>
  );
}
