import type { Booking } from '@bazaar/contracts';
import { Paragraph } from '../layout.js';
import { whenText } from '../when.js';

/** Where a booking sits in time: its session, or a course from its first session to its last. */
export function bookingTimes(booking: Booking): { startDate: string; endDate: string; timeZone: string } {
  const { slot, schedule } = booking.bookedEntity;
  if (schedule)
    return {
      startDate: schedule.firstSessionStart,
      endDate: schedule.lastSessionEnd,
      timeZone: schedule.timezone,
    };
  return { startDate: booking.startDate, endDate: booking.endDate, timeZone: slot?.timezone ?? 'UTC' };
}

/** The booking's when, in the service's time zone. */
export function bookingWhen(booking: Booking): string {
  const { startDate, endDate, timeZone } = bookingTimes(booking);
  return whenText(startDate, endDate, timeZone);
}

/** What every booking message repeats: the service, when, with whom, where and for how many. */
export function BookingSummary({ booking }: { booking: Booking }) {
  const { title, slot, location } = booking.bookedEntity;
  const participants = booking.numberOfParticipants;
  return (
    <>
      <Paragraph>
        <strong>{title}</strong>
        <br />
        {bookingWhen(booking)}
      </Paragraph>
      {slot?.resource ? <Paragraph>{`With ${slot.resource.name}.`}</Paragraph> : null}
      {location?.formattedAddress ? <Paragraph>{`At ${location.formattedAddress}.`}</Paragraph> : null}
      {participants > 1 ? <Paragraph>{`For ${participants} people.`}</Paragraph> : null}
    </>
  );
}
