import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = new URL('../dist/main.js', import.meta.url).pathname;

/** Starts the built platform on SQLite in `dataDir`; resolves with its address once it listens. */
function start(dataDir: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', DRAIN_SECONDS: '3' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) =>
      reject(new Error(`the platform exited with ${code}: ${output.slice(-2_000)}`)),
    );
  });
  return { child, url };
}

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
    const { child, url } = start(dataDir);
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
