import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base } from '@playwright/test';

/**
 * The browser tests run in two workers against one seeded demo site. The haircut takes one
 * person at a time, and the tests that book it, or open Booking Details for it, take its first
 * free time: two of them at once could take the same one and see "This time is no longer
 * available". Every test of a file importing `test` from here holds the haircut's times for its
 * whole run, so those tests run one at a time while the other worker goes on with the rest.
 */
const WAIT_MS = 50;

/** True when the process that wrote `pid` is still running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the lock (a directory: creating one is atomic), waiting while another worker holds it. */
async function takeLock(lock: string): Promise<() => Promise<void>> {
  const owner = join(lock, 'pid');
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(owner, String(process.pid));
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A worker that died holding it (a crash, not a failed test: fixtures are torn down then)
    // does not hold it any more.
    const holder = Number(await readFile(owner, 'utf8').catch(() => ''));
    if (holder > 0 && !alive(holder)) await rm(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
}

export const test = base.extend<{ haircutTimes: undefined }>({
  haircutTimes: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      // In Playwright's output folder, which each run empties first.
      const release = await takeLock(join(testInfo.project.outputDir, 'haircut-times.lock'));
      try {
        await use(undefined);
      } finally {
        await release();
      }
    },
    // Waiting for the other worker's test is not this test's time.
    { auto: true, timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
