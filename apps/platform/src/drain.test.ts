import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBuiltPlatform } from './testing/built-platform.js';

/**
 * Issue 41 (2): a process told to stop (SIGTERM) first says it is not ready, for DRAIN_SECONDS,
 * while it still answers, so a load balancer stops sending before the server closes; then it
 * exits cleanly. Run on SQLite: the drain does not depend on the database.
 */
describe('draining on SIGTERM', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz 503 while draining, /healthz still 200, then exits 0', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bazaar-drain-'));
    const { child, url } = startBuiltPlatform({ DATA_DIR: dataDir, DRAIN_SECONDS: '3' });
    const base = await url;
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      child.kill('SIGTERM');
      // Within the drain: not ready, but still alive and answering.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const draining = await fetch(`${base}/readyz`);
      expect(draining.status).toBe(503);
      const body = (await draining.json()) as { details: { applicationError: { code: string } } };
      expect(body.details.applicationError.code).toBe('NOT_READY');
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
