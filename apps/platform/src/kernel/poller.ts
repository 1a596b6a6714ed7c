/**
 * Runs `work` again and again, `intervalMs` after each run ends (never two at once), until
 * stopped; a failed run is logged and the next one still comes. The background loops of a
 * process (due jobs, the outbox) run on it.
 */
export interface Poller {
  start(intervalMs?: number): void;
  /** Stops the loop and waits for a run in progress to end. */
  stop(): Promise<void>;
  /** Whether the loop runs and a run ended (or it started) within `withinMs`: a stuck loop is not. */
  alive(withinMs: number): boolean;
}

export function createPoller(
  work: () => Promise<unknown>,
  log: { error(details: object, message: string): void },
  failure: string,
): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let lastBeat = 0;
  return {
    start(intervalMs = 1_000) {
      stopped = false;
      lastBeat = Date.now();
      const tick = () => {
        running = work()
          .catch((error: unknown) => log.error({ err: String(error) }, failure))
          .finally(() => {
            lastBeat = Date.now();
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    alive: (withinMs) => !stopped && Date.now() - lastBeat <= withinMs,
  };
}
