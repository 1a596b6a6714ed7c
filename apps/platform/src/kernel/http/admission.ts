/**
 * Lets at most `perTurn` requests start their work per turn of the event loop; the others wait,
 * in order, for the next turns. A connection's first request waits in front of the rest.
 *
 * Why: libuv accepts one new connection per event-loop iteration, and an iteration runs every
 * request that arrived in it. With 200 busy keep-alive connections one iteration ran ~200
 * requests (over 100 ms of CPU), so connections waiting to be accepted queued for seconds (a
 * new connection's /healthz took 6-12 s; bench/new-connection-under-load.mjs). Starting a few
 * requests per turn keeps every iteration short, so a new connection is accepted within a few
 * milliseconds, and only the connections that were just answered send new requests: throughput
 * is the same, the wait moves from the accept queue into this fair one. Its first request going
 * first means a person arriving at a busy site waits for a turn, not behind the whole load.
 */
export class Admission {
  private startedThisTurn = 0;
  private turnScheduled = false;
  private readonly first: (() => void)[] = [];
  private readonly rest: (() => void)[] = [];

  constructor(private readonly perTurn: number) {}

  /** How many requests wait for a turn now. */
  get waiting(): number {
    return this.first.length + this.rest.length;
  }

  /** Resolves when the caller may start; at once while this turn has room and nobody waits. */
  enter(firstOnConnection: boolean): Promise<void> | undefined {
    if (this.waiting === 0 && this.startedThisTurn < this.perTurn) {
      this.start();
      return undefined;
    }
    return new Promise<void>((resolve) => {
      (firstOnConnection ? this.first : this.rest).push(resolve);
      this.scheduleTurn();
    });
  }

  private start(): void {
    this.startedThisTurn += 1;
    this.scheduleTurn();
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    // setImmediate runs after this iteration's I/O: the next turn starts after the poll phase
    // has accepted and read whatever arrived meanwhile.
    setImmediate(() => this.nextTurn());
  }

  private nextTurn(): void {
    this.turnScheduled = false;
    this.startedThisTurn = 0;
    while (this.startedThisTurn < this.perTurn) {
      const release = this.first.shift() ?? this.rest.shift();
      if (!release) break;
      this.start();
      release();
    }
  }
}
