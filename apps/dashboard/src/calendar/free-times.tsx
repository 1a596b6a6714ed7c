import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { siteClient } from '../platform';
import { nextDay, startOfDay } from '../zoned-dates';
import { timeRange } from './booking-words';

type Availability = Awaited<
  ReturnType<ReturnType<typeof siteClient>['availabilityCalendar']['queryAvailability']>
>;
export type FreeSlot = Availability['availabilityEntries'][number]['slot'];

/**
 * The free times of a service on one day of the site's calendar, as availability gives them
 * (with whom, where staff differ), to choose one: for a new booking or to move one.
 */
export function FreeTimes({
  siteId,
  serviceId,
  date,
  zone,
  staffId,
  chosen,
  onChoose,
}: {
  siteId: string;
  serviceId: string;
  date: string;
  zone: string;
  /** Only this staff member's times. */
  staffId?: string;
  chosen: FreeSlot | undefined;
  onChoose(slot: FreeSlot): void;
}) {
  const name = useId();
  const times = useQuery({
    queryKey: ['free-times', siteId, serviceId, date, staffId],
    // Read anew each time they are shown, and not kept once no dialog shows them: a booking made
    // or moved since (in this dashboard, by a buyer or by another owner) takes a time, and a
    // list kept from before would offer it.
    staleTime: 0,
    gcTime: 0,
    enabled: Boolean(serviceId && date),
    queryFn: () =>
      siteClient(siteId).availabilityCalendar.queryAvailability({
        filter: {
          serviceId: [serviceId],
          startDate: startOfDay(date, zone),
          endDate: startOfDay(nextDay(date), zone),
          bookable: true,
          ...(staffId ? { 'resource.id': [staffId] } : {}),
        },
      }),
  });
  if (!serviceId || !date) return null;
  if (times.isError)
    return (
      <p role="alert" className="error">
        The free times could not be loaded. Please try again.
      </p>
    );
  if (!times.data) return <p aria-busy="true">Looking for free times…</p>;
  const entries = times.data.availabilityEntries;
  if (entries.length === 0) return <p className="muted">No free time that day.</p>;
  const keyOf = (slot: FreeSlot) => `${slot.startDate} ${slot.resource?._id ?? ''}`;
  return (
    <fieldset className="free-times">
      <legend>Free times</legend>
      {entries.map(({ slot, openSpots }) => (
        <label key={keyOf(slot)} className="check">
          <input
            type="radio"
            name={name}
            checked={chosen !== undefined && keyOf(chosen) === keyOf(slot)}
            onChange={() => onChoose(slot)}
          />
          {timeRange(slot.startDate, slot.endDate, zone)}
          {slot.resource ? ` with ${slot.resource.name}` : ''}
          {openSpots > 1 ? ` · ${openSpots} spots` : ''}
        </label>
      ))}
    </fieldset>
  );
}
