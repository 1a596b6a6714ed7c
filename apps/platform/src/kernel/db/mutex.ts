/** A FIFO async lock: SQLite has one connection, so a transaction must not interleave with others. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private entered = 0;

  /** How many callers hold the lock (0 or 1) or wait for it. */
  get queued(): number {
    return this.entered;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.entered += 1;
    const previous = this.tail;
    let release: () => void = () => {};
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await work();
    } finally {
      this.entered -= 1;
      release();
    }
  }
}
