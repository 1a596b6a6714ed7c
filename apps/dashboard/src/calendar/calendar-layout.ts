import { wallTimeOf } from '../zoned-dates';

/** Something with a start and an end on the calendar: a booking, or time a staff member is away. */
export interface Span {
  id: string;
  start: string;
  end: string;
}

/** Where a span sits in a day's column: minutes from the day's midnight as its clocks show them. */
export interface Placed<T extends Span> {
  span: T;
  top: number;
  height: number;
  /** Side by side with what it overlaps: its lane among `lanes`. */
  lane: number;
  lanes: number;
}

const DAY = 24 * 60;

/**
 * The spans of each day, placed by the site's wall clock (`zone`), so a 09:00 booking sits at
 * 09:00 on the days the clocks change too; a span over midnight shows on both days, cut at it.
 * Spans that overlap share the width, each in the first free lane.
 */
export function layDays<T extends Span>(
  spans: readonly T[],
  days: readonly string[],
  zone: string,
): Map<string, Placed<T>[]> {
  const placed = new Map<string, Placed<T>[]>(days.map((day) => [day, []]));
  for (const span of spans) {
    const from = wallTimeOf(span.start, zone);
    const to = wallTimeOf(span.end, zone);
    for (const day of days) {
      if (day < from.date || day > to.date) continue;
      const top = day === from.date ? from.minutes : 0;
      const bottom = day === to.date ? to.minutes : DAY;
      if (bottom <= top && !(day === from.date && day === to.date)) continue;
      placed.get(day)?.push({ span, top, height: Math.max(bottom - top, 15), lane: 0, lanes: 1 });
    }
  }
  for (const column of placed.values()) shareLanes(column);
  return placed;
}

/** Gives overlapping spans lanes side by side; a group of overlaps shares its lane count. */
function shareLanes<T extends Span>(column: Placed<T>[]): void {
  column.sort((a, b) => a.top - b.top || b.height - a.height);
  let group: Placed<T>[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(0, ...group.map((one) => one.lane)) + 1;
    for (const one of group) one.lanes = lanes;
    group = [];
  };
  for (const one of column) {
    if (one.top >= groupEnd) {
      close();
      groupEnd = -1;
    }
    const taken = new Set(group.filter((other) => other.top + other.height > one.top).map((o) => o.lane));
    let lane = 0;
    while (taken.has(lane)) lane += 1;
    one.lane = lane;
    group.push(one);
    groupEnd = Math.max(groupEnd, one.top + one.height);
  }
  close();
}

/** The hours a calendar shows: 08:00 to 20:00, widened to whatever is placed outside them. */
export function hoursShown(columns: Iterable<Placed<Span>[]>): { first: number; last: number } {
  let first = 8;
  let last = 20;
  for (const column of columns) {
    for (const one of column) {
      first = Math.min(first, Math.floor(one.top / 60));
      last = Math.max(last, Math.ceil((one.top + one.height) / 60));
    }
  }
  return { first, last: Math.min(last, 24) };
}
