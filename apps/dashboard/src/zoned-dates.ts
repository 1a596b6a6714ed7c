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

/** The instant `date` ("2026-03-08") begins in `zone`, as an ISO string. */
export function startOfDay(date: string, zone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, day);
  // The zone's offset at a first guess, then at the instant it gives (they differ across a change).
  let instant = midnight - (wallClock(midnight, zone) - midnight);
  instant = midnight - (wallClock(instant, zone) - instant);
  return new Date(instant).toISOString();
}

/** The calendar date after `date`. */
export function nextDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
