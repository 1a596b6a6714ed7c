import type { Service } from '@bazaar/sdk/bookings';
import type { CourseView } from '../views/bookings';
import { addDays, dayKeyOf } from './bookings';
import { zoneText } from './wording';

export type { CourseView } from '../views/bookings';

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const PLURAL_DAYS: Record<string, string> = {
  MON: 'Mondays',
  TUE: 'Tuesdays',
  WED: 'Wednesdays',
  THU: 'Thursdays',
  FRI: 'Fridays',
  SAT: 'Saturdays',
  SUN: 'Sundays',
};
/** A course runs for months at most: a bound on the days walked, whatever the data says. */
const MAX_DAYS = 400;

const atNoon = (key: string) => new Date(`${key}T12:00:00Z`);
const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' });
const clock = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });

/** "19:00" → "7:00 PM": a wall-clock time of the business, shown as it is written. */
function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return clock.format(new Date(Date.UTC(2000, 0, 1, hours % 24, minutes)));
}

const placesText = (open: number): string =>
  open <= 0 ? 'Full' : `${open} ${open === 1 ? 'place' : 'places'} left`;

/**
 * The course's sessions from its schedule: each day from the first session's to the last's, on
 * the business's own calendar (`timeZone`), that its weekly timetable names. Days, not instants,
 * so a change of daylight saving time moves no session to another day.
 */
export function courseViewOf(
  schedule: Service['schedule'],
  timeZone: string,
  openSpots?: number,
): CourseView | undefined {
  const { firstSessionStart, lastSessionEnd, recurringSessions } = schedule;
  if (!firstSessionStart || !lastSessionEnd || recurringSessions.length === 0) return undefined;
  const firstKey = dayKeyOf(new Date(firstSessionStart).getTime(), timeZone);
  const lastKey = dayKeyOf(new Date(lastSessionEnd).getTime(), timeZone);
  const days = new Set(recurringSessions.map((span) => span.day));
  const keys: string[] = [];
  for (let key = firstKey, walked = 0; key <= lastKey && walked < MAX_DAYS; key = addDays(key, 1), walked++) {
    const weekday = WEEKDAYS[atNoon(key).getUTCDay()] ?? 'SUN';
    const sessionsThatDay = recurringSessions.filter((span) => span.day === weekday).length;
    for (let index = 0; index < sessionsThatDay; index++) keys.push(key);
  }
  const [firstSession] = keys;
  if (firstSession === undefined) return undefined;
  const dates = keys.map((key) => shortDate.format(atNoon(key)));
  const [span] = recurringSessions;
  const sameHours = recurringSessions.every(
    (other) => other.startTime === span?.startTime && other.endTime === span?.endTime,
  );
  const dayNames = [...days].map((day) => PLURAL_DAYS[day] ?? day).join(' and ');
  const hours = span && sameHours ? `, ${clockText(span.startTime)} – ${clockText(span.endTime)}` : '';
  return {
    sessions: `${dates.length} ${dates.length === 1 ? 'session' : 'sessions'}`,
    when: `${dayNames}${hours} (${zoneText(timeZone)})`,
    first: `First session ${longDate.format(atNoon(firstSession))}`,
    dates,
    ...(openSpots === undefined ? {} : { places: placesText(openSpots) }),
  };
}
