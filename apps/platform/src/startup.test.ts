import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS_SITE_ID } from '@bazaar/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTestDatabases } from './config.js';
import { TEST_SECRETS_KEY } from './testing/secrets-key.js';

const MAIN = new URL('../dist/main.js', import.meta.url).pathname;
const PROCESSES = 3;
// Each try is three cold starts taking both cores for about 9 s of CPU; ten tries were a fifth of
// the whole Vitest run. The seed's lock is deterministic, so four tries keep the check that every
// process starts and one seeds, at well under half the cost.
const TRIES = 4;
const START_DEADLINE_MS = 60_000;
const settings = loadTestDatabases();

/** Starts the built platform; resolves when it listens, rejects when it exits first. */
function startPlatform(
  databaseUrl: string,
  dataDir: string,
): { child: ChildProcess; listening: Promise<void> } {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Processes sharing a database share its secrets key (each data folder would make its own).
      SECRETS_KEY: TEST_SECRETS_KEY,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = new Promise<void>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) =>
      reject(new Error(`the platform exited with ${code}: ${output.slice(-2_000)}`)),
    );
  });
  return { child, listening };
}

const stop = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      });

/**
 * Issue 12 (6): platform processes started at the same instant on a fresh PostgreSQL database
 * all start, and the demo is seeded once: one site, one client, one owner key.
 */
describe.runIf(settings.dialects.includes('postgres'))('several instances starting at once', () => {
  const admin = new pg.Pool({ connectionString: settings.postgresUrl, max: 2 });
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await admin.end();
  });

  it(
    `starts ${PROCESSES} processes together on a fresh database, ${TRIES} times, and seeds once`,
    async () => {
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        // A fresh, empty schema stands for a fresh database: every connection of the processes
        // uses it through the connection string's search_path.
        const schema = `start_${randomBytes(6).toString('hex')}`;
        await admin.query(`CREATE SCHEMA "${schema}"`);
        cleanups.push(async () => {
          await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        });
        const url = new URL(settings.postgresUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-instances-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

        const platforms = Array.from({ length: PROCESSES }, (_, index) =>
          startPlatform(url.toString(), join(dataDir, String(index))),
        );
        try {
          const results = await Promise.allSettled(platforms.map((platform) => platform.listening));
          const failures = results.flatMap((result) =>
            result.status === 'rejected' ? [String(result.reason)] : [],
          );
          expect({ attempt, failures }).toEqual({ attempt, failures: [] });
        } finally {
          await Promise.all(platforms.map(({ child }) => stop(child)));
        }
        // The demo site with its client and key, the accounts site with the dashboard's client, and
        // the demo owner's account: each made once, whichever process made it.
        const counts = await admin.query<{ sites: number; clients: number; keys: number; accounts: number }>(
          `SELECT (SELECT count(*)::int FROM "${schema}".sites) AS sites,
                  (SELECT count(*)::int FROM "${schema}".oauth_clients) AS clients,
                  (SELECT count(*)::int FROM "${schema}".api_keys) AS keys,
                  (SELECT count(*)::int FROM "${schema}".identities WHERE site_id = '${ACCOUNTS_SITE_ID}') AS accounts`,
        );
        expect({ attempt, ...counts.rows[0] }).toEqual({
          attempt,
          sites: 2,
          clients: 2,
          keys: 1,
          accounts: 1,
        });
      }
    },
    TRIES * START_DEADLINE_MS,
  );
});
