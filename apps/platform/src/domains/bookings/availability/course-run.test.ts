import { describe, expect, it } from 'vitest';
import { courseRun } from './course-run.js';

const at = (iso: string) => Date.parse(iso);

describe('courseRun', () => {
  const thursdays = [{ day: 'THU' as const, startTime: '18:30', endTime: '20:00' }];

  it('runs from the first session on or after the first date to the last that ends by the last date', () => {
    const run = courseRun(
      {
        sessions: thursdays,
        // A Monday to a Thursday, ending while that Thursday's session runs (16:30-18:00Z).
        firstSessionStart: at('2030-03-04T00:00:00Z'),
        lastSessionEnd: at('2030-04-11T17:00:00Z'),
      },
      'Europe/Berlin',
    );
    expect(run).toEqual({
      start: at('2030-03-07T17:30:00Z'),
      // 4 April, not 11 April: that session ends after the course's last date.
      end: at('2030-04-04T18:00:00Z'),
      sessions: 5,
    });
  });

  it('keeps wall time across a DST change: sessions at 18:30 in Berlin before and after 30 March', () => {
    const run = courseRun(
      {
        sessions: thursdays,
        firstSessionStart: at('2025-03-20T00:00:00Z'),
        lastSessionEnd: at('2025-04-04T00:00:00Z'),
      },
      'Europe/Berlin',
    );
    // CET (UTC+1) on 20 March, CEST (UTC+2) on 3 April.
    expect(run?.start).toBe(at('2025-03-20T17:30:00Z'));
    expect(run?.end).toBe(at('2025-04-03T18:00:00Z'));
    expect(run?.sessions).toBe(3);
  });

  it('is none without dates, or when no session falls between them', () => {
    expect(courseRun({ sessions: thursdays }, 'UTC')).toBeUndefined();
    expect(
      courseRun(
        {
          sessions: thursdays,
          firstSessionStart: at('2030-03-04T00:00:00Z'),
          lastSessionEnd: at('2030-03-06T00:00:00Z'),
        },
        'UTC',
      ),
    ).toBeUndefined();
  });
});
