import type { Booking } from '@bazaar/sdk/bookings';
import type { MyBookingView, SlotChoice } from '../views/my-bookings';
import type { StorefrontClient } from './client';
import { zoneText } from './wording';

export type { MyBookingView } from '../views/my-bookings';

/** Bookings the account page lists: the member's coming ones, soonest first. */
const MY_BOOKINGS_PAGE_SIZE = 20;
/** Free times offered to move a booking to: the next few within two weeks. */
const RESCHEDULE_CHOICES = 6;
const RESCHEDULE_DAYS = 14;
const DAY_MS = 86_400_000;

const STATUS: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  PENDING: 'Waiting for the business to confirm',
  CREATED: 'Booked',
  WAITING_LIST: 'On the waitlist',
  CANCELED: 'Canceled',
  DECLINED: 'Declined',
};

function whenText(start: string, end: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(new Date(start));
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone });
  return `${day}, ${time.formatRange(new Date(start), new Date(end))} (${zoneText(timeZone)})`;
}

const choiceLabel = (start: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(start));

/** The next free times of the booking's service, other than its own. */
async function choicesFor(client: StorefrontClient, booking: Booking, now: number): Promise<SlotChoice[]> {
  const slot = booking.bookedEntity.slot;
  if (!slot) return [];
  const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
    {
      filter: {
        serviceId: [slot.serviceId],
        startDate: new Date(now).toISOString(),
        endDate: new Date(now + RESCHEDULE_DAYS * DAY_MS).toISOString(),
        bookable: true,
      },
    },
    { timezone: slot.timezone },
  );
  // One choice a time: when several staff are free then, the first of them.
  const starts = new Set([slot.startDate]);
  return availabilityEntries
    .filter((entry) => !starts.has(entry.slot.startDate) && starts.add(entry.slot.startDate))
    .slice(0, RESCHEDULE_CHOICES)
    .map((entry) => ({
      startDate: entry.slot.startDate,
      endDate: entry.slot.endDate,
      label: choiceLabel(entry.slot.startDate, slot.timezone),
      ...(entry.slot.resource?._id ? { resourceId: entry.slot.resource._id } : {}),
    }));
}

/** The signed-in member's coming bookings (not canceled or declined), with times to move each to. */
export async function myBookings(client: StorefrontClient, now = Date.now()): Promise<MyBookingView[]> {
  const { bookings } = await client.bookings.queryBookings({
    filter: {
      startDate: { $gte: new Date(now).toISOString() },
      status: { $in: ['CONFIRMED', 'PENDING', 'CREATED', 'WAITING_LIST'] },
    },
    sort: [{ fieldName: 'startDate', order: 'ASC' }],
    paging: { limit: MY_BOOKINGS_PAGE_SIZE },
  });
  return Promise.all(
    bookings.map(async (booking) => {
      const { slot, schedule } = booking.bookedEntity;
      const timezone = slot?.timezone ?? schedule?.timezone ?? 'UTC';
      const start = slot?.startDate ?? schedule?.firstSessionStart ?? booking.startDate;
      const end = slot?.endDate ?? schedule?.lastSessionEnd ?? booking.endDate;
      return {
        id: booking._id,
        title: booking.bookedEntity.title,
        when: whenText(start, end, timezone),
        status: STATUS[booking.status] ?? booking.status,
        movable: slot !== undefined,
        serviceId: slot?.serviceId ?? schedule?.serviceId ?? '',
        timezone,
        revision: booking.revision,
        choices: await choicesFor(client, booking, now).catch(() => []),
      };
    }),
  );
}
