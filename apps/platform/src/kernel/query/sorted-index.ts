/**
 * Row slots (small integers naming kept rows) in one total order, kept sorted as rows come and
 * go: a change is a binary search and a shift of a typed array, never a sort again. A range of a
 * field's values is then a range of positions, and a slot's rank (its position) is a number that
 * sorts other candidates in this order without comparing their values.
 */
export class SortedIndex {
  private slots = new Uint32Array(0);
  private length = 0;
  /** Position of each slot; rebuilt in one pass when asked for after a change. */
  private ranks: Uint32Array | undefined;

  constructor(
    /** A total order of slots (no two slots compare equal). */
    private readonly compare: (a: number, b: number) => number,
  ) {}

  /** Replaces the contents with `slots`, sorted once. */
  build(slots: readonly number[]): void {
    const sorted = Uint32Array.from(slots).sort(this.compare);
    this.slots = sorted;
    this.length = sorted.length;
    this.ranks = undefined;
  }

  get size(): number {
    return this.length;
  }

  slotAt(position: number): number {
    return this.slots[position] as number;
  }

  /** Adds `slot`, whose row must already be readable by the comparison. */
  insert(slot: number): void {
    const at = this.firstPosition((other) => this.compare(other, slot) < 0);
    if (this.length === this.slots.length) {
      const grown = new Uint32Array(Math.max(64, this.slots.length * 2));
      grown.set(this.slots.subarray(0, this.length));
      this.slots = grown;
    }
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length += 1;
    this.ranks = undefined;
  }

  /** Takes `slot` out; its row must still read as it did when it was inserted. */
  remove(slot: number): void {
    const at = this.firstPosition((other) => this.compare(other, slot) < 0);
    if (at >= this.length || this.slots[at] !== slot) throw new Error(`Slot ${slot} is not in the index`);
    this.slots.copyWithin(at, at + 1, this.length);
    this.length -= 1;
    this.ranks = undefined;
  }

  /**
   * The first position whose slot `isBelow` rejects, for a predicate true of a prefix of the
   * order and false of the rest (everything below a bound, say): a binary search.
   */
  firstPosition(isBelow: (slot: number) => boolean): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isBelow(this.slots[middle] as number)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Each slot's position, by slot (slots not in the index read 0). */
  rankBySlot(slotCount: number): Uint32Array {
    if (this.ranks && this.ranks.length >= slotCount) return this.ranks;
    const ranks = new Uint32Array(slotCount);
    for (let position = 0; position < this.length; position += 1)
      ranks[this.slots[position] as number] = position;
    this.ranks = ranks;
    return ranks;
  }
}
