import { timeZoneName } from '@bazaar/contracts/constants';
import type { HostedEventCheckout } from './event-checkout-calls';

type Line = HostedEventCheckout['reservation']['lines'][number];

/**
 * How many of a held ticket: any number up to the most the buyer may have, and none when another
 * kind stays held. Disabled while a change is being made, so changes never overtake each other.
 */
function QuantityPicker({
  line,
  removable,
  disabled,
  onChange,
}: {
  line: Line;
  removable: boolean;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const choices = Array.from({ length: line.maxQuantity }, (_, index) => index + 1);
  return (
    <select
      className="quantity"
      aria-label={`Number of ${line.name} tickets`}
      value={line.quantity}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data-testid="event-ticket-quantity"
    >
      {removable ? <option value={0}>0 (remove)</option> : null}
      {choices.map((quantity) => (
        <option key={quantity} value={quantity}>
          {quantity}
        </option>
      ))}
    </select>
  );
}

/**
 * What is being bought: the event, when (in its own time zone) and where, the tickets and the
 * total. With `onQuantity`, the buyer can change how many of each ticket they want.
 */
export function EventSummary({
  data,
  onQuantity,
  changing = false,
  locked = false,
}: {
  data: HostedEventCheckout;
  onQuantity?: ((ticketDefinitionId: string, quantity: number) => void) | undefined;
  changing?: boolean;
  /** A payment is in flight: the quantities stay as they are. */
  locked?: boolean;
}) {
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
          <li key={line.ticketDefinitionId} data-testid="event-ticket-line">
            {onQuantity ? (
              <span className="name with-quantity">
                <QuantityPicker
                  line={line}
                  removable={reservation.lines.length > 1}
                  disabled={changing || locked}
                  onChange={(quantity) => onQuantity(line.ticketDefinitionId, quantity)}
                />
                <span>× {line.name}</span>
              </span>
            ) : (
              <span className="name">
                {line.quantity} × {line.name}
              </span>
            )}
            <span className="amount">{line.total}</span>
            {line.fee ? <span className="muted fee">Service fee {line.fee}</span> : null}
          </li>
        ))}
      </ul>
      <p className="total" aria-live="polite">
        <span>Total</span>
        <span data-testid="event-total">
          {changing ? 'Updating the total…' : data.paymentRequired ? reservation.total : 'Free'}
        </span>
      </p>
    </aside>
  );
}
