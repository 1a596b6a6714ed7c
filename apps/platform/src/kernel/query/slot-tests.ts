import { eachHolder, type Holders, holderCount, isHolder } from './holders.js';
import type { KeptRows } from './kept-rows.js';
import type { Narrowing } from './narrowings.js';
import { emptyBits, type PositionBits, setBit, union } from './position-bits.js';
import type { SortedIndex } from './sorted-index.js';

/** A test of a slot, or of a position of an index (the slot there). */
export type Test = (at: number) => boolean;

/** A whole top-level condition of a filter, tested without reading the row. */
export interface SlotTest {
  /** The filter's top-level key it stands for. */
  absorbs: string;
  holds: Test;
  /**
   * The same test of the slot at each position of `field`'s index, reading arrays laid along that
   * index (`KeptRows.alongIndex`) where a large one would be read by slot.
   */
  along(field: string): Test;
  /**
   * The positions from `from` to `to` of `field`'s index whose slot passes, as bits; undefined
   * when the test has none (a range of another index).
   */
  bitsAlong?(field: string, from: number, to: number): PositionBits;
}

/**
 * A whole condition as a test of a slot: held by a row of an element's set, or ranked within a
 * range of an index (`range`, positions of the narrowing's index). None for a list of values
 * (tested on the row).
 */
export function slotTest(
  table: KeptRows,
  narrowing: Narrowing,
  range: () => { from: number; to: number } | undefined,
): SlotTest[] {
  const absorbs = narrowing.absorbs as string;
  if (narrowing.kind === 'elements') {
    const byElement = table.holdersOf(narrowing.field) as ReadonlyMap<string, Holders>;
    const values = [...new Set(narrowing.values)];
    // Many holders are probed as bytes (kept until the rows change); a few as they are, so that a
    // rare word costs no array of the table's length.
    const testOf = (value: string, field: string | undefined): Test => {
      const holders = byElement.get(value);
      if (holders === undefined) return () => false;
      if (holderCount(holders) * 64 < table.size) {
        if (field === undefined) return (slot) => isHolder(holders, slot);
        const index = table.sortedBy(field) as SortedIndex;
        return (position) => isHolder(holders, index.slotAt(position));
      }
      const bySlot = () => table.elementBitmap(narrowing.field, value);
      const bitmap =
        field === undefined ? bySlot() : table.alongIndex(field, `has\n${narrowing.field}\n${value}`, bySlot);
      return (at) => bitmap[at] === 1;
    };
    // A few holders' positions are set in the range's words, made for one query; many are kept
    // as bits of the whole index.
    const bitsOfValue = (value: string, field: string, from: number, to: number): PositionBits => {
      const holders = byElement.get(value);
      if (holders === undefined) return emptyBits(from, to);
      const setRanks = (index: SortedIndex, bits: PositionBits) => {
        const ranks = index.rankBySlot(table.slotCount);
        eachHolder(holders, (slot) => setBit(bits, ranks[slot] as number));
        return bits;
      };
      if (holderCount(holders) * 64 < table.size)
        return setRanks(table.sortedBy(field) as SortedIndex, emptyBits(from, to));
      return table.bitsAlongIndex(field, `has\n${narrowing.field}\n${value}`, (index) =>
        setRanks(index, emptyBits(0, index.size)),
      );
    };
    return [
      {
        absorbs,
        holds: anyOf(values.map((value) => testOf(value, undefined))),
        along: (field) => anyOf(values.map((value) => testOf(value, field))),
        bitsAlong: (field, from, to) =>
          union(
            from,
            to,
            values.map((value) => bitsOfValue(value, field, from, to)),
          ),
      },
    ];
  }
  if (narrowing.kind !== 'range') return [];
  const within = range();
  if (!within) return [];
  const index = table.sortedBy(narrowing.field) as SortedIndex;
  const bySlot = () => index.rankBySlot(table.slotCount);
  const inRange = (ranks: Uint32Array): Test => {
    return (at) => {
      const rank = ranks[at] as number;
      return rank >= within.from && rank < within.to;
    };
  };
  return [
    {
      absorbs,
      holds: inRange(bySlot()),
      along: (field) => inRange(table.alongIndex(field, `rank\n${narrowing.field}`, bySlot)),
    },
  ];
}

/**
 * Every test holding, tried in order. Called for each candidate (thousands an answer at 100,000
 * rows): a few tests are one closure calling them, not a loop.
 */
export function allOf(tests: readonly Test[]): Test {
  const [a, b, c] = tests as [Test, Test, Test];
  switch (tests.length) {
    case 0:
      return () => true;
    case 1:
      return a;
    case 2:
      return (at) => a(at) && b(at);
    case 3:
      return (at) => a(at) && b(at) && c(at);
    default:
      return (at) => tests.every((test) => test(at));
  }
}

function anyOf(tests: readonly Test[]): Test {
  return tests.length === 1 ? (tests[0] as Test) : (at) => tests.some((test) => test(at));
}
