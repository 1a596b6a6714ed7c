/**
 * Finished answers kept as the bytes that were sent, so that serving one again costs no database
 * read, no presenting and no serialising. Bounded by total size; when full, the oldest entry
 * goes first (entries keyed by an old revision are never asked for again and age out this way).
 */
export class ResponseCache<V extends { readonly byteLength: number } = Buffer> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  /** `maxBytes` in all; a single answer larger than an eighth of it is not kept. */
  constructor(private readonly maxBytes: number) {}

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
