import { timeZoneName } from '@bazaar/contracts/constants';
import type { HostedEventCheckout } from './event-checkout-calls';

/** What is being bought: the event, when (in its own time zone) and where, the tickets and the total. */
export function EventSummary({ data }: { data: HostedEventCheckout }) {
  const { event, reservation } = data;
  return (
    <aside className="card summary" aria-label="Your tickets">
      {event.imageUrl ? <img className="event-image" src={event.imageUrl} alt="" /> : null}
      <h2>{event.title}</h2>
      <dl className="facts">
        <dt>When</dt>
        <dd data-testid="event-when">
          {event.when} ({timeZoneName(event.timeZoneId)})
        </dd>
        <dt>Where</dt>
        <dd data-testid="event-where">{event.where}</dd>
      </dl>
      <ul className="ticket-lines">
        {reservation.lines.map((line) => (
          <li key={line.name}>
            <span className="name">
              {line.quantity} × {line.name}
            </span>
            <span className="amount">{line.total}</span>
            {line.fee ? <span className="muted fee">Service fee {line.fee}</span> : null}
          </li>
        ))}
      </ul>
      <p className="total">
        <span>Total</span>
        <span data-testid="event-total">{data.paymentRequired ? reservation.total : 'Free'}</span>
      </p>
    </aside>
  );
}
