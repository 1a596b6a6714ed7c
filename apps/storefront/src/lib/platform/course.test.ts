import type { Service } from '@bazaar/sdk/bookings';
import { describe, expect, it } from 'vitest';
import { courseViewOf } from './course';

const schedule = (changes: Partial<Service['schedule']> = {}): Service['schedule'] =>
  ({
    _id: 'sc1',
    // Six Thursday evenings at 7:00 PM in New York, across the end of daylight saving time (Nov 1).
    firstSessionStart: new Date('2026-10-15T23:00:00Z'),
    lastSessionEnd: new Date('2026-11-20T01:30:00Z'),
    availabilityConstraints: { sessionDurations: [90], timeBetweenSessions: 0 },
    recurringSessions: [{ day: 'THU', startTime: '19:00', endTime: '20:30' }],
    ...changes,
  }) as Service['schedule'];

describe("a course's card", () => {
  it('lists its sessions on the business calendar, across a DST change, with the places left', () => {
    expect(courseViewOf(schedule(), 'America/New_York', 8)).toEqual({
      sessions: '6 sessions',
      when: 'Thursdays, 7:00 PM – 8:30 PM (New York time)',
      first: 'First session Thursday, October 15, 2026',
      dates: ['Thu, Oct 15', 'Thu, Oct 22', 'Thu, Oct 29', 'Thu, Nov 5', 'Thu, Nov 12', 'Thu, Nov 19'],
      places: '8 places left',
    });
  });

  it('names two days a week, a full course, and says nothing of places it was not told', () => {
    const twice = courseViewOf(
      schedule({
        lastSessionEnd: new Date('2026-10-23T01:30:00Z'),
        recurringSessions: [
          { day: 'TUE', startTime: '19:00', endTime: '20:30' },
          { day: 'THU', startTime: '18:00', endTime: '19:30' },
        ],
      }),
      'America/New_York',
      0,
    );
    expect(twice).toMatchObject({
      sessions: '3 sessions',
      when: 'Tuesdays and Thursdays (New York time)',
      dates: ['Thu, Oct 15', 'Tue, Oct 20', 'Thu, Oct 22'],
      places: 'Full',
    });
    expect(courseViewOf(schedule(), 'America/New_York')).not.toHaveProperty('places');
    expect(courseViewOf(schedule({ firstSessionStart: undefined }), 'UTC')).toBeUndefined();
    // A schedule whose span holds none of its days has no session to show.
    const never = schedule({ recurringSessions: [{ day: 'MON', startTime: '19:00', endTime: '20:00' }] });
    expect(
      courseViewOf({ ...never, lastSessionEnd: new Date('2026-10-17T01:30:00Z') }, 'America/New_York'),
    ).toBeUndefined();
  });
});
