import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { sql } from '../../kernel/db/sql.js';
import { newId } from '../../kernel/ids.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { refreshTokenPruning } from './pruning.js';
import { issueRefreshToken } from './refresh-tokens-repo.js';

const DAY_MS = 86_400_000;

/** Every visit writes a refresh token; those expired more than a day ago are deleted, hourly. */
describe.each(testDialects)('refresh token pruning on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2031-01-10T12:00:00.000Z');
  const count = async () =>
    (await t.db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM refresh_tokens`))?.n ?? 0;
  const issue = (ttlDays: number) =>
    issueRefreshToken(
      t.db,
      { siteId: t.siteId, clientId: DEFAULT_CLIENT_ID, role: 'visitor', visitorId: newId() },
      ttlDays * 86_400,
      clock.now(),
    );

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  it('deletes tokens a day past their expiry, and keeps the rest', async () => {
    const before = await count();
    await issue(1);
    await issue(1);
    await issue(30);
    const prune = refreshTokenPruning(t.db, clock);
    // Expired an hour ago: kept for a day yet.
    clock.advance(DAY_MS + 3_600_000);
    await prune.work();
    expect(await count()).toBe(before + 3);
    clock.advance(DAY_MS);
    await prune.work();
    expect(await count()).toBe(before + 1);
    // Hourly, in every process.
    expect(prune.intervalMs).toBe(3_600_000);
  });
});
