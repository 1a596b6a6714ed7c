import type { SortSpec } from './fields.js';
import { FirstRanks } from './first-ranks.js';
import type { KeptMatches, Source } from './kept-matches.js';
import type { KeptRows } from './kept-rows.js';
import { countBits, eachSetBit, type PositionBits } from './position-bits.js';
import type { Test } from './slot-tests.js';
import type { SortedIndex } from './sorted-index.js';

/** Which page of a query's matches, in what order. */
export interface PageWanted {
  specs: readonly SortSpec[];
  offset: number;
  limit: number;
  /**
   * Positions of the only sort field's index the rows must lie within (a cursor's side of its
   * anchor); all without.
   */
  window?: { from: number; to: number };
  /** Against the sort (a cursor going back): the rows nearest the window's end come first. */
  reversed?: boolean;
  /** Count every match, up to just past the count limit (offset paging's total); else stop at a full page. */
  count: boolean;
}

/**
 * The slots of one page of `found`'s matches in the sort's order, and how many matches there are
 * (when counted). The order comes from the sort's index: walked along when the candidates are a
 * range of it or most of the rows, else by each candidate's rank in it, only the first page's
 * worth kept. A sort on several fields, which no index gives, sorts the candidates.
 */
export function keptPage(
  table: KeptRows,
  found: KeptMatches,
  wanted: PageWanted,
): { slots: number[]; total: number } {
  const { source, matches } = found;
  const { specs, offset, limit, window } = wanted;
  const only = specs.length === 1 ? (specs[0] as SortSpec) : undefined;
  const order = only && table.sortedBy(only.fieldName);
  if (!order && window) throw new Error('A window needs a sort by one indexed field');
  const descending = (only?.order === 'DESC') !== (wanted.reversed ?? false);
  const { countLimit } = table.entity;
  const stopAt = wanted.count ? countLimit : -1;

  let total = 0;
  const page: number[] = [];
  const ofSortIndex = source?.range !== undefined && source.range.field === only?.fieldName;
  if (order && (!source || ofSortIndex || source.size > table.size / 8)) {
    // Walk the sort's index: over the source's range when it is of that index, else all of it.
    const range = ofSortIndex ? source?.range : undefined;
    const marked = !range && source ? mark(table, source) : undefined;
    const from = Math.max(range?.from ?? 0, window?.from ?? 0);
    const to = Math.min(range?.to ?? order.size, window?.to ?? order.size);
    // Counting every match: a popcount of the range's words, then the page read off its bits.
    const bits = range && wanted.count ? found.bitsAlong?.(from, to) : undefined;
    if (bits) return { slots: pageOfBits(bits, order, descending, offset, limit), total: countBits(bits) };
    // Else over the source's own range the tests read arrays laid along the index, in order.
    const matchesAt = range && found.matchesAlong?.();
    for (let step = 0; step < to - from; step += 1) {
      const position = descending ? to - 1 - step : from + step;
      if (matchesAt ? !matchesAt(position) : !matchesSlot(order.slotAt(position), marked, matches)) continue;
      if (total >= offset && page.length < limit) page.push(order.slotAt(position));
      total += 1;
      // Past the count limit (or when not counting) the total is not told: stop once the page is full.
      if (total > stopAt && page.length === limit) break;
    }
    return { slots: page, total };
  }
  if (order && source?.range && found.matchesAlong) {
    return pageOfOtherRange(table, found, source.range, order, wanted, descending);
  }
  const candidates: number[] = [];
  const inWindow = order && window ? windowTest(table, order, window) : undefined;
  const visit = (slot: number) => {
    if (matches(slot) && (!inWindow || inWindow(slot))) candidates.push(slot);
  };
  if (source) source.each(visit);
  else for (const slot of table.slots()) visit(slot);
  const sorted = order
    ? firstByRank(table, candidates, order, descending, offset + limit)
    : table.sortSlots(candidates, specs);
  return { slots: sorted.slice(offset, offset + limit), total: candidates.length };
}

/**
 * A page of candidates that are a range of another index than the sort's (a price window sorted
 * by name). Counting every match, when the count says a page comes soon enough, the sort's index
 * is walked, keeping what falls in the range (each step a rank laid along it); else each match's
 * rank in the sort's index, read laid along the range's index in order, is offered to the first
 * ranks kept.
 */
