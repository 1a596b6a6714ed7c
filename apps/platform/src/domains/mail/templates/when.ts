/**
 * A time span as a customer reads it, on the clock of the place it happens ("Tuesday, December 1,
 * 2026, 10:00 AM – 11:00 AM (Lisbon time)"): a booking in Lisbon shows Lisbon's clock to a
 * customer reading the mail anywhere.
 */
export function whenText(startDate: string, endDate: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const start = new Date(startDate);
  const end = new Date(endDate);
  const sameDay = day.format(start) === day.format(end);
  const span = sameDay
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`;
  return `${span} (${placeName(timeZone)} time)`;
}

/** "Europe/Lisbon" → "Lisbon", "America/Argentina/Buenos_Aires" → "Buenos Aires"; UTC stays UTC. */
const placeName = (timeZone: string) => (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
