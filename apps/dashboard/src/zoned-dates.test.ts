import { describe, expect, it } from 'vitest';
import { mondayOf, nextDay, startOfDay, wallTimeOf, zonedInstant } from './zoned-dates';

describe('days in the site’s time zone', () => {
  it('start at the zone’s midnight, in UTC', () => {
    expect(startOfDay('2026-07-01', 'America/New_York')).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDay('2026-01-15', 'America/New_York')).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfDay('2026-01-15', 'Asia/Kolkata')).toBe('2026-01-14T18:30:00.000Z');
    expect(startOfDay('2026-01-15', 'UTC')).toBe('2026-01-15T00:00:00.000Z');
  });

  it('are 23 and 25 hours long where the clocks change', () => {
    const hours = (date: string, zone: string) =>
      (Date.parse(startOfDay(nextDay(date), zone)) - Date.parse(startOfDay(date, zone))) / 3_600_000;
    expect(hours('2026-03-08', 'America/New_York')).toBe(23);
    expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    expect(hours('2026-03-29', 'Europe/London')).toBe(23);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('turn a time on the site’s clock into an instant and back, across a change of the clocks', () => {
    expect(zonedInstant('2026-03-08', '09:30', 'America/New_York')).toBe('2026-03-08T13:30:00.000Z');
    expect(zonedInstant('2026-03-07', '09:30', 'America/New_York')).toBe('2026-03-07T14:30:00.000Z');
    expect(wallTimeOf('2026-03-08T13:30:00.000Z', 'America/New_York')).toEqual({
      date: '2026-03-08',
      minutes: 570,
    });
    expect(wallTimeOf('2026-01-14T20:00:00.000Z', 'Asia/Kolkata')).toEqual({
      date: '2026-01-15',
      minutes: 90,
    });
  });

  it('group into weeks from Monday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
