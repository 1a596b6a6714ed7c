import { boundPositions } from './bound-positions.js';
import { compilePredicate, type Predicate } from './evaluate.js';
import { eachHolder, type Holders, holderCount } from './holders.js';
import { FLAG } from './kept-flags.js';
import type { KeptRows } from './kept-rows.js';
import { type Narrowing, narrowingsOf } from './narrowings.js';
import { bitsOf, intersection, type PositionBits } from './position-bits.js';
import { allOf, slotTest, type Test } from './slot-tests.js';
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
  matches: Test;
  /**
   * For a source that is a range of an index: `matches` of the slot at each position of that
   * index, reading what it tests in the index's order (`KeptRows.alongIndex`).
   */
  matchesAlong?: () => Test;
  /**
   * For the same source, the positions from `from` to `to` of its index that match, as bits;
   * undefined when a test has no bits (one read on the row, or a range of another index).
   */
  bitsAlong?: (from: number, to: number) => PositionBits | undefined;
}

/**
 * How to find the rows of `scope` that a filter (already checked by `checkFilter`) matches.
 * The candidates are the rows of the narrowest indexed condition all matches meet (a price
 * window is a range of the price index, a collection or a word the rows holding it); the rest of
 * the filter is tested on them alone, whole conditions as tests of a slot (a set, a rank) where
 * they can be, the remainder on the row.
 */
export function keptMatches(table: KeptRows, filter: unknown, scope: KeptScope | undefined): KeptMatches {
  const narrowings = narrowingsOf(table.entity, filter, (field) => indexKind(table, field));
  // Each narrowing's source once: the narrowest is read, the others' ranges become slot tests.
  const sources = narrowings.map((narrowing) => sourceOf(table, narrowing));
  const source = narrowest(table, sources);
  const tests = narrowings.flatMap((narrowing, at) =>
    narrowing.absorbs !== undefined && narrowing.absorbs !== source?.absorbs
      ? slotTest(table, narrowing, () => sources[at]?.range)
      : [],
  );
  const absorbed = new Set([source?.absorbs, ...tests.map(({ absorbs }) => absorbs)]);
  const rest = residualFilter(filter, absorbed);
  const predicate: Predicate | undefined =
    rest === undefined ? undefined : compilePredicate(table.entity, rest);
  const flags = scope && table.flagsOf(scope.field);
  if (scope && !flags) throw new Error(`${scope.field} is not a boolean field to scope by`);
  const wanted = scope?.is ? FLAG.true : FLAG.false;
  const inScope =
    (bytes: Uint8Array): Test =>
    (at) =>
      bytes[at] === wanted;
  const matches = allOf([
    ...(flags ? [inScope(flags)] : []),
    ...tests.map(({ holds }) => holds),
    ...(predicate ? [(slot: number) => predicate(table.rowAt(slot)) === true] : []),
  ]);
  const range = source?.range;
  if (!range) return { source, matches };
  const index = table.sortedBy(range.field) as SortedIndex;
  const matchesAlong = () =>
    allOf([
      ...(scope && flags
        ? [inScope(table.alongIndex(range.field, `flag\n${scope.field}`, () => flags))]
        : []),
      ...tests.map((test) => test.along(range.field)),
      ...(predicate ? [(position: number) => predicate(table.rowAt(index.slotAt(position))) === true] : []),
    ]);
  const bitsAlong = (from: number, to: number) => {
    if (predicate || tests.some((test) => !test.bitsAlong)) return undefined;
    const scoped =
      scope && flags
        ? [
            table.bitsAlongIndex(range.field, `flag\n${scope.field}\n${wanted}`, (index) =>
              bitsOf(index.size, (position) => flags[index.slotAt(position)] === wanted),
            ),
          ]
        : [];
    return intersection(from, to, [
      ...scoped,
      ...tests.map((test) => test.bitsAlong?.(range.field, from, to) as PositionBits),
    ]);
  };
  return { source, matches, matchesAlong, bitsAlong };
}

const indexKind = (table: KeptRows, field: string) =>
  table.sortedBy(field) ? 'sorted' : table.holdersOf(field) ? 'elements' : undefined;

/** The filter less the top-level keys tested otherwise; undefined when nothing is left to test. */
function residualFilter(filter: unknown, absorbed: ReadonlySet<string | undefined>): unknown {
  if (!isPlainObject(filter)) return undefined;
  const rest = Object.entries(filter).filter(([key]) => !absorbed.has(key));
  return rest.length === 0 ? undefined : Object.fromEntries(rest);
}

/** The narrowing admitting the fewest rows, as a source of candidates; undefined for all rows. */
function narrowest(table: KeptRows, sources: readonly Source[]): Source | undefined {
  let best: Source | undefined;
  for (const source of sources) if (!best || source.size < best.size) best = source;
  return best && best.size < table.size ? best : undefined;
}

const NONE: Holders = new Set<number>();

function sourceOf(table: KeptRows, narrowing: Narrowing): Source {
  const { absorbs } = narrowing;
  if (narrowing.kind === 'elements') {
    const byElement = table.holdersOf(narrowing.field) as ReadonlyMap<string, Holders>;
    const sets = [...new Set(narrowing.values)].map((value): Holders => byElement.get(value) ?? NONE);
    if (sets.length === 0) return { size: 0, each: () => undefined, absorbs };
    if (narrowing.every) {
      const smallest = sets.reduce((a, b) => (holderCount(b) < holderCount(a) ? b : a));
      return { size: holderCount(smallest), each: (visit) => eachHolder(smallest, visit), absorbs };
    }
    if (sets.length === 1) {
      const only = sets[0] as Holders;
      return { size: holderCount(only), each: (visit) => eachHolder(only, visit), absorbs };
    }
    const union = new Set<number>();
    for (const holders of sets) eachHolder(holders, (slot) => union.add(slot));
    return {
      size: union.size,
      each: (visit) => {
        for (const slot of union) visit(slot);
      },
      absorbs,
    };
  }
  const index = table.sortedBy(narrowing.field) as SortedIndex;
  const bounds = boundPositions(table, narrowing.field);
  const eachIn = (from: number, to: number, visit: (slot: number) => void) => {
    for (let position = from; position < to; position += 1) visit(index.slotAt(position));
  };
  if (narrowing.kind === 'range') {
    // Nulls come first in an index and meet no bound: a range without a lower one starts after them.
    const from = narrowing.lower ? bounds.lower(narrowing.lower) : bounds.afterNulls();
    const to = Math.max(from, narrowing.upper ? bounds.upper(narrowing.upper) : index.size);
    return {
      size: to - from,
      range: { field: narrowing.field, from, to },
      each: (visit) => eachIn(from, to, visit),
      absorbs,
    };
  }
  const ranges = [...new Set(narrowing.values)].map((value) => {
    const bound = { value, inclusive: true };
    return [bounds.lower(bound), bounds.upper(bound)] as const;
  });
  return {
    size: ranges.reduce((sum, [from, to]) => sum + Math.max(0, to - from), 0),
    each: (visit) => {
      for (const [from, to] of ranges) eachIn(from, to, visit);
    },
    absorbs,
  };
}
