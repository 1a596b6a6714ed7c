import { ApplicationError } from '../../kernel/errors.js';

/** Until a hash has been timed: about what one costs at the default cost on this kind of machine. */
const FIRST_GUESS_MS = 400;

const busy = (seconds: number) =>
  new ApplicationError({
    status: 429,
    code: 'TOO_MANY_SIGN_INS',
    description: `Many people are signing in right now: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    data: { retryAfterSeconds: seconds },
  });

/**
 * Lets at most `concurrency` password hashes run at once and `depth` more wait their turn, in
 * order; past that a caller is refused at once (429, with the seconds the queue needs to drain).
 *
 * Why: each hash is scrypt at 2^17 (128 MiB, a third of a second of a core or more), run on
 * libuv's four threads. A burst of sign-ins took every core, and every other request (a product
 * page, a cart) waited behind them. With one hash at a time on a 2-core machine a core stays with
 * the event loop; the burst waits in this queue instead, and the memory it takes is bounded too.
 */
/** A place in the line, taken ahead of the hash: its one hash never waits to be refused. */
export interface HashingPlace {
  run<T>(hash: () => Promise<T>): Promise<T>;
  /** Gives the place back unused (the caller stopped before hashing); harmless after `run`. */
  release(): void;
}

export class HashingQueue {
  private running = 0;
  private reserved = 0;
  private readonly waiting: (() => void)[] = [];
  private averageMs = FIRST_GUESS_MS;

  constructor(
    private readonly concurrency: number,
    private readonly depth: number,
  ) {}

  /** Runs `hash` in its turn, or refuses at once (429) when the line is full. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    return this.reserve().run(hash);
  }

  /**
   * Takes a place in the line now, or refuses (429) when it is full. A sign-in takes its place
   * before it counts a try against the member and the address, so that a busy server is never
   * taken for a wrong password, and the hash it then runs is never refused.
   */
  reserve(): HashingPlace {
    if (this.running + this.waiting.length + this.reserved >= this.concurrency + this.depth)
      throw busy(this.secondsToDrain());
    this.reserved += 1;
    let held = true;
    const release = () => {
      if (held) this.reserved -= 1;
      held = false;
    };
    return {
      run: (hash) => {
        release();
        return this.enter(hash);
      },
      release,
    };
  }

  private async enter<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const started = performance.now();
    try {
      return await hash();
    } finally {
      // A moving average: the cost of a hash follows the machine's load and the stored hashes' costs.
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      // The slot goes straight to the next in line, so a newcomer cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Seconds until everyone in line now would have had their turn: what a refused caller should wait. */
  private secondsToDrain(): number {
    const ahead = this.running + this.waiting.length + this.reserved;
    const rounds = Math.ceil(ahead / this.concurrency);
    return Math.max(1, Math.ceil((rounds * this.averageMs) / 1000));
  }
}
