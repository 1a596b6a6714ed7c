import type { Service } from '@bazaar/sdk/bookings';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDays,
  dayKeyOf,
  dayStart,
  durationText,
  type SlotAvailability,
  serviceViewOf,
} from './bookings';

const entry = (startDate: string, extra: Partial<SlotAvailability> = {}): SlotAvailability =>
  ({
    slot: {
      serviceId: 's',
      scheduleId: 'h',
      startDate,
      endDate: startDate,
      timezone: 'UTC',
      location: { locationType: 'BUSINESS' },
    },
    bookable: true,
    totalSpots: 1,
    openSpots: 1,
    bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false },
    locked: false,
    isFromV2: true,
    ...extra,
  }) as SlotAvailability;

describe('the calendar in the visitor’s time zone', () => {
  it('finds where a day begins, across a change of clocks', () => {
    expect(new Date(dayStart('2030-03-10', 'America/New_York')).toISOString()).toBe(
      '2030-03-10T05:00:00.000Z',
    );
    // Clocks go forward at 02:00 that day: the next day starts an hour earlier in UTC.
    expect(new Date(dayStart('2030-03-11', 'America/New_York')).toISOString()).toBe(
      '2030-03-11T04:00:00.000Z',
    );
    expect(new Date(dayStart('2030-03-11', 'Asia/Kolkata')).toISOString()).toBe('2030-03-10T18:30:00.000Z');
    expect(dayKeyOf(Date.parse('2030-03-11T03:59:00Z'), 'America/New_York')).toBe('2030-03-10');
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
  });

  it('puts each bookable time on its local day, once per start, and leaves the unbookable out', () => {
    const days = calendarDays(
      [
        entry('2030-03-11T13:00:00.000Z'),
        entry('2030-03-11T13:00:00.000Z', {
          slot: { ...entry('x').slot, startDate: '2030-03-11T13:00:00.000Z' },
        }),
        entry('2030-03-11T14:00:00.000Z', { bookable: false }),
        // 23:30 in New York on the 11th is the 12th in UTC.
        entry('2030-03-12T03:30:00.000Z'),
        entry('2030-03-20T13:00:00.000Z'),
      ],
      '2030-03-10',
      'America/New_York',
      'en-US',
    );
    expect(days.map((day) => day.key)).toEqual([
      '2030-03-10',
      '2030-03-11',
      '2030-03-12',
      '2030-03-13',
      '2030-03-14',
      '2030-03-15',
      '2030-03-16',
    ]);
    expect(days[1]).toMatchObject({ weekday: 'Mon', dayOfMonth: '11', label: 'Monday, March 11' });
    expect(days[1]?.times.map((time) => time.time)).toEqual(['9:00 AM', '11:30 PM']);
    expect(days.filter((day) => day.times.length > 0)).toHaveLength(1);
  });
});

describe('serviceViewOf', () => {
  const service = (extra: Record<string, unknown>) =>
    ({
      _id: 'id',
      type: 'APPOINTMENT',
      name: 'Haircut',
      mainSlug: { name: 'haircut' },
      locations: [],
      payment: { rateType: 'NO_FEE' },
      schedule: { availabilityConstraints: { sessionDurations: [45] }, recurringSessions: [] },
      ...extra,
    }) as unknown as Service;

  it('shows a free service as Free, a price as the platform formatted it, a class as long as its session', () => {
    expect(serviceViewOf(service({}))).toMatchObject({ price: 'Free', duration: '45 min', slug: 'haircut' });
    expect(
      serviceViewOf(
        service({
          type: 'CLASS',
          payment: {
            rateType: 'FIXED',
            fixed: { price: { value: '18.00', currency: 'USD', formattedValue: '$18.00' } },
          },
          schedule: {
            availabilityConstraints: { sessionDurations: [60] },
            recurringSessions: [{ day: 'MON', startTime: '18:30', endTime: '20:00' }],
          },
        }),
      ),
    ).toMatchObject({ price: '$18.00', duration: '1 hr 30 min', kind: 'CLASS' });
    expect(durationText(120)).toBe('2 hr');
  });
});
