/**
 * Wall-clock time in an IANA time zone, for the rules a business states in its own time ("open
 * 9:00-17:00 on Mondays") while everything on the wire is UTC. Built on Intl alone: the offset of
 * a zone at an instant is what Intl formats there, so the platform follows the time zone database
 * of the Node.js it runs on, DST included.
 */

/** A calendar day, as the business's calendar names it. */
export interface LocalDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export { isTimeZone } from './time-zone.js';

/** The wall-clock fields of `instant` in `zone`. */
function wallClockAt(instant: number, zone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/**
 * Offsets already read, by zone and instant. An offset is a pure function of both for as long as
 * the process runs (its time zone database is fixed), and availability asks for the same few
 * (each day's opening and closing times, for every timetable and every request) again and again,
 * while Intl takes about 6 µs to format one. Bounded: emptied when full.
 */
const keptOffsets = new Map<string, Map<number, number>>();
const MAX_KEPT_OFFSETS = 100_000;
let keptCount = 0;

/** How far `zone` is ahead of UTC at `instant`, in milliseconds (New York in winter: -5 h). */
export function offsetAt(instant: number, zone: string): number {
  const kept = keptOffsets.get(zone)?.get(instant);
  if (kept !== undefined) return kept;
  const wall = wallClockAt(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offset = asUtc - (instant - (((instant % 1000) + 1000) % 1000));
  if (keptCount >= MAX_KEPT_OFFSETS) {
    keptOffsets.clear();
    keptCount = 0;
  }
  let byInstant = keptOffsets.get(zone);
  if (!byInstant) {
    byInstant = new Map();
    keptOffsets.set(zone, byInstant);
  }
  byInstant.set(instant, offset);
  keptCount += 1;
  return offset;
}

/**
 * The instant at which the wall clock in `zone` shows `minutes` past the midnight of `date`
 * (`minutes` may pass 1440: the next day's times). A time the clocks skip (spring forward) comes
 * out as the same distance past the jump, and a time they show twice (fall back) as the first
 * of the two: what a person means by "9:00" on those days, and what Temporal calls compatible.
 */
export function instantOf(date: LocalDate, minutes: number, zone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  const before = offsetAt(wall - DAY_MS / 2, zone);
  const after = offsetAt(wall + DAY_MS / 2, zone);
  // Within half a day of any wall time the offset changes at most once (no zone jumps twice a day).
  const candidates = [wall - before, wall - after].filter(
    (instant) => wall - offsetAt(instant, zone) === instant,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: read it with the offset from before the jump, which lands past it.
  return wall - before;
}

/** The business's calendar day of `instant`. */
export function localDateOf(instant: number, zone: string): LocalDate {
  const { year, month, day } = wallClockAt(instant, zone);
  return { year, month, day };
}

export function weekdayOf(date: LocalDate): Weekday {
  return WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()] as Weekday;
}

export function nextDate(date: LocalDate, days = 1): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * Every calendar day of `zone` that overlaps [from, to), with one day before: a day's hours may
 * run past its midnight (a shift ending at 02:00) into the range.
 */
export function localDatesAround(from: number, to: number, zone: string): LocalDate[] {
  const dates: LocalDate[] = [];
  let date = nextDate(localDateOf(from, zone), -1);
  const last = localDateOf(Math.max(from, to - 1), zone);
  for (;;) {
    dates.push(date);
    if (date.year === last.year && date.month === last.month && date.day === last.day) return dates;
    date = nextDate(date);
  }
}
