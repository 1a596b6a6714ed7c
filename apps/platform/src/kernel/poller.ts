/**
 * Runs `work` again and again, `intervalMs` after each run ends (never two at once), until
 * stopped; a failed run is logged and the next one still comes. The background loops of a
 * process (due jobs, the outbox) run on it.
 */
export interface Poller {
  start(intervalMs?: number): void;
  /** Stops the loop and waits for a run in progress to end. */
  stop(): Promise<void>;
}

export function createPoller(
  work: () => Promise<unknown>,
  log: { error(details: object, message: string): void },
  failure: string,
): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  return {
    start(intervalMs = 1_000) {
      stopped = false;
      const tick = () => {
        running = work()
          .catch((error: unknown) => log.error({ err: String(error) }, failure))
          .finally(() => {
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
  };
}
