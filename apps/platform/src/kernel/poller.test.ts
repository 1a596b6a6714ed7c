import { describe, expect, it } from 'vitest';
import { createPoller } from './poller.js';

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
};

describe('poller', () => {
  it('runs its work again after each run, goes on after a failure, and stops', async () => {
    const errors: string[] = [];
    let runs = 0;
    const poller = createPoller(
      async () => {
        runs++;
        if (runs === 2) throw new Error('second run fails');
      },
      { error: (_details, message) => errors.push(message) },
      'work failed',
    );
    poller.start(1);
    await until(() => runs >= 4);
    await poller.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(stoppedAt);
    expect(errors).toEqual(['work failed']);
  });

  it('waits for a run in progress when stopped', async () => {
    let finished = false;
    const poller = createPoller(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished = true;
      },
      { error() {} },
      'work failed',
    );
    poller.start(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await poller.stop();
    expect(finished).toBe(true);
  });
});
