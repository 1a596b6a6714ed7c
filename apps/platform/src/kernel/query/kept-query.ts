import type { PagingMetadata } from '@bazaar/contracts';
import { compilePredicate, type KeptRow, type Predicate } from './evaluate.js';
import type { SortSpec } from './fields.js';
import { compileFilter } from './filter.js';
import { FLAG } from './kept-flags.js';
import type { KeptRows } from './kept-rows.js';
import { boundTests, type Narrowing, narrowingsOf } from './narrowings.js';
import { offsetPaging, pagingOf, type QueryResult } from './run-query.js';
import { parseSort } from './sort.js';
import type { SortedIndex } from './sorted-index.js';
import { isPlainObject } from './values.js';

/** The rows a query may see: those whose boolean field is `is` (a product visible to buyers). */
export interface KeptScope {
  field: string;
  is: boolean;
}

/** Where a query's candidates come from: some slots, possibly a range of a sorted index. */
interface Source {
  size: number;
  range?: { field: string; from: number; to: number };
  each(visit: (slot: number) => void): void;
  /** The filter's top-level key the source stands for exactly (not tested again). */
  absorbs?: string;
}

/**
 * `runQuery`'s answer over kept rows, for the rows of `scope`; undefined when the query
 * pages by cursor. Checks the query as `runQuery` does, in the same order, so that a bad one
 * fails with the same violation.
 *
 * The candidates are the rows of the narrowest indexed condition all matches meet (a price
 * window is a range of the price index, a collection or a word the rows holding it); the rest of
 * the filter is tested on them alone. Their order comes from the sort's index: walked along
 * when the candidates are a range of it or most of the rows, else by each candidate's rank in it,
 * only the first page's worth kept.
 */
export function queryKeptRows(
  table: KeptRows,
  query: unknown,
  scope?: KeptScope,
): QueryResult<KeptRow> | undefined {
  const { entity } = table;
  const { request, useCursor } = pagingOf(entity, query);
  if (useCursor) return undefined;
  const { limit, offset } = offsetPaging(request);
  compileFilter(entity, request.filter, table.dialect);
  const specs = parseSort(entity, request.sort);

  const narrowings = narrowingsOf(entity, request.filter, (field) => indexKind(table, field));
  const source = narrowest(table, narrowings);
  // Whole conditions besides the source's are tested on slots (a set, a rank), not on rows.
  const tests = narrowings.flatMap((narrowing) =>
    narrowing.absorbs !== undefined && narrowing.absorbs !== source?.absorbs
      ? slotTest(table, narrowing)
      : [],
  );
  const absorbed = new Set([source?.absorbs, ...tests.map(({ absorbs }) => absorbs)]);
  const rest = residualFilter(request.filter, absorbed);
  const predicate: Predicate | undefined = rest === undefined ? undefined : compilePredicate(entity, rest);
  const flags = scope && table.flagsOf(scope.field);
  if (scope && !flags) throw new Error(`${scope.field} is not a boolean field to scope by`);
  const wanted = scope?.is ? FLAG.true : FLAG.false;
  const matches = (slot: number) => {
    if (flags && flags[slot] !== wanted) return false;
    for (const { holds } of tests) if (!holds(slot)) return false;
    return predicate === undefined || predicate(table.rowAt(slot)) === true;
  };
  const only = specs.length === 1 ? (specs[0] as SortSpec) : undefined;
  const order = only && table.sortedBy(only.fieldName);
  const descending = only?.order === 'DESC';
  const { countLimit } = entity;

  let total = 0;
  const page: number[] = [];
  const ofSortIndex = source?.range !== undefined && source.range.field === only?.fieldName;
  if (order && (!source || ofSortIndex || source.size > table.size / 8)) {
    // Walk the sort's index: over the source's range when it is of that index, else all of it.
    const range = ofSortIndex ? source?.range : undefined;
    const marked = !range && source ? mark(table, source) : undefined;
    const from = range?.from ?? 0;
    const to = range?.to ?? order.size;
    for (let step = 0; step < to - from; step += 1) {
      const slot = order.slotAt(descending ? to - 1 - step : from + step);
      if ((marked && marked[slot] !== 1) || !matches(slot)) continue;
      if (total >= offset && page.length < limit) page.push(slot);
      total += 1;
      // Past the count limit the total is not told: stop once the page is full.
      if (total > countLimit && page.length === limit) break;
    }
  } else {
    const found: number[] = [];
    if (source) {
      source.each((slot) => {
        if (matches(slot)) found.push(slot);
      });
    } else {
      for (const slot of table.slots()) if (matches(slot)) found.push(slot);
    }
    total = found.length;
    const sorted = order
      ? firstByRank(table, found, order, descending, offset + limit)
      : table.sortSlots(found, specs);
    page.push(...sorted.slice(offset, offset + limit));
  }
  const tooManyToCount = total > countLimit;
  const pagingMetadata: PagingMetadata = {
    count: page.length,
    offset,
    total: tooManyToCount ? countLimit : total,
    tooManyToCount,
    cursors: {},
  };
  return { rows: page.map((slot) => table.rowAt(slot)), pagingMetadata };
}

const indexKind = (table: KeptRows, field: string) =>
  table.sortedBy(field) ? 'sorted' : table.holdersOf(field) ? 'elements' : undefined;

/** The filter less the top-level keys tested otherwise; undefined when nothing is left to test. */
function residualFilter(filter: unknown, absorbed: ReadonlySet<string | undefined>): unknown {
  if (!isPlainObject(filter)) return undefined;
  const rest = Object.entries(filter).filter(([key]) => !absorbed.has(key));
  return rest.length === 0 ? undefined : Object.fromEntries(rest);
}

