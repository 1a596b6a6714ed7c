/** Numbers a slot holds: 32 bytes, so that a slot's numbers lie in one cache line. */
export const SLOT_MEMO_WIDTH = 8;

/** A slot's tag when it holds nothing. */
const NO_MEMO = 0;

/**
 * Numbers a keeper of kept rows derives from each row (where a product's presented bytes are),
 * held beside the rows by slot, `SLOT_MEMO_WIDTH` to a slot: a page of 50 slots finds its
 * numbers with one read from memory each, where following each row to an object of its own took
 * three reads scattered over the heap, each a cache miss at 100,000 rows (bench/RESULTS.md, issue
 * 42). `KeptRows` clears a slot's numbers whenever its row is written or removed, so they never
 * outlive the version of the row they were derived from.
 *
 * A slot's first number is its keeper's tag: 0 (`NO_MEMO`) means the slot holds nothing. The
 * keeper reads and writes `values` at `slot * SLOT_MEMO_WIDTH` directly, within one synchronous
 * stretch: after an await, the slot may hold another row.
 */
export class SlotMemos {
  private array = new Int32Array(0);

  /** The numbers, `SLOT_MEMO_WIDTH` a slot; a new array after the slots grow. */
  get values(): Int32Array {
    return this.array;
  }

  /**
   * Room for the slots below `count`, and a quarter more when it must grow: a catalogue read whole
   * at first takes what it needs (3.2 MB at 100,000 rows), and rows added one by one later grow it
   * seldom.
   */
  reserve(count: number): void {
    if (count * SLOT_MEMO_WIDTH <= this.array.length) return;
    const grown = new Int32Array(Math.max(64, Math.ceil(count * 1.25)) * SLOT_MEMO_WIDTH);
    grown.set(this.array);
    this.array = grown;
  }

  /** Forgets what a slot held: its row changed or went. */
  clear(slot: number): void {
    const at = slot * SLOT_MEMO_WIDTH;
    if (at < this.array.length) this.array[at] = NO_MEMO;
  }
}