function pageOfOtherRange(
  table: KeptRows,
  found: KeptMatches,
  range: { field: string; from: number; to: number },
  order: SortedIndex,
  wanted: PageWanted,
  descending: boolean,
): { slots: number[]; total: number } {
  const { field, from, to } = range;
  const { offset, limit, window } = wanted;
  const sortField = (wanted.specs[0] as SortSpec).fieldName;
  const bits = found.bitsAlong?.(from, to);
  if (bits && wanted.count && !window) {
    const count = countBits(bits);
    if ((offset + limit) * order.size <= WALK_RATHER_THAN_OFFER * count * count) {
      const rangeRanks = table.alongIndex(sortField, `rank\n${field}`, () =>
        (table.sortedBy(field) as SortedIndex).rankBySlot(table.slotCount),
      );
      return {
        slots: pageAlongRange(order, rangeRanks, bits, range, descending, offset, limit),
        total: count,
      };
    }
  }
  const ranksAlong = table.alongIndex(field, `rank\n${sortField}`, () => order.rankBySlot(table.slotCount));
  const first = new FirstRanks(offset + limit, descending);
  let total = 0;
  const offer = (position: number) => {
    const rank = ranksAlong[position] as number;
    if (window && (rank < window.from || rank >= window.to)) return true;
    first.offer(rank);
    total += 1;
    return true;
  };
  if (bits) eachSetBit(bits, false, offer);
  else {
    const matchesAt = (found.matchesAlong as () => Test)();
    for (let position = from; position < to; position += 1) if (matchesAt(position)) offer(position);
  }
  const slots = first.ranks().map((rank) => order.slotAt(rank));
  return { slots: slots.slice(offset, offset + limit), total };
}

function windowTest(table: KeptRows, order: SortedIndex, window: { from: number; to: number }) {
  const ranks = order.rankBySlot(table.slotCount);
  return (slot: number) => {
    const rank = ranks[slot] as number;
    return rank >= window.from && rank < window.to;
  };
}

/**
 * A window's matches, `count` of them among an index's `size` positions, come up every
 * `size / count` positions of the sort's index: walking it for a page of `wanted` takes about
 * `wanted * size / count` steps of a read and a comparison, where offering every match's rank
 * costs `count` offers of a few steps each. The walk is taken while it is at most this many times
 * the offers.
 */
const WALK_RATHER_THAN_OFFER = 4;

/**
 * A page taken from matching positions met in the sort's order: `take` skips the first `offset`,
 * keeps the next `limit` slots, and answers false once the page is full.
 */
function pageTaker(order: SortedIndex, offset: number, limit: number) {
  const page: number[] = [];
  let seen = 0;
  const take = (position: number): boolean => {
    if (seen >= offset + limit) return false;
    if (seen >= offset) page.push(order.slotAt(position));
    seen += 1;
    return seen < offset + limit;
  };
  return { page, take };
}

/**
 * The slots of the first page of the sort's positions whose rank in another index (`ranks`, laid
 * along the sort's) lies in `range` with its bit set, walking the sort's index one way or the
 * other. The test is written into the loop: a walk takes thousands of steps, and as a closure
 * called each step it cost a few percent of an uncached catalogue answer.
 */
function pageAlongRange(
  order: SortedIndex,
  ranks: Uint32Array,
  bits: PositionBits,
  range: { from: number; to: number },
  descending: boolean,
  offset: number,
  limit: number,
): number[] {
  const page: number[] = [];
  const { words, firstWord } = bits;
  const { from } = range;
  const span = range.to - from;
  const { size } = order;
  let seen = 0;
  for (let step = 0; step < size && seen < offset + limit; step += 1) {
    const position = descending ? size - 1 - step : step;
    const rank = ranks[position] as number;
    // Within the range (an unsigned comparison), then its bit: `bits` covers the range's words.
    if ((rank - from) >>> 0 >= span) continue;
    if (((words[(rank >>> 5) - firstWord] as number) & (1 << (rank & 31))) === 0) continue;
    if (seen >= offset) page.push(order.slotAt(position));
    seen += 1;
  }
  return page;
}

/** The slots at the set positions of `bits`, skipping the first `offset` of them, `limit` at most. */
function pageOfBits(
  bits: PositionBits,
  order: SortedIndex,
  descending: boolean,
  offset: number,
  limit: number,
): number[] {
  const { page, take } = pageTaker(order, offset, limit);
  eachSetBit(bits, descending, take);
  return page;
}

/** The source's slots marked 1 in an array by slot. */
function mark(table: KeptRows, source: Source): Uint8Array {
  const marked = new Uint8Array(table.slotCount);
  source.each((slot) => {
    marked[slot] = 1;
  });
  return marked;
}

/** The first `wanted` of `slots` in an index's order, by their ranks in it (numbers, not rows). */
function firstByRank(
  table: KeptRows,
  slots: readonly number[],
  index: SortedIndex,
  descending: boolean,
  wanted: number,
): number[] {
  const ranks = index.rankBySlot(table.slotCount);
  const first = new FirstRanks(wanted, descending);
  for (const slot of slots) first.offer(ranks[slot] as number);
  return first.ranks().map((rank) => index.slotAt(rank));
}

const matchesSlot = (slot: number, marked: Uint8Array | undefined, matches: (slot: number) => boolean) =>
  (marked === undefined || marked[slot] === 1) && matches(slot);
