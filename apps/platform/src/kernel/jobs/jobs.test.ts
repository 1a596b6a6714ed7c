import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestDatabases } from '../../config.js';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import { ManualClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openPostgres } from '../db/postgres.js';
import { sql } from '../db/sql.js';
import { backoffAfter, createJobRunner, type JobHandler, scheduleJob } from './jobs.js';
import { jobsMigration } from './migration.js';

const quiet = { error() {} };
const effectsTable = sql`CREATE TABLE effects (job_id TEXT NOT NULL, note TEXT NOT NULL)`;

describe.each(testDialects)('jobs on %s', (dialect) => {
  let db: Database;
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await migrate(db, [jobsMigration]);
    await db.run(effectsTable);
  });
  afterAll(() => db.close());

  const effectsOf = async (note: string) =>
    (await db.all<{ job_id: string }>(sql`SELECT job_id FROM effects WHERE note = ${note}`)).length;
  const record: JobHandler<{ note: string }> = async ({ id, payload, tx }) => {
    await tx.run(sql`INSERT INTO effects (job_id, note) VALUES (${id}, ${payload.note})`);
  };

  it('runs a job when it is due, not before, and only once', async () => {
    const runner = createJobRunner(db, clock, { record }, quiet);
    await db.transaction(async (tx) => {
      await scheduleJob(tx, clock, 'record', { note: 'now' });
      await scheduleJob(
        tx,
        clock,
        'record',
        { note: 'later' },
        { runAt: new Date(clock.now().getTime() + 60_000) },
      );
    });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(await effectsOf('now')).toBe(1);
    expect(await effectsOf('later')).toBe(0);
    clock.advance(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(await effectsOf('later')).toBe(1);
    expect(await runner.runDue()).toBe(0);
  });

  it('schedules a job with a dedupe key once', async () => {
    const runner = createJobRunner(db, clock, { record }, quiet);
    for (let i = 0; i < 3; i++)
      await db.transaction((tx) =>
        scheduleJob(tx, clock, 'record', { note: 'deduped' }, { dedupeKey: 'only-once' }),
      );
    await runner.runDue();
    expect(await effectsOf('deduped')).toBe(1);
  });

  it('retries a failing job with growing backoff, undoing its work each time, and stops after its limit', async () => {
    let calls = 0;
    const flaky: JobHandler<{ note: string }> = async ({ id, tx, attempt }) => {
      calls++;
      expect(attempt).toBe(calls);
      await tx.run(sql`INSERT INTO effects (job_id, note) VALUES (${id}, ${'flaky'})`);
      throw new Error(`failure ${attempt}`);
    };
    const runner = createJobRunner(db, clock, { flaky }, quiet);
    await db.transaction((tx) => scheduleJob(tx, clock, 'flaky', {}, { maxAttempts: 3 }));
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(1);
    // Not again before the first backoff has passed.
    clock.advance(backoffAfter(1) - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(2);
    clock.advance(backoffAfter(2) - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(3);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
    const job = await db.one<{ state: string; attempts: number; last_error: string }>(
      sql`SELECT state, attempts, last_error FROM jobs WHERE kind = 'flaky'`,
    );
    expect(job).toEqual({ state: 'failed', attempts: 3, last_error: 'failure 3' });
    expect(await effectsOf('flaky')).toBe(0);
    expect(backoffAfter(2)).toBe(2 * backoffAfter(1));
  });
});

/**
 * Two platform processes polling one PostgreSQL database: here two pools of their own on the
 * same schema, each with four pollers at once, and 1,000 jobs due together.
 */
const settings = loadTestDatabases();
describe.runIf(settings.dialects.includes('postgres'))('jobs polled by two processes on PostgreSQL', () => {
  const schema = `test_jobs_${randomBytes(5).toString('hex')}`;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openPostgres({
      url: settings.postgresUrl,
      schema,
      dropSchemaOnClose: true,
      maxConnections: 6,
    });
    second = await openPostgres({ url: settings.postgresUrl, schema, maxConnections: 6 });
    await migrate(first, [jobsMigration]);
    await first.run(effectsTable);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('runs each of 1,000 jobs due at once exactly once', async () => {
    const clock = new ManualClock();
    await first.transaction(async (tx) => {
      for (let i = 0; i < 1_000; i++) await scheduleJob(tx, clock, 'record', { note: `job ${i}` });
    });
    const runs = new Map<string, number>();
    const record: JobHandler<{ note: string }> = async ({ id, payload, tx }) => {
      runs.set(id, (runs.get(id) ?? 0) + 1);
      await tx.run(sql`INSERT INTO effects (job_id, note) VALUES (${id}, ${payload.note})`);
    };
    const pollers = [first, second].flatMap((db) => {
      const runner = createJobRunner(db, clock, { record }, quiet);
      return Array.from({ length: 4 }, () => runner.runDue());
    });
    const taken = await Promise.all(pollers);
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(1_000);
    // Both processes took a share of the work.
    expect(taken.slice(0, 4).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(taken.slice(4).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(1_000);
    const effects = await first.one<{ rows: number; jobs: number }>(
      sql`SELECT count(*)::int AS rows, count(DISTINCT job_id)::int AS jobs FROM effects`,
    );
    expect(effects).toEqual({ rows: 1_000, jobs: 1_000 });
    const states = await first.all<{ state: string; n: number }>(
      sql`SELECT state, count(*)::int AS n FROM jobs GROUP BY state`,
    );
    expect(states).toEqual([{ state: 'done', n: 1_000 }]);
  }, 120_000);
});
