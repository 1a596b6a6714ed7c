'use server';

import type { BazaarError } from '@bazaar/sdk';
import {
  addDays,
  CALENDAR_DAYS,
  calendarDays,
  dayKeyOf,
  dayStart,
  type SlotAvailability,
} from '../../lib/platform/bookings';
import { isId, keepTokens, storefrontOrigin, visitorClient } from '../../lib/platform/visitor';
import type { BookSlotAnswer, FreeTime, FreeTimesAnswer } from '../../lib/views/bookings';

/** A time zone this server's clock knows (the browser's own, as it says it). */
function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's language, for the times' wording; none (this server's) when it is not one. */
function localeOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 50) return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

/**
 * A service's free times over the next days, in the visitor's time zone, which only the browser
 * knows: it sends it (and its language) with the service, and the calendar is made here.
 */
export async function freeTimes(
  serviceId: string,
  timeZone: string,
  locale?: string,
): Promise<FreeTimesAnswer> {
  if (!isId(serviceId) || !isTimeZone(timeZone)) return { ok: false };
  const today = dayKeyOf(Date.now(), timeZone);
  try {
    const client = await visitorClient();
    const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
      {
        filter: {
          serviceId: [serviceId],
          // From the start of this minute: every visitor in it asks the same, and the platform
          // answers them all from one kept answer. Slots already begun are not bookable anyway.
          startDate: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
          endDate: new Date(dayStart(addDays(today, CALENDAR_DAYS), timeZone)).toISOString(),
        },
      },
      { timezone: timeZone },
    );
    await keepTokens(client);
    return { ok: true, timeZone, days: calendarDays(availabilityEntries, today, timeZone, localeOf(locale)) };
  } catch (error) {
    console.error('The free times could not be read:', error);
    return { ok: false };
  }
}

/** What a visitor reads when a time cannot be booked: a sentence, never the platform's message. */
function sentenceFor(code: string | undefined): string {
  switch (code) {
    case 'SLOT_NOT_AVAILABLE':
      return 'That time has just been taken. Please choose another one.';
    case 'BOOKING_POLICY_VIOLATION':
      return 'That time can no longer be booked online. Please choose another one.';
    case 'UNSUPPORTED_REDIRECT':
      return 'Online booking is not open on this site yet. Please try again later.';
    default:
      return 'Booking could not start just now. Please try again in a moment.';
  }
}

const TAKEN = ['SLOT_NOT_AVAILABLE', 'BOOKING_POLICY_VIOLATION'];

/** A free time as `freeTimes` gave it: the platform checks the rest when the page is made. */
const isFreeTime = (value: unknown): value is FreeTime =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FreeTime).slot?.startDate === 'string' &&
  JSON.stringify(value).length <= 10_000;

/**
 * The platform's booking page for the time chosen: the visitor comes back to /booking when it is
 * done. A time taken meanwhile says so (`taken`: the picker reads the times again).
 */
export async function bookSlot(entry: FreeTime, timeZone: string): Promise<BookSlotAnswer> {
  if (!isFreeTime(entry) || !isTimeZone(timeZone))
    return { ok: false, problem: sentenceFor(undefined), taken: false };
  try {
    const client = await visitorClient();
    const { redirectSession } = await client.redirects.createRedirectSession({
      bookingsCheckout: { slotAvailability: entry as SlotAvailability, timezone: timeZone },
      callbacks: { postFlowUrl: `${await storefrontOrigin()}/booking` },
    });
    await keepTokens(client);
    return { ok: true, url: redirectSession.fullUrl };
  } catch (error) {
    const code = String((error as BazaarError | undefined)?.code ?? '');
    console.error('A booking page could not be made:', error);
    return { ok: false, problem: sentenceFor(code), taken: TAKEN.includes(code) };
  }
}
