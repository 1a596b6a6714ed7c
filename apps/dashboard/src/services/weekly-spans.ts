/** A weekly span as the platform keeps it: a weekday and two times on the site's clock. */
export interface WeeklySpan {
  day: Weekday;
  startTime: string;
  endTime: string;
}

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a list of weekly spans, as one sentence, or undefined. */
export function spansProblem(spans: readonly WeeklySpan[]): string | undefined {
  for (const span of spans) {
    const name = WEEKDAY_NAMES[span.day];
    if (!TIME.test(span.startTime) || !TIME.test(span.endTime))
      return `Write each time on ${name} as hours and minutes, like 09:00.`;
    if (span.endTime <= span.startTime) return `On ${name}, each span ends after it starts.`;
  }
  for (const day of WEEKDAYS) {
    const ofDay = spans
      .filter((span) => span.day === day)
      .sort((a, b) => (a.startTime < b.startTime ? -1 : 1));
    for (let index = 1; index < ofDay.length; index += 1) {
      const before = ofDay[index - 1];
      const after = ofDay[index];
      if (before && after && after.startTime < before.endTime)
        return `On ${WEEKDAY_NAMES[day]}, two spans overlap: make them one.`;
    }
  }
  return undefined;
}

/** Spans in week order, each day's by time: how they are shown and saved. */
export const inWeekOrder = (spans: readonly WeeklySpan[]): WeeklySpan[] =>
  [...spans].sort(
    (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || (a.startTime < b.startTime ? -1 : 1),
  );
