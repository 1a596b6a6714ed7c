import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { bumpRevision, readRevisions, revisionsMigration } from './revisions.js';

describe.each(testDialects)('revisions on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await migrate(db, [revisionsMigration]);
  });
  afterAll(() => db.close());

  it('reads 0 for a scope never bumped, and the scopes in the order asked', async () => {
    await db.transaction(async (tx) => bumpRevision(tx, 'b'));
    expect(await readRevisions(db, ['a', 'b', 'a'])).toEqual([0, 1, 0]);
    expect(await readRevisions(db, [])).toEqual([]);
  });

  it('bumps a scope once per transaction, however often asked, and not when it rolls back', async () => {
    await db.transaction(async (tx) => {
      bumpRevision(tx, 'once');
      bumpRevision(tx, 'once');
      bumpRevision(tx, 'other');
    });
    expect(await readRevisions(db, ['once', 'other'])).toEqual([1, 1]);
    await expect(
      db.transaction(async (tx) => {
        bumpRevision(tx, 'once');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readRevisions(db, ['once'])).toEqual([1]);
  });

  it('counts every one of 30 concurrent transactions, the first of them included', async () => {
    await Promise.all(
      Array.from({ length: 30 }, () => db.transaction(async (tx) => bumpRevision(tx, 'busy'))),
    );
    expect(await readRevisions(db, ['busy'])).toEqual([30]);
  });
});
