import type { KeptRow } from './evaluate.js';

/**
 * A kept row's memo: something its keeper derived from this version of the row (a product's
 * presented bytes), reached from the row itself. A write replaces a kept row with a new object,
 * so a memo never outlives the version it was derived from, and finding it costs no lookup by id:
 * a string-keyed map of 100,000 entries costs half a microsecond a lookup once the caches are
 * cold, which is the state a serving process is in between two answers (bench/RESULTS.md).
 */
const MEMO = Symbol('kept row memo');

type Memoised = { [MEMO]?: unknown };

/**
 * Gives a new kept row its (empty) memo: every kept row then has the same shape, and only kept
 * rows take a memo (`setMemo` leaves other rows alone).
 */
export function withMemo(row: Record<string, unknown>): void {
  // Not enumerable: the row's values (compared, copied, serialised) stay its columns.
  Object.defineProperty(row, MEMO, { value: undefined, writable: true, enumerable: false });
}

/** The memo of `row`, undefined when it has none (or is not a kept row). */
export function memoOf(row: object): unknown {
  return (row as Memoised)[MEMO];
}

/** Sets the memo of a kept row; a row from anywhere else (a row SQL answered) is left as it is. */
export function setMemo(row: KeptRow | object, memo: unknown): void {
  if (MEMO in row) (row as Memoised)[MEMO] = memo;
}
