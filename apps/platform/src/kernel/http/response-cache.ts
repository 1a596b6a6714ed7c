/**
 * Characters of the keys of answers asked for once that a cache remembers, to keep them on the
 * second asking (about 4 MB: some 10,000 catalogue queries' keys).
 */
const MAX_REMEMBERED_KEY_CHARS = 2_000_000;

/**
 * Finished answers kept as the bytes that were sent, so that serving one again costs no database
 * read, no presenting and no serialising. Bounded by total size; when full, the oldest entry
 * goes first (entries keyed by an old revision are never asked for again and age out this way).
 */
export class ResponseCache<V extends { readonly byteLength: number } = Buffer> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  /** Keys asked for once whose answers were not kept (see `shouldKeep`), and their characters. */
  private readonly seenOnce = new Set<string>();
  private seenChars = 0;

  /** `maxBytes` in all; a single answer larger than an eighth of it is not kept. */
  constructor(private readonly maxBytes: number) {}

  /**
   * Whether to keep the answer to `key` now: only when the key was asked for before. A query
   * asked once (a search, a filter nobody repeats) costs no copy, no entity tag and no eviction
   * of answers that are asked for again; the second asking keeps it. Remembers the keys
   * themselves (hashing each with SHA-256 took 2-3 % of a busy catalogue process's CPU), bounded
   * by their characters; forgets them all when full.
   */
  shouldKeep(key: string): boolean {
    if (this.seenOnce.delete(key)) {
      this.seenChars -= key.length;
      return true;
    }
    if (this.seenChars + key.length > MAX_REMEMBERED_KEY_CHARS) {
      this.seenOnce.clear();
      this.seenChars = 0;
    }
    this.seenOnce.add(key);
    this.seenChars += key.length;
    return false;
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: V): void {
    if (body.byteLength > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, body);
    this.bytes += body.byteLength;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.byteLength;
    }
  }

  delete(key: string): void {
    const previous = this.entries.get(key);
    if (previous === undefined) return;
    this.entries.delete(key);
    this.bytes -= previous.byteLength;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
