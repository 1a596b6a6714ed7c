import { describe, expect, it } from 'vitest';
import type { Weekday } from '../../../kernel/zoned-time.js';
import { type AppointmentRules, appointmentSlots, type StaffTime } from './appointment-slots.js';
import { classSessions } from './class-sessions.js';
import type { WeeklySpan } from './weekly-hours.js';

const at = (iso: string) => new Date(iso).getTime();
const hhmm = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(instant);
const everyDay = (startTime: string, endTime: string): WeeklySpan[] =>
  (['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as Weekday[]).map((day) => ({
    day,
    startTime,
    endTime,
  }));
const staff = (id: string, extra: Partial<StaffTime> = {}): StaffTime => ({
  id,
  workingHours: [],
  timeOff: [],
  sessions: [],
  ...extra,
});
const hour: AppointmentRules = { durationMinutes: 60, bufferMinutes: 0 };

/** The slots of one business day in `zone`, as "HH:MM staff" lines. */
function day(
  zone: string,
  date: string,
  rules: AppointmentRules,
  members: StaffTime[],
  business = everyDay('09:00', '17:00'),
) {
  const from = at(`${date}T00:00:00Z`) - 14 * 3_600_000;
  const to = at(`${date}T00:00:00Z`) + 38 * 3_600_000;
  return appointmentSlots({ rules, staff: members, businessHours: business, zone, from, to })
    .filter((slot) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(slot.start) === date)
    .map((slot) => `${hhmm(slot.start, zone)} ${slot.staffId}`);
}

describe('appointment slots', () => {
  it('cut the staff member’s working hours, within the business’s, into sessions', () => {
    const ada = staff('ada', { workingHours: [{ day: 'MON', startTime: '07:00', endTime: '12:00' }] });
    // 2030-01-07 is a Monday: Ada works 07-12, the business opens at 09.
    expect(day('UTC', '2030-01-07', hour, [ada])).toEqual(['09:00 ada', '10:00 ada', '11:00 ada']);
    expect(day('UTC', '2030-01-08', hour, [ada])).toEqual([]);
    // Without hours of their own, a staff member works the business's hours.
    expect(day('UTC', '2030-01-08', { durationMinutes: 90, bufferMinutes: 0 }, [staff('bo')])).toEqual([
      '09:00 bo',
      '10:30 bo',
      '12:00 bo',
      '13:30 bo',
      '15:00 bo',
    ]);
    expect(
      day('UTC', '2030-01-08', { durationMinutes: 60, bufferMinutes: 0, stepMinutes: 30 }, [staff('bo')]),
    ).toHaveLength(15);
  });

  it('leave out booked sessions with the buffer around them, and time off', () => {
    const zone = 'Europe/Berlin';
    const busy = staff('ada', {
      // 11:00-12:00 Berlin (UTC+1 in January) is booked; 15:00 onwards is off.
      sessions: [{ start: at('2030-01-08T10:00:00Z'), end: at('2030-01-08T11:00:00Z') }],
      timeOff: [{ start: at('2030-01-08T14:00:00Z'), end: at('2030-01-09T00:00:00Z') }],
    });
    expect(day(zone, '2030-01-08', hour, [busy])).toEqual([
      '09:00 ada',
      '10:00 ada',
      '12:00 ada',
      '13:00 ada',
      '14:00 ada',
    ]);
    // A 15-minute buffer keeps the session's neighbours apart from it.
    expect(day(zone, '2030-01-08', { durationMinutes: 60, bufferMinutes: 15 }, [busy])).toEqual([
      '09:00 ada',
      '13:00 ada',
      '14:00 ada',
    ]);
  });

  it('give one entry per free staff member, in time order', () => {
    const ada = staff('ada', { workingHours: everyDay('09:00', '11:00') });
    const bo = staff('bo', {
      workingHours: everyDay('10:00', '12:00'),
      sessions: [{ start: at('2030-01-08T10:00:00Z'), end: at('2030-01-08T11:00:00Z') }],
    });
    expect(day('UTC', '2030-01-08', hour, [bo, ada])).toEqual(['09:00 ada', '10:00 ada', '11:00 bo']);
  });

  it('keep wall-clock hours on the 23-hour and 25-hour days (New York and Berlin)', () => {
    for (const [zone, dates] of [
      ['America/New_York', ['2030-03-10', '2030-11-03']],
      ['Europe/Berlin', ['2030-03-31', '2030-10-27']],
    ] as const) {
      for (const date of dates) {
        const slots = day(zone, date, hour, [staff('ada')]);
        expect(slots, `${zone} ${date}`).toEqual(
          ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `${h}:00 ada`),
        );
      }
    }
  });

  it('keep their grid when the range starts in the middle of a span (open round the clock)', () => {
    const from = at('2030-01-08T02:28:09.508Z');
    const slots = appointmentSlots({
      rules: hour,
      staff: [staff('ada')],
      businessHours: everyDay('00:00', '24:00'),
      zone: 'UTC',
      from,
      to: from + 3 * 3_600_000,
    });
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2030-01-08T03:00:00.000Z',
      '2030-01-08T04:00:00.000Z',
      '2030-01-08T05:00:00.000Z',
    ]);
  });

  it('run a night shift across midnight in the business’s zone, and across the night clocks change', () => {
    const night = everyDay('22:00', '02:00');
    const member = staff('ada', { workingHours: night });
    const zone = 'America/New_York';
    const from = at('2030-01-11T03:00:00Z'); // 22:00 on Friday 10 January in New York
    const slots = appointmentSlots({
      rules: hour,
      staff: [member],
      businessHours: night,
      zone,
      from,
      to: from + 4 * 3_600_000,
    });
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2030-01-11T03:00:00.000Z',
      '2030-01-11T04:00:00.000Z',
      '2030-01-11T05:00:00.000Z',
      '2030-01-11T06:00:00.000Z',
    ]);
    // 22:00-02:00 from Saturday 2 November runs into the night the clocks go back: five hours.
    const fallBack = at('2030-11-03T02:00:00Z');
    const longNight = appointmentSlots({
      rules: hour,
      staff: [member],
      businessHours: night,
      zone,
      from: fallBack,
      to: fallBack + 6 * 3_600_000,
    });
    expect(longNight).toHaveLength(5);
  });
});

describe('class sessions', () => {
  it('repeat weekly with their spots, within the class’s dates', () => {
    const zone = 'Europe/Berlin';
    const sessions = classSessions({
      schedule: {
        sessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }],
        capacity: 5,
        staffId: 'ada',
        lastSessionEnd: at('2030-01-22T00:00:00Z'),
      },
      zone,
      from: at('2030-01-01T00:00:00Z'),
      to: at('2030-02-01T00:00:00Z'),
      participants: new Map([
        [at('2030-01-08T17:00:00Z'), 5],
        [at('2030-01-15T17:00:00Z'), 2],
      ]),
    });
    expect(sessions.map((s) => [new Date(s.start).toISOString(), s.openSpots, s.totalSpots])).toEqual([
      ['2030-01-01T17:00:00.000Z', 5, 5],
      ['2030-01-08T17:00:00.000Z', 0, 5],
      ['2030-01-15T17:00:00.000Z', 3, 5],
    ]);
  });
});
