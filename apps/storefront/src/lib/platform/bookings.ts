import {
  availabilityCalendar,
  bookings,
  bookingsSettings,
  type Service,
  services,
} from '@bazaar/sdk/bookings';
import { CALENDAR_DAYS, type CalendarDay, type ServiceView } from '../views/bookings';
import type { StorefrontClient } from './client';
import { courseViewOf } from './course';

export { CALENDAR_DAYS, type CalendarDay, type ServiceView } from '../views/bookings';

/** The bookings' SDK modules (merged into the storefront's client by `./client.ts`). */
export const modules = { services, bookings, availabilityCalendar, bookingsSettings };

/** How many services the booking page lists (the platform's first page). */
const SERVICES_PAGE_SIZE = 50;
/** An availability entry as the platform returns it (through the SDK, which keeps its shape). */
export type SlotAvailability = Awaited<
  ReturnType<StorefrontClient['availabilityCalendar']['queryAvailability']>
>['availabilityEntries'][number];

export const durationText = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
};

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A class or course lasts as long as its weekly session; an appointment as its constraints say. */
function sessionMinutes(service: Service): number {
  const session = service.schedule.recurringSessions[0];
  if (service.type !== 'APPOINTMENT' && session) {
    const length = minutesOf(session.endTime) - minutesOf(session.startTime);
    return length > 0 ? length : length + 24 * 60;
  }
  return service.schedule.availabilityConstraints.sessionDurations[0] ?? 60;
}

function priceText({ payment }: Service): string {
  const money = (value: { value: string; currency: string; formattedValue?: string | undefined }) =>
    value.formattedValue ?? `${value.value} ${value.currency}`;
  if (payment.rateType === 'FIXED' && payment.fixed) return money(payment.fixed.price);
  if (payment.rateType === 'VARIED' && payment.varied) return `From ${money(payment.varied.defaultPrice)}`;
  if (payment.rateType === 'CUSTOM' && payment.custom) return payment.custom.description;
  return 'Free';
}

export const serviceViewOf = (service: Service): ServiceView => ({
  id: service._id,
  slug: service.mainSlug.name,
  name: service.name,
  tagLine: service.tagLine,
  kind: service.type,
  duration: durationText(sessionMinutes(service)),
  price: priceText(service),
  place: service.locations[0]?.calculatedAddress?.formattedAddress,
});

/**
 * The services a visitor can book (hidden ones are the owner's), by name; a course with its
 * sessions on the business's calendar and the places left (the only reads a course adds).
 */
export async function bookableServices(client: StorefrontClient): Promise<ServiceView[]> {
  const { items } = await client.services.queryServices().ascending('name').limit(SERVICES_PAGE_SIZE).find();
  const courses = items.filter((service) => service.type === 'COURSE');
  if (courses.length === 0) return items.map(serviceViewOf);
  const [{ timeZone }, spots] = await Promise.all([
    client.bookingsSettings.getSettings(),
    Promise.all(
      courses.map((course) =>
        client.availabilityCalendar
          .getScheduleAvailability(course.schedule._id)
          .then((answer) => answer.availability.openSpots)
          .catch(() => undefined),
      ),
    ),
  ]);
  return items.map((service) => {
    const index = courses.indexOf(service);
    if (index < 0) return serviceViewOf(service);
    return { ...serviceViewOf(service), course: courseViewOf(service.schedule, timeZone, spots[index]) };
  });
}

// What follows makes the slot picker's calendar: times are shown in the visitor's time zone.

const dayKeyFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The `YYYY-MM-DD` of `instant` in `timeZone`. */
export const dayKeyOf = (instant: number, timeZone: string): string =>
  dayKeyFormat(timeZone).format(new Date(instant));

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `YYYY-MM-DD` begins in `timeZone` (its midnight, or its first hour where midnight is skipped). */
export function dayStart(key: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** The key of the day `days` after `key` (calendar days, whatever the zone). */
export function addDays(key: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The calendar's days from `today` in `timeZone`, each with its bookable times (one per start:
 * when several staff members are free at once, the first the platform listed takes it).
 */
export function calendarDays(
  entries: readonly SlotAvailability[],
  today: string,
  timeZone: string,
  locale?: string,
): CalendarDay<SlotAvailability>[] {
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  const atNoon = (key: string) => new Date(`${key}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  const [weekday, dayOfMonth, label] = [
    format({ weekday: 'short' }),
    format({ day: 'numeric' }),
    format({ weekday: 'long', month: 'long', day: 'numeric' }),
  ];
  const days: CalendarDay<SlotAvailability>[] = Array.from({ length: CALENDAR_DAYS }, (_, index) => {
    const key = addDays(today, index);
    return {
      key,
      weekday: weekday.format(atNoon(key)),
      dayOfMonth: dayOfMonth.format(atNoon(key)),
      label: label.format(atNoon(key)),
      times: [],
    };
  });
  const byKey = new Map(days.map((day) => [day.key, day]));
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!entry.bookable || seen.has(entry.slot.startDate)) continue;
    const start = Date.parse(entry.slot.startDate);
    const day = byKey.get(dayKeyOf(start, timeZone));
    if (!day) continue;
    seen.add(entry.slot.startDate);
    day.times.push({ key: entry.slot.startDate, time: timeFormat.format(start), entry });
  }
  return days;
}
