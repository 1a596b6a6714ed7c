import { timeZoneName } from '@bazaar/contracts/constants';
import type { HostedBooking } from './booking-calls';

/**
 * The date and times of a slot in its zone, as the booker reads them ("Monday, March 11, 2030",
 * "9:00 AM – 10:00 AM (New York time)"), the zone named as every page names it.
 */
function slotTimes(slot: HostedBooking['slot']) {
  const { timezone: timeZone } = slot;
  const start = new Date(slot.startDate);
  const end = new Date(slot.endDate);
  const time = (date: Date) =>
    new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  return {
    date: new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone }).format(start),
    times: `${time(start)} – ${time(end)} (${timeZoneName(timeZone)})`,
  };
}

const locationOf = (location: HostedBooking['slot']['location']) =>
  location.formattedAddress ?? (location.locationType === 'CUSTOMER' ? 'At your place' : 'At the business');

/** What is being booked: the service, when, with whom, where, and for how much. */
export function BookingSummary({ data }: { data: HostedBooking }) {
  const { service, slot } = data;
  const { date, times } = slotTimes(slot);
  return (
    <aside className="card summary" aria-label="Your booking">
      <h2>{service.name}</h2>
      {service.tagLine ? <p className="muted">{service.tagLine}</p> : null}
      <dl className="facts">
        <dt>Date</dt>
        <dd data-testid="booking-date">{date}</dd>
        <dt>Time</dt>
        <dd data-testid="booking-time">{times}</dd>
        {slot.resource ? (
          <>
            <dt>With</dt>
            <dd>{slot.resource.name}</dd>
          </>
        ) : null}
        <dt>Where</dt>
        <dd>{locationOf(slot.location)}</dd>
        <dt>Price</dt>
        <dd data-testid="booking-price">
          {service.price?.formattedValue ?? service.priceDescription ?? 'Free'}
        </dd>
      </dl>
    </aside>
  );
}
