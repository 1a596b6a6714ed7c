import Link from 'next/link';
import type { EventList as Events, EventView } from '../../lib/views/events';
import { EventImage } from './event-image';
import styles from './events.module.css';

function EventCard({ event, eager }: { event: EventView; eager: boolean }) {
  const over = event.status === 'ENDED' || event.status === 'CANCELED';
  return (
    <li className={`${styles.event} ${over ? styles.over : ''}`}>
      <span className={styles.picture}>
        {event.image ? <EventImage image={event.image} eager={eager} /> : null}
      </span>
      <div className={styles.eventText}>
        <p className={styles.when}>
          {event.when}
          {event.zone ? <span className={styles.zone}> · {event.zone}</span> : null}
        </p>
        <h3 className={styles.title}>
          <Link href={`/tickets/${event.slug}`} className={styles.titleLink} data-testid="events.event">
            {event.title}
          </Link>
        </h3>
        <p className={styles.place}>{event.address ? `${event.place}, ${event.address}` : event.place}</p>
        {event.shortDescription ? <p className={styles.summary}>{event.shortDescription}</p> : null}
        <p className={styles.offerRow}>
          {over ? (
            <span className={styles.badge}>{event.offer}</span>
          ) : (
            <span className={styles.offer}>{event.offer}</span>
          )}
          <span className={styles.more} aria-hidden="true">
            {event.onSale ? 'Get tickets' : 'See details'} →
          </span>
        </p>
      </div>
    </li>
  );
}

/**
 * The events, rendered on the server: those to come, then the latest that are over (shown, not
 * sold). Each card is one link to the event's page, where its tickets are chosen.
 */
export function EventList({ events }: { events: Events }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className={styles.heading}>
          Upcoming events
        </h2>
        {events.upcoming.length === 0 ? (
          <p className={styles.none}>No upcoming events right now. Check back soon.</p>
        ) : (
          <ul className={styles.events}>
            {events.upcoming.map((event, index) => (
              <EventCard key={event.id} event={event} eager={index < 2} />
            ))}
          </ul>
        )}
      </section>
      {events.past.length > 0 ? (
        <section className={styles.section} aria-labelledby="past-events">
          <h2 id="past-events" className={styles.heading}>
            Past and cancelled events
          </h2>
          <ul className={styles.events}>
            {events.past.map((event) => (
              <EventCard key={event.id} event={event} eager={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
