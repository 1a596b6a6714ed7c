import { describe, expect, it } from 'vitest';
import { emptyStaff, problemsOf, staffInputOf } from './staff-draft';

describe('a staff member as the editor holds them', () => {
  it('keeps hours in week order and time away as instants on the site’s clock', () => {
    const draft = {
      ...emptyStaff(),
      name: ' Ada ',
      email: 'ada@example.com',
      hours: [
        { day: 'WED' as const, startTime: '09:00', endTime: '17:00' },
        { day: 'MON' as const, startTime: '09:00', endTime: '12:00' },
      ],
      // Across the spring change in New York: EST before, EDT after.
      away: [{ from: '2026-03-07T12:00', until: '2026-03-09T09:00' }],
    };
    expect(problemsOf(draft)).toEqual({});
    expect(staffInputOf(draft, 'America/New_York')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      description: '',
      status: 'ACTIVE',
      workingHours: [draft.hours[1], draft.hours[0]],
      timeOff: [{ start: '2026-03-07T17:00:00.000Z', end: '2026-03-09T13:00:00.000Z' }],
    });
  });

  it('says what is wrong, field by field', () => {
    const problems = problemsOf({
      ...emptyStaff(),
      email: 'ada@',
      hours: [{ day: 'MON', startTime: '12:00', endTime: '09:00' }],
      away: [{ from: '2026-03-09T09:00', until: '2026-03-09T08:00' }],
    });
    expect(problems).toEqual({
      name: 'Write their name.',
      email: 'Write an email address like name@example.com, or leave it blank.',
      hours: 'On Monday, each span ends after it starts.',
      away: 'Each time away ends after it starts.',
    });
  });
});
