import { describe, expect, it } from 'vitest';
import { hoursShown, layDays } from './calendar-layout';

const span = (id: string, start: string, end: string) => ({ id, start, end });
const where = (placed: ReturnType<typeof layDays>, day: string) =>
  placed.get(day)?.map((one) => `${one.span.id} ${one.top}+${one.height} ${one.lane}/${one.lanes}`);

describe('the calendar’s days', () => {
  it('places bookings by the site’s wall clock, the days the clocks change too', () => {
    const zone = 'America/New_York';
    // 9:00 each day: EST before 8 March 2026, EDT from it, EST again from 1 November.
    const placed = layDays(
      [
        span('before', '2026-03-07T14:00:00.000Z', '2026-03-07T15:00:00.000Z'),
        span('spring', '2026-03-08T13:00:00.000Z', '2026-03-08T14:00:00.000Z'),
        span('autumn', '2026-11-01T14:00:00.000Z', '2026-11-01T15:30:00.000Z'),
      ],
      ['2026-03-07', '2026-03-08', '2026-11-01'],
      zone,
    );
    expect(where(placed, '2026-03-07')).toEqual(['before 540+60 0/1']);
    expect(where(placed, '2026-03-08')).toEqual(['spring 540+60 0/1']);
    expect(where(placed, '2026-11-01')).toEqual(['autumn 540+90 0/1']);
  });

  it('cuts what runs past midnight, showing it on both days', () => {
    const placed = layDays(
      [span('late', '2026-05-01T22:00:00.000Z', '2026-05-02T01:00:00.000Z')],
      ['2026-05-01', '2026-05-02'],
      'UTC',
    );
    expect(where(placed, '2026-05-01')).toEqual(['late 1320+120 0/1']);
    expect(where(placed, '2026-05-02')).toEqual(['late 0+60 0/1']);
  });

  it('puts overlapping bookings side by side, and the rest full width', () => {
    const placed = layDays(
      [
        span('a', '2026-05-01T09:00:00.000Z', '2026-05-01T10:00:00.000Z'),
        span('b', '2026-05-01T09:30:00.000Z', '2026-05-01T10:30:00.000Z'),
        span('c', '2026-05-01T10:00:00.000Z', '2026-05-01T11:00:00.000Z'),
        span('d', '2026-05-01T12:00:00.000Z', '2026-05-01T13:00:00.000Z'),
      ],
      ['2026-05-01'],
      'UTC',
    );
    expect(where(placed, '2026-05-01')).toEqual([
      'a 540+60 0/2',
      'b 570+60 1/2',
      'c 600+60 0/2',
      'd 720+60 0/1',
    ]);
  });

  it('shows 08:00 to 20:00, or wider to hold what is placed', () => {
    const placed = layDays(
      [span('early', '2026-05-01T06:30:00.000Z', '2026-05-01T07:00:00.000Z')],
      ['2026-05-01'],
      'UTC',
    );
    expect(hoursShown(placed.values())).toEqual({ first: 6, last: 20 });
  });
});
