import { leastRecentlyAsked } from '../least-recently-asked.js';

/** A typed array derived from kept rows: bytes or numbers by slot, or by position of an index. */
export type DerivedArray = Uint8Array | Uint32Array | Float64Array;

interface Derived {
  version: number;
  array: DerivedArray;
  /** When it was last asked for (`DerivedArrays.asked`): the longest unasked goes first. */
  askedAt: number;
}

/**
 * Arrays derived from kept rows, each kept until the rows change (a version the rows' keeper
 * moves with every change): the few asked for most recently, so that a run of queries asking for
 * the same collection or window pays for its array once.
 *
 * Asked for a few times an answer, so a hit changes two numbers and allocates nothing: an entry
 * made anew (or a map entry moved to the end) at each asking outlived young collections and was
 * promoted, garbage that only full collections clear (bench/RESULTS.md, issue 42).
 */
export class DerivedArrays {
  private readonly kept = new Map<string, Derived>();
  private asked = 0;

  constructor(
    /** Arrays kept at once. */
    private readonly capacity: number,
  ) {}

  /** The array of `key` derived at `version`, built (`build`) when none is kept. */
  get<T extends DerivedArray>(key: string, version: number, build: () => T): T {
    this.asked += 1;
    const found = this.kept.get(key);
    if (found) {
      if (found.version !== version) {
        found.array = build();
        found.version = version;
      }
      found.askedAt = this.asked;
      return found.array as T;
    }
    const array = build();
    const going = this.kept.size >= this.capacity ? leastRecentlyAsked(this.kept) : undefined;
    if (going !== undefined) this.kept.delete(going);
    this.kept.set(key, { version, array, askedAt: this.asked });
    return array;
  }
}
