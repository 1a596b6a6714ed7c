/**
 * Buffers an answer made of parts is written into before it is sent: taken for one response and
 * given back once it has finished (its bytes are then with the kernel), so that an uncached
 * answer costs no allocation outside the heap, whose growth brought on garbage collections, and
 * goes to the socket as one buffer.
 */
export class WriteBuffers {
  private readonly free: Buffer[] = [];

  constructor(
    /** The size of each buffer; a longer answer gets a buffer of its own, not kept. */
    readonly bufferBytes = 128 * 1024,
    /** Buffers kept free at most: as many as responses are written at once is all that is used. */
    private readonly keptFree = 32,
  ) {}

  /** A buffer of at least `length` bytes, to give back when its bytes are written. */
  take(length: number): Buffer {
    if (length > this.bufferBytes) return Buffer.allocUnsafeSlow(length);
    return this.free.pop() ?? Buffer.allocUnsafeSlow(this.bufferBytes);
  }

  giveBack(buffer: Buffer): void {
    if (buffer.length === this.bufferBytes && this.free.length < this.keptFree) this.free.push(buffer);
  }

  /** Buffers free now. */
  get size(): number {
    return this.free.length;
  }
}
