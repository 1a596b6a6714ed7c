import {
  instantOf,
  type LocalDate,
  localDatesAround,
  type Weekday,
  weekdayOf,
} from '../../../kernel/zoned-time.js';
import type { Interval } from './intervals.js';

/**
 * One span of a weekly timetable in the business's own time ("MON 09:00-17:00"). An end at or
 * before the start runs past midnight into the next day (a night shift, "FRI 22:00-02:00").
 */
export interface WeeklySpan {
  day: Weekday;
  /** HH:MM, 24-hour. */
  startTime: string;
  /** HH:MM, 24-hour; 24:00 is the day's end. */
  endTime: string;
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The span of `date` as instants, or none when `date` is not its weekday. */
function spanOn(date: LocalDate, span: WeeklySpan, zone: string): Interval | undefined {
  if (weekdayOf(date) !== span.day) return undefined;
  const start = minutesOf(span.startTime);
  let end = minutesOf(span.endTime);
  if (end <= start) end += 24 * 60;
  // Each end is read on its own wall clock, so a day that is 23 or 25 hours long keeps 09:00-17:00.
  return { start: instantOf(date, start, zone), end: instantOf(date, end, zone) };
}

/**
 * The timetable's spans that touch [from, to), as instants, whole: not cut at the range's edges,
 * since where a span starts is where its slots' grid starts.
 */
export function weeklySpansBetween(
  spans: readonly WeeklySpan[],
  from: number,
  to: number,
  zone: string,
): Interval[] {
  const found: Interval[] = [];
  for (const date of localDatesAround(from, to, zone)) {
    for (const span of spans) {
      const interval = spanOn(date, span, zone);
      if (interval && interval.start < to && interval.end > from) found.push(interval);
    }
  }
  return found;
}
