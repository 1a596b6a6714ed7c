/**
 * Places for the hashes of keys asked for once (a power of two): a 64 KB table, made once. A set
 * of hashes grown to 10,000 and cleared made a new table at each growth, each older than a young
 * collection lives, the largest allocated outside the young generation: garbage for full
 * collections at a busy route's rate of new keys (bench/RESULTS.md, issue 42).
 */
const REMEMBERED_PLACES = 16_384;

/** Set in every remembered hash (which has 30 bits). */
const REMEMBERED = 0x4000_0000;

/**
 * A key's FNV-1a hash, small enough to be a small integer: what is remembered of a key asked for
 * once. SHA-256 took 2-3 % of a busy catalogue process's CPU, and remembering the keys themselves
 * some 20 MB more resident memory (bench/RESULTS.md); two keys of one hash only mean that the
 * second is kept on its first asking.
 */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < key.length; at += 1) hash = Math.imul(hash ^ key.charCodeAt(at), 0x01000193);
  return hash & 0x3fffffff;
}

/**
 * Finished answers kept as the bytes that were sent, so that serving one again costs no database
 * read, no presenting and no serialising. Bounded by total size; when full, the oldest entry
 * goes first (entries keyed by an old revision are never asked for again and age out this way).
 */
export class ResponseCache<V extends { readonly byteLength: number } = Buffer> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  /**
   * By place (the hash's low bits), the hash of the last key asked for once there whose answer
   * was not kept (see `shouldKeep`), with `REMEMBERED` set so that no hash reads as an empty place.
   */
  private readonly seenOnce = new Uint32Array(REMEMBERED_PLACES);

  /** `maxBytes` in all; a single answer larger than an eighth of it is not kept. */
  constructor(private readonly maxBytes: number) {}

  /**
   * Whether to keep the answer to `key` now: only when the key was asked for before. A query
   * asked once (a search, a filter nobody repeats) costs no copy, no entity tag and no eviction
   * of answers that are asked for again; the second asking keeps it. Remembers hashes, not keys,
   * so a long key costs no more memory than a short one; a key is forgotten when another key's
   * hash takes its place (after some 16,000 others, on average).
   */
  shouldKeep(key: string): boolean {
    const remembered = keyHash(key) | REMEMBERED;
    const place = remembered & (REMEMBERED_PLACES - 1);
    if (this.seenOnce[place] === remembered) {
      this.seenOnce[place] = 0;
      return true;
    }
    this.seenOnce[place] = remembered;
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
