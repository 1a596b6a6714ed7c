import { compilePredicate, type Predicate } from './evaluate.js';
import { FLAG } from './kept-flags.js';
import type { KeptRows } from './kept-rows.js';
import { boundTests, type Narrowing, narrowingsOf } from './narrowings.js';
import type { SortedIndex } from './sorted-index.js';
import { isPlainObject } from './values.js';

/** The rows a query may see: those whose boolean field is `is` (a product visible to buyers). */
export interface KeptScope {
  field: string;
  is: boolean;
}

/** Where a query's candidates come from: some slots, possibly a range of a sorted index. */
export interface Source {
  size: number;
  range?: { field: string; from: number; to: number };
  each(visit: (slot: number) => void): void;
  /** The filter's top-level key the source stands for exactly (not tested again). */
  absorbs?: string;
}

/** The rows a filter matches: candidates to read (all rows without a source), and the test they must pass. */
export interface KeptMatches {
  source: Source | undefined;
  matches(slot: number): boolean;
}

/**
 * How to find the rows of `scope` that a filter (already checked by `compileFilter`) matches.
 * The candidates are the rows of the narrowest indexed condition all matches meet (a price
 * window is a range of the price index, a collection or a word the rows holding it); the rest of
 * the filter is tested on them alone, whole conditions as tests of a slot (a set, a rank) where
 * they can be, the remainder on the row.
 */
export function keptMatches(table: KeptRows, filter: unknown, scope: KeptScope | undefined): KeptMatches {
  const narrowings = narrowingsOf(table.entity, filter, (field) => indexKind(table, field));
  const source = narrowest(table, narrowings);
  const tests = narrowings.flatMap((narrowing) =>
    narrowing.absorbs !== undefined && narrowing.absorbs !== source?.absorbs
      ? slotTest(table, narrowing)
      : [],
  );
  const absorbed = new Set([source?.absorbs, ...tests.map(({ absorbs }) => absorbs)]);
  const rest = residualFilter(filter, absorbed);
  const predicate: Predicate | undefined =
    rest === undefined ? undefined : compilePredicate(table.entity, rest);
  const flags = scope && table.flagsOf(scope.field);
  if (scope && !flags) throw new Error(`${scope.field} is not a boolean field to scope by`);
  const wanted = scope?.is ? FLAG.true : FLAG.false;
  return {
    source,
    matches: (slot) => {
      if (flags && flags[slot] !== wanted) return false;
      for (const { holds } of tests) if (!holds(slot)) return false;
      return predicate === undefined || predicate(table.rowAt(slot)) === true;
    },
  };
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
