import { describe, expect, it } from 'vitest';
import { instantOf, isTimeZone, localDateOf, localDatesAround, offsetAt, weekdayOf } from './zoned-time.js';

const at = (iso: string) => new Date(iso).getTime();
const iso = (instant: number) => new Date(instant).toISOString();
const HOUR = 3_600_000;

describe('zoned time', () => {
  it('reads offsets on both sides of a change', () => {
    expect(offsetAt(at('2030-03-09T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(offsetAt(at('2030-03-10T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR);
    expect(offsetAt(at('2030-10-26T12:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(offsetAt(at('2030-10-27T12:00:00Z'), 'Europe/Berlin')).toBe(1 * HOUR);
    expect(offsetAt(at('2030-10-27T12:00:00.999Z'), 'UTC')).toBe(0);
  });

  it('turns wall times into instants, in and around a 23-hour and a 25-hour day', () => {
    const ny = 'America/New_York';
    // 2030-03-10 is 23 hours long in New York: midnight to midnight.
    const spring = { year: 2030, month: 3, day: 10 };
    expect(instantOf({ year: 2030, month: 3, day: 11 }, 0, ny) - instantOf(spring, 0, ny)).toBe(23 * HOUR);
    expect(iso(instantOf(spring, 9 * 60, ny))).toBe('2030-03-10T13:00:00.000Z');
    expect(iso(instantOf(spring, 60, ny))).toBe('2030-03-10T06:00:00.000Z');
    // 02:30 does not happen: read as 03:30, as far past the jump as it was meant to be.
    expect(iso(instantOf(spring, 150, ny))).toBe('2030-03-10T07:30:00.000Z');
    // 2030-11-03 is 25 hours long; 01:30 happens twice, and means the first.
    const autumn = { year: 2030, month: 11, day: 3 };
    expect(instantOf({ year: 2030, month: 11, day: 4 }, 0, ny) - instantOf(autumn, 0, ny)).toBe(25 * HOUR);
    expect(iso(instantOf(autumn, 90, ny))).toBe('2030-11-03T05:30:00.000Z');
    expect(iso(instantOf(autumn, 9 * 60, ny))).toBe('2030-11-03T14:00:00.000Z');

    const berlin = 'Europe/Berlin';
    const short = { year: 2030, month: 3, day: 31 };
    const long = { year: 2030, month: 10, day: 27 };
    expect(instantOf({ year: 2030, month: 4, day: 1 }, 0, berlin) - instantOf(short, 0, berlin)).toBe(
      23 * HOUR,
    );
    expect(instantOf({ year: 2030, month: 10, day: 28 }, 0, berlin) - instantOf(long, 0, berlin)).toBe(
      25 * HOUR,
    );
    expect(iso(instantOf(short, 9 * 60, berlin))).toBe('2030-03-31T07:00:00.000Z');
    expect(iso(instantOf(long, 9 * 60, berlin))).toBe('2030-10-27T08:00:00.000Z');
    expect(iso(instantOf(long, 150, berlin))).toBe('2030-10-27T00:30:00.000Z');
  });

  it('names the business day and weekday of an instant, and the days around a range', () => {
    // 03:00 UTC on a Monday is still Sunday evening in New York.
    expect(localDateOf(at('2030-03-11T03:00:00Z'), 'America/New_York')).toEqual({
      year: 2030,
      month: 3,
      day: 10,
    });
    expect(weekdayOf({ year: 2030, month: 3, day: 10 })).toBe('SUN');
    expect(localDatesAround(at('2030-12-31T12:00:00Z'), at('2031-01-02T00:00:00Z'), 'UTC')).toEqual([
      { year: 2030, month: 12, day: 30 },
      { year: 2030, month: 12, day: 31 },
      { year: 2031, month: 1, day: 1 },
    ]);
  });

  it('knows the IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
