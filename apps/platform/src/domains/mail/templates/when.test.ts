import { describe, expect, it } from 'vitest';
import { whenText } from './when.js';

describe('whenText', () => {
  it('reads the clock of the place, across a DST change', () => {
    // Lisbon is on WEST (UTC+1) until 25 October 2026 and on WET (UTC+0) after it.
    expect(whenText('2026-10-24T09:00:00Z', '2026-10-24T10:00:00Z', 'Europe/Lisbon')).toBe(
      'Saturday, October 24, 2026, 10:00 AM – 11:00 AM (Lisbon time)',
    );
    expect(whenText('2026-10-26T09:00:00Z', '2026-10-26T10:00:00Z', 'Europe/Lisbon')).toBe(
      'Monday, October 26, 2026, 9:00 AM – 10:00 AM (Lisbon time)',
    );
  });

  it('names both days of a span over midnight, and the place of a zone with a region', () => {
    expect(whenText('2026-12-01T02:00:00Z', '2026-12-01T04:00:00Z', 'America/Argentina/Buenos_Aires')).toBe(
      'Monday, November 30, 2026, 11:00 PM – Tuesday, December 1, 2026, 1:00 AM (Buenos Aires time)',
    );
    expect(whenText('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z', 'UTC')).toBe(
      'Tuesday, December 1, 2026, 10:00 AM – 11:00 AM (UTC time)',
    );
  });
});
