import { describe, expect, it } from 'vitest';
import { emptyService, problemsOf, serviceInputOf } from './service-draft';
import { spansProblem } from './weekly-spans';

describe('a service as its editor holds it', () => {
  it('becomes a free or priced appointment with its minutes', () => {
    const draft = { ...emptyService(), name: ' Haircut ', price: '45.50', duration: '45', buffer: '15' };
    expect(problemsOf(draft)).toEqual({});
    expect(serviceInputOf(draft, 'UTC')).toMatchObject({
      type: 'APPOINTMENT',
      name: 'Haircut',
      payment: { rateType: 'FIXED', fixed: { price: { value: '45.50' } } },
      schedule: { availabilityConstraints: { sessionDurations: [45], timeBetweenSessions: 15 } },
      locations: [{ type: 'BUSINESS' }],
    });
    expect(serviceInputOf({ ...draft, price: '0.00' }, 'UTC').payment).toEqual({ rateType: 'NO_FEE' });
    expect(serviceInputOf({ ...draft, price: '' }, 'UTC').payment).toEqual({ rateType: 'NO_FEE' });
  });

  it('says what is wrong, field by field', () => {
    const problems = problemsOf({
      ...emptyService(),
      price: '4,50',
      duration: '3',
      place: 'CUSTOM',
    });
    expect(Object.keys(problems).sort()).toEqual(['address', 'duration', 'name', 'price']);
    const course = problemsOf({ ...emptyService(), type: 'COURSE', name: 'Pottery', capacity: '0' });
    expect(Object.keys(course).sort()).toEqual(['capacity', 'firstDay', 'lastDay', 'sessions']);
  });

  it('gives a course its first and last days on the site’s clock, the last one whole', () => {
    const draft = {
      ...emptyService(),
      type: 'COURSE' as const,
      name: 'Pottery',
      capacity: '8',
      sessions: [{ day: 'TUE' as const, startTime: '18:00', endTime: '20:00' }],
      firstDay: '2026-03-03',
      lastDay: '2026-03-31',
    };
    expect(problemsOf(draft)).toEqual({});
    expect(serviceInputOf(draft, 'America/New_York').schedule).toEqual({
      recurringSessions: draft.sessions,
      firstSessionStart: '2026-03-03T05:00:00.000Z',
      lastSessionEnd: '2026-04-01T04:00:00.000Z',
    });
  });

  it('finds weekly times that end before they start, or overlap', () => {
    expect(spansProblem([{ day: 'MON', startTime: '10:00', endTime: '09:00' }])).toBe(
      'On Monday, each span ends after it starts.',
    );
    expect(
      spansProblem([
        { day: 'TUE', startTime: '09:00', endTime: '12:00' },
        { day: 'TUE', startTime: '11:00', endTime: '13:00' },
      ]),
    ).toBe('On Tuesday, two spans overlap: make them one.');
    expect(spansProblem([{ day: 'WED', startTime: '9:00', endTime: '12:00' }])).toMatch(/like 09:00/);
    expect(spansProblem([{ day: 'WED', startTime: '09:00', endTime: '12:00' }])).toBeUndefined();
  });
});
