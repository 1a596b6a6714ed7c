import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import { ManualClock } from '../clock.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { sql } from '../db/sql.js';
import { createJobRunner, type JobHandler, scheduleJob } from './jobs.js';
import { jobsMigration } from './migration.js';

const quiet = { error() {} };
const DAY = 86_400_000;

/**
 * Finished jobs do not pile up: the runner deletes done ones a month after they finished and
 * failed ones after three months, at most once an hour; pending jobs are never touched.
 */
describe.each(testDialects)('pruning finished jobs on %s', (dialect) => {
  let db: Database;
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await migrate(db, [jobsMigration]);
  });
  afterAll(() => db.close());

  const states = async () =>
    (await db.all<{ kind: string; state: string }>(sql`SELECT kind, state FROM jobs ORDER BY kind`)).map(
      (row) => `${row.kind} ${row.state}`,
    );
  const ok: JobHandler = async () => undefined;
  const fail: JobHandler = async () => {
    throw new Error('always');
  };

  it('keeps recent and pending jobs, and deletes done ones after a month and failed ones after three', async () => {
    const runner = createJobRunner(db, clock, { ok, fail }, quiet);
    await scheduleJob(db, clock, 'ok', {}, { dedupeKey: 'once' });
    await scheduleJob(db, clock, 'fail', {}, { maxAttempts: 1 });
    await scheduleJob(db, clock, 'later', {}, { runAt: new Date(clock.now().getTime() + 400 * DAY) });
    await runner.runDue();
    expect(await states()).toEqual(['fail failed', 'later pending', 'ok done']);

    clock.advance(29 * DAY);
    await runner.runDue();
    expect(await states()).toEqual(['fail failed', 'later pending', 'ok done']);
    // Its dedupe key still refuses the same job a second time.
    await scheduleJob(db, clock, 'ok', {}, { dedupeKey: 'once' });
    expect((await states()).filter((state) => state.startsWith('ok'))).toEqual(['ok done']);

    clock.advance(2 * DAY);
    await runner.runDue();
    expect(await states()).toEqual(['fail failed', 'later pending']);

    clock.advance(60 * DAY);
    await runner.runDue();
    expect(await states()).toEqual(['later pending']);
  });
});
