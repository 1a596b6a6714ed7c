/** Zones already found valid: the check builds an Intl formatter, which is worth doing once. */
const known = new Set<string>();

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/Berlin`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (known.has(zone)) return true;
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  known.add(zone);
  return true;
}
