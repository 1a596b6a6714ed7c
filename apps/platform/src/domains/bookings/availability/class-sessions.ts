import type { Interval } from './intervals.js';
import { type WeeklySpan, weeklySpansBetween } from './weekly-hours.js';

/** A class's recurring timetable: the same sessions every week, each open to `capacity` people. */
export interface ClassSchedule {
  sessions: readonly WeeklySpan[];
  capacity: number;
  /** Who teaches it. */
  staffId: string;
  /** The first and last day it runs (instants); open-ended when absent. */
  firstSessionStart?: number;
  lastSessionEnd?: number;
}

export interface ClassSession extends Interval {
  staffId: string;
  totalSpots: number;
  openSpots: number;
}

/**
 * The sessions of a class in [from, to) (by start) with their spots: `participants` says how many
 * are booked at each session start (its key: the start in epoch ms).
 */
export function classSessions(input: {
  schedule: ClassSchedule;
  zone: string;
  from: number;
  to: number;
  participants: ReadonlyMap<number, number>;
}): ClassSession[] {
  const { schedule, from, to } = input;
  const earliest = Math.max(from, schedule.firstSessionStart ?? from);
  return weeklySpansBetween(schedule.sessions, earliest - 24 * 3_600_000, to + 24 * 3_600_000, input.zone)
    .filter(
      (session) =>
        session.start >= earliest &&
        session.start < to &&
        (schedule.lastSessionEnd === undefined || session.end <= schedule.lastSessionEnd),
    )
    .sort((a, b) => a.start - b.start)
    .map((session) => {
      const booked = input.participants.get(session.start) ?? 0;
      return {
        ...session,
        staffId: schedule.staffId,
        totalSpots: schedule.capacity,
        openSpots: Math.max(0, schedule.capacity - booked),
      };
    });
}
