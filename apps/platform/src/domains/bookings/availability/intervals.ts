/** Half-open spans of time [start, end) in epoch milliseconds: the arithmetic availability is made of. */
export interface Interval {
  start: number;
  end: number;
}

/** Sorted, with overlapping and touching spans joined. */
export function normalise(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const joined: Interval[] = [];
  for (const span of sorted) {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

/** The time in both. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const left = normalise(a);
  const right = normalise(b);
  const both: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const x = left[i] as Interval;
    const y = right[j] as Interval;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (end > start) both.push({ start, end });
    if (x.end < y.end) i++;
    else j++;
  }
  return both;
}

/** The time in `from` that none of `taken` covers. */
export function subtract(from: readonly Interval[], taken: readonly Interval[]): Interval[] {
  const holes = normalise(taken);
  const left: Interval[] = [];
  for (const span of normalise(from)) {
    let start = span.start;
    for (const hole of holes) {
      if (hole.end <= start || hole.start >= span.end) continue;
      if (hole.start > start) left.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
    }
    if (start < span.end) left.push({ start, end: span.end });
  }
  return left;
}
