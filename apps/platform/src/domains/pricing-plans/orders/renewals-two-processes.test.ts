import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig, loadTestDatabases } from '../../../config.js';
import { ManualClock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { openPostgres } from '../../../kernel/db/postgres.js';
import { sql } from '../../../kernel/db/sql.js';
import { createJobRunner, type JobRunner } from '../../../kernel/jobs/jobs.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { TEST_SECRETS_KEY } from '../../../testing/secrets-key.js';
import { plansTestCalls } from '../test-calls.js';

const settings = loadTestDatabases();
const DAY = 86_400_000;
const BUYERS = 8;
const DAYS = 30;

/**
 * Two platform processes on one PostgreSQL database, each with its own pool, services and job
 * runner, polling side by side through a simulated month of daily renewals: each cycle of each
 * order must be charged exactly once, whichever process takes its job.
 */
describe.runIf(settings.dialects.includes('postgres'))(
  'plan renewals run by two processes on PostgreSQL',
  () => {
    let t: TestApp;
    let second: Database;
    const runners: JobRunner[] = [];
    const clock = new ManualClock('2030-03-01T08:00:00.000Z');
    const { createPlan, signUp, buy } = plansTestCalls(() => t);

    beforeAll(async () => {
      t = await buildTestApp('postgres', {}, { clock });
      const schema =
        (await t.db.one<{ schema: string }>(sql`SELECT current_schema() AS schema`))?.schema ?? '';
      second = await openPostgres({ url: settings.postgresUrl, schema, maxConnections: 4 });
      const config = loadConfig({
        PASSWORD_HASH_COST: '12',
        DATABASE_FILE: ':memory:',
        SECRETS_KEY: TEST_SECRETS_KEY,
      });
      const other = await buildApp({
        config,
        db: second,
        logger: false,
        clock,
      });
      const first = await buildApp({
        config,
        db: t.db,
        logger: false,
        clock,
      });
      const quiet = { error: () => undefined };
      runners.push(
        createJobRunner(t.db, clock, first.jobs, quiet),
        createJobRunner(second, clock, other.jobs, quiet),
      );
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    it('charges every daily cycle of a month once, with both processes taking jobs', async () => {
      const plan = await createPlan({
        name: 'Day pass subscription',
        pricing: { subscription: { cycleDuration: { count: 1, unit: 'DAY' } }, price: { value: '3' } },
      });
      const orderIds: string[] = [];
      for (let buyer = 0; buyer < BUYERS; buyer++) orderIds.push((await buy(plan.id, await signUp())).id);
      let takenByFirst = 0;
      let takenBySecond = 0;
      for (let day = 0; day < DAYS; day++) {
        clock.advance(DAY);
        // Both processes poll at once, each with two pollers, as two running platforms would.
        const [a = 0, b = 0, c = 0, d = 0] = await Promise.all(
          runners.flatMap((runner) => [runner.runDue(), runner.runDue()]),
        );
        takenByFirst += a + b;
        takenBySecond += c + d;
      }
      const rows = await t.db.all<{
        order_id: string;
        cycle_index: number | string;
        n: number | string;
        paid: number | string;
      }>(sql`
      SELECT order_id, cycle_index, COUNT(*) AS n, SUM(CASE WHEN status = 'PAID' THEN 1 ELSE 0 END) AS paid
      FROM pricing_plan_charges GROUP BY order_id, cycle_index`);
      expect(rows).toHaveLength(BUYERS * (DAYS + 1));
      expect(rows.every((row) => Number(row.n) === 1 && Number(row.paid) === 1)).toBe(true);
      for (const id of orderIds) {
        const cycles = rows.filter((row) => row.order_id === id).map((row) => Number(row.cycle_index));
        expect(cycles.sort((a, b) => a - b)).toEqual(
          Array.from({ length: DAYS + 1 }, (_, index) => index + 1),
        );
      }
      const failed = await t.db.one<{ n: number | string }>(
        sql`SELECT COUNT(*) AS n FROM jobs WHERE state = 'failed'`,
      );
      expect(Number(failed?.n)).toBe(0);
      expect(takenByFirst).toBeGreaterThan(0);
      expect(takenBySecond).toBeGreaterThan(0);
    });
  },
);
