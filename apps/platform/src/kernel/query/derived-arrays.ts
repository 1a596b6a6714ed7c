/** A typed array derived from kept rows: bytes or numbers by slot, or by position of an index. */
export type DerivedArray = Uint8Array | Uint32Array | Float64Array;

/**
 * Arrays derived from kept rows, each kept until the rows change (a version the rows' keeper
 * moves with every change): the few asked for most recently, so that a run of queries asking for
 * the same collection or window pays for its array once.
 */
export class DerivedArrays {
  private readonly kept = new Map<string, { version: number; array: DerivedArray }>();

  constructor(
    /** Arrays kept at once. */
    private readonly capacity: number,
  ) {}

  /** The array of `key` derived at `version`, built (`build`) when none is kept. */
  get<T extends DerivedArray>(key: string, version: number, build: () => T): T {
    const found = this.kept.get(key);
    this.kept.delete(key);
    const array = found && found.version === version ? (found.array as T) : build();
    // Set again, so that the most recently asked for is the last to go.
    this.kept.set(key, { version, array });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    return array;
  }
}