interface SlotTest {
  absorbs: string;
  holds(slot: number): boolean;
}

/**
 * A whole condition as a test of a slot: held by a row of an element's set, or ranked within a
 * range of an index. None for a list of values (tested on the row).
 */
function slotTest(table: KeptRows, narrowing: Narrowing): SlotTest[] {
  const absorbs = narrowing.absorbs as string;
  if (narrowing.kind === 'elements') {
    const holders = table.holdersOf(narrowing.field) as ReadonlyMap<string, ReadonlySet<number>>;
    // A set of many rows is probed as bytes by slot (kept until the rows change); a small one as
    // it is, so that a rare word costs no array of the table's length.
    const tests = [...new Set(narrowing.values)].map((value): ((slot: number) => boolean) => {
      const set = holders.get(value);
      if (!set) return () => false;
      if (set.size * 64 < table.size) return (slot) => set.has(slot);
      const bitmap = table.elementBitmap(narrowing.field, value);
      return (slot) => bitmap[slot] === 1;
    });
    return [{ absorbs, holds: (slot) => tests.some((holds) => holds(slot)) }];
  }
  if (narrowing.kind !== 'range') return [];
  const { range } = sourceOf(table, narrowing);
  if (!range) return [];
  const ranks = (table.sortedBy(narrowing.field) as SortedIndex).rankBySlot(table.slotCount);
  return [
    {
      absorbs,
      holds: (slot) => {
        const rank = ranks[slot] as number;
        return rank >= range.from && rank < range.to;
      },
    },
  ];
}

/** The narrowing admitting the fewest rows, as a source of candidates; undefined for all rows. */
function narrowest(table: KeptRows, narrowings: readonly Narrowing[]): Source | undefined {
  let best: Source | undefined;
  for (const narrowing of narrowings) {
    const source = sourceOf(table, narrowing);
    if (!best || source.size < best.size) best = source;
  }
  return best && best.size < table.size ? best : undefined;
}

function sourceOf(table: KeptRows, narrowing: Narrowing): Source {
  const { absorbs } = narrowing;
  if (narrowing.kind === 'elements') {
    const holders = table.holdersOf(narrowing.field) as ReadonlyMap<string, ReadonlySet<number>>;
    const sets = [...new Set(narrowing.values)].map((value) => holders.get(value) ?? new Set<number>());
    if (sets.length === 0) return { size: 0, each: () => undefined, absorbs };
    if (narrowing.every) {
      const smallest = sets.reduce((a, b) => (b.size < a.size ? b : a));
      return { size: smallest.size, each: (visit) => smallest.forEach(visit), absorbs };
    }
    const union =
      sets.length === 1 ? (sets[0] as ReadonlySet<number>) : new Set(sets.flatMap((set) => [...set]));
    return { size: union.size, each: (visit) => union.forEach(visit), absorbs };
  }
  const index = table.sortedBy(narrowing.field) as SortedIndex;
  const below = boundTests(narrowing.field, (slot) => table.rowAt(slot));
  const eachIn = (from: number, to: number, visit: (slot: number) => void) => {
    for (let position = from; position < to; position += 1) visit(index.slotAt(position));
  };
  if (narrowing.kind === 'range') {
    // Nulls come first in an index and meet no bound: a range without a lower one starts after them.
    const from = index.firstPosition(narrowing.lower ? below.lower(narrowing.lower) : below.isNull);
    const to = Math.max(
      from,
      narrowing.upper ? index.firstPosition(below.upper(narrowing.upper)) : index.size,
    );
    return {
      size: to - from,
      range: { field: narrowing.field, from, to },
      each: (visit) => eachIn(from, to, visit),
      absorbs,
    };
  }
  const ranges = [...new Set(narrowing.values)].map((value) => {
    const bound = { value, inclusive: true };
    return [index.firstPosition(below.lower(bound)), index.firstPosition(below.upper(bound))] as const;
  });
  return {
    size: ranges.reduce((sum, [from, to]) => sum + Math.max(0, to - from), 0),
    each: (visit) => {
      for (const [from, to] of ranges) eachIn(from, to, visit);
    },
    absorbs,
  };
}

/** The source's slots marked 1 in an array by slot. */
function mark(table: KeptRows, source: Source): Uint8Array {
  const marked = new Uint8Array(table.slotCount);
  source.each((slot) => {
    marked[slot] = 1;
  });
  return marked;
}

/**
 * The first `wanted` of `slots` in an index's order, by their ranks in it (numbers, not rows):
 * the best ranks seen are kept sorted, and most candidates are turned away by one comparison.
 */
function firstByRank(
  table: KeptRows,
  slots: readonly number[],
  index: SortedIndex,
  descending: boolean,
  wanted: number,
): number[] {
  const ranks = index.rankBySlot(table.slotCount);
  if (wanted === 0) return [];
  if (wanted > 64 && wanted * 8 > slots.length) {
    // A deep page: sorting every rank beats keeping many of them sorted one by one.
    const sorted = Uint32Array.from(slots, (slot) => ranks[slot] as number).sort();
    if (descending) sorted.reverse();
    return Array.from(sorted.subarray(0, wanted), (rank) => index.slotAt(rank));
  }
  // Keys ascend in the asked order: a rank, or its negation when descending.
  const best: number[] = [];
  for (const slot of slots) {
    const rank = ranks[slot] as number;
    const key = descending ? -rank : rank;
    if (best.length === wanted && key >= (best[wanted - 1] as number)) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((best[middle] as number) < key) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, key);
    if (best.length > wanted) best.pop();
  }
  return best.map((key) => index.slotAt(descending ? -key : key));
}
