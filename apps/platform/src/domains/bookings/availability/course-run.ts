import type { ServiceRecord } from '../services/service-record.js';
import { classSessions } from './class-sessions.js';
import type { Interval } from './intervals.js';
import type { WeeklySpan } from './weekly-hours.js';

export interface CourseRun extends Interval {
  /** How many sessions it has. */
  sessions: number;
}

/**
 * A course's whole run, which is what its bookers book: from the start of its first session to the
 * end of its last, the sessions being its weekly timetable between its first and last dates in the
 * business zone. None when it has no dates, or no session falls between them.
 */
export function courseRun(
  course: { sessions: readonly WeeklySpan[]; firstSessionStart?: number; lastSessionEnd?: number },
  zone: string,
): CourseRun | undefined {
  const { firstSessionStart, lastSessionEnd } = course;
  if (firstSessionStart === undefined || lastSessionEnd === undefined) return undefined;
  const sessions = classSessions({
    schedule: { sessions: course.sessions, capacity: 0, staffId: '', firstSessionStart, lastSessionEnd },
    zone,
    from: firstSessionStart,
    to: lastSessionEnd,
    participants: new Map(),
  });
  const first = sessions[0];
  const last = sessions.at(-1);
  if (!first || !last) return undefined;
  return { start: first.start, end: last.end, sessions: sessions.length };
}

/** The run of a course service, from its stored timetable and dates. */
export const runOfCourse = (
  service: Pick<ServiceRecord, 'recurringSessions' | 'firstSessionStart' | 'lastSessionEnd'>,
  zone: string,
): CourseRun | undefined =>
  courseRun(
    {
      sessions: service.recurringSessions,
      ...(service.firstSessionStart ? { firstSessionStart: Date.parse(service.firstSessionStart) } : {}),
      ...(service.lastSessionEnd ? { lastSessionEnd: Date.parse(service.lastSessionEnd) } : {}),
    },
    zone,
  );

type CourseTimes = Pick<ServiceRecord, 'type' | 'recurringSessions' | 'firstSessionStart' | 'lastSessionEnd'>;

/** Whether a course's bookers would find it at other times after a change (or no longer a course). */
export const courseMoved = (before: CourseTimes, after: CourseTimes): boolean =>
  after.type !== 'COURSE' ||
  after.firstSessionStart !== before.firstSessionStart ||
  after.lastSessionEnd !== before.lastSessionEnd ||
  JSON.stringify(after.recurringSessions) !== JSON.stringify(before.recurringSessions);
