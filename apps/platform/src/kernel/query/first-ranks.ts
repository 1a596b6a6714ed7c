/**
 * The first `wanted` of the ranks offered, in ascending or descending order, kept as they come:
 * a bounded heap whose top is the worst rank kept, so a rank not better than it is turned away by
 * one comparison and a better one costs a few steps, with no list of every candidate made first.
 */
export class FirstRanks {
  /** Keys, a max-heap: a rank, or its negation when descending (ranks are below 2^31). */
  private readonly heap: Int32Array;
  private size = 0;

  constructor(
    private readonly wanted: number,
    private readonly descending: boolean,
  ) {
    this.heap = new Int32Array(wanted);
  }

  offer(rank: number): void {
    const { heap, wanted } = this;
    const key = this.descending ? -rank : rank;
    if (this.size < wanted) {
      let at = this.size;
      this.size += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((heap[parent] as number) >= key) break;
        heap[at] = heap[parent] as number;
        at = parent;
      }
      heap[at] = key;
      return;
    }
    if (wanted === 0 || key >= (heap[0] as number)) return;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= wanted) break;
      if (child + 1 < wanted && (heap[child + 1] as number) > (heap[child] as number)) child += 1;
      if ((heap[child] as number) <= key) break;
      heap[at] = heap[child] as number;
      at = child;
    }
    heap[at] = key;
  }

  /** The ranks kept, first to last in the asked order. */
  ranks(): number[] {
    const keys = this.heap.slice(0, this.size).sort();
    return Array.from(keys, (key) => (this.descending ? 0 - key : key));
  }
}
