import { ANALYTICS_DAYS_KEPT } from '@bazaar/contracts';
import { ValidationError } from '../../kernel/errors.js';
import { instantOf, type LocalDate, localDateOf, nextDate } from '../../kernel/zoned-time.js';

/** The days asked for, in the zone asked, and the UTC instants they run between. */
export interface DayRange {
  days: string[];
  from: string;
  to: string;
}

const dayText = (date: LocalDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

function parseDay(text: string, field: string): LocalDate {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = { year, month, day };
  // 2030-02-30 reads as March 2nd: a day the calendar does not have is refused.
  if (dayText(nextDate(date, 0)) !== text)
    throw ValidationError.field(field, 'is not a day of the calendar', 'FORMAT');
  return date;
}

/**
 * `startDate` to `endDate` (today when not given), both in `zone`: at most the days the data is
 * kept for, none in the future, the start not after the end. Day boundaries follow the zone's
 * clock, so a day of a DST change is 23 or 25 hours long.
 */
export function dayRange(range: { startDate: string; endDate?: string }, zone: string, now: Date): DayRange {
  const today = localDateOf(now.getTime(), zone);
  const start = parseDay(range.startDate, 'dateRange.startDate');
  const end = range.endDate === undefined ? today : parseDay(range.endDate, 'dateRange.endDate');
  const oldest = nextDate(today, -(ANALYTICS_DAYS_KEPT - 1));
  if (dayText(start) < dayText(oldest))
    throw ValidationError.field(
      'dateRange.startDate',
      `must be within the last ${ANALYTICS_DAYS_KEPT} days (${dayText(oldest)} or later)`,
      'MIN',
    );
  if (dayText(end) > dayText(today))
    throw ValidationError.field('dateRange.endDate', 'must not be in the future', 'MAX');
  if (dayText(end) < dayText(start))
    throw ValidationError.field('dateRange.endDate', 'must not be before dateRange.startDate', 'MIN');
  const days: string[] = [];
  for (let day = start; dayText(day) <= dayText(end); day = nextDate(day)) days.push(dayText(day));
  return {
    days,
    from: new Date(instantOf(start, 0, zone)).toISOString(),
    to: new Date(instantOf(nextDate(end), 0, zone)).toISOString(),
  };
}

/** The day (YYYY-MM-DD, in `zone`) of an ISO instant. */
export const dayOf = (iso: string, zone: string): string => dayText(localDateOf(Date.parse(iso), zone));
