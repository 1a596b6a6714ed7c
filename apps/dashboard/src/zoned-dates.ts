/**
 * Days as the site counts them: a calendar date in the site's time zone, turned into the UTC
 * instant it starts at (what the platform filters by). DST days start at whatever the clock says.
 */
const wallClock = (instant: number, zone: string): number => {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
};

/** The instant the clocks of `zone` show `time` ("09:30") on `date` ("2026-03-08"), as an ISO string. */
export function zonedInstant(date: string, time: string, zone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a first guess, then at the instant it gives (they differ across a change).
  let instant = wanted - (wallClock(wanted, zone) - wanted);
  instant = wanted - (wallClock(instant, zone) - instant);
  return new Date(instant).toISOString();
}

/** The instant `date` ("2026-03-08") begins in `zone`, as an ISO string. */
export const startOfDay = (date: string, zone: string): string => zonedInstant(date, '00:00', zone);

/** What the clocks of `zone` show at `instant`: the date, and the minutes since that day's midnight. */
export function wallTimeOf(instant: string, zone: string): { date: string; minutes: number } {
  const shown = new Date(wallClock(Date.parse(instant), zone));
  return {
    date: shown.toISOString().slice(0, 10),
    minutes: shown.getUTCHours() * 60 + shown.getUTCMinutes(),
  };
}

/** `minutes` since midnight as the clock shows them ("09:05"). */
export const clockTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What the clocks of `zone` show at `instant`, as a datetime-local field holds it ("2026-03-08T09:30"). */
export function localDateTime(instant: string | Date, zone: string): string {
  const { date, minutes } = wallTimeOf(new Date(instant).toISOString(), zone);
  return `${date}T${clockTime(minutes)}`;
}

/** The instant a datetime-local value ("2026-03-08T09:30") names on the clocks of `zone`. */
export const instantOfLocal = (text: string, zone: string): string =>
  zonedInstant(text.slice(0, 10), text.slice(11, 16), zone);

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The calendar date after `date`. */
export const nextDay = (date: string): string => addDays(date, 1);
