import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { bumpRevision, readRevisions, revisionsMigration } from './revisions.js';
import { openSqlite } from './sqlite.js';

describe.each(testDialects)('revisions on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await migrate(db, [revisionsMigration]);
  });
  afterAll(() => db.close());

  // On SQLite another process is another connection to the file (below).
  it.runIf(dialect === 'postgres')(
    "sees this process's bumps at once and another process's within a second",
    async () => {
      // A PostgreSQL sibling is another pool on the same schema: what another process would see and write.
      const elsewhere = await db.sibling('elsewhere');
      await migrate(elsewhere, [revisionsMigration]);
      const [before = 0] = await readRevisions(db, ['shared']);
      await db.transaction(async (tx) => bumpRevision(tx, 'shared'));
      expect(await readRevisions(db, ['shared'])).toEqual([before + 1]);
      await elsewhere.transaction(async (tx) => bumpRevision(tx, 'shared'));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await readRevisions(db, ['shared'])).toEqual([before + 2]);
    },
  );

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

describe('revisions remembered on SQLite', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bazaar-revisions-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  /** The database with its revision queries counted. */
  const counting = (db: Database) => {
    const counted = { ...db, queries: 0 };
    counted.all = (query) => {
      counted.queries += 1;
      return db.all(query);
    };
    return counted;
  };

  it('reads the table again only after a write, committed or rolled back', async () => {
    const db = counting(openSqlite(join(directory, 'own.db')));
    await migrate(db, [revisionsMigration]);
    await db.transaction(async (tx) => bumpRevision(tx, 'catalogue'));
    expect(await readRevisions(db, ['catalogue', 'site'])).toEqual([1, 0]);
    const afterFirstRead = db.queries;
    expect(await readRevisions(db, ['catalogue', 'site'])).toEqual([1, 0]);
    expect(await readRevisions(db, ['site'])).toEqual([0]);
    expect(db.queries).toBe(afterFirstRead);

    await db.transaction(async (tx) => bumpRevision(tx, 'catalogue'));
    expect(await readRevisions(db, ['catalogue', 'site'])).toEqual([2, 0]);
    expect(db.queries).toBe(afterFirstRead + 1);

    await expect(
      db.transaction(async (tx) => {
        bumpRevision(tx, 'catalogue');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readRevisions(db, ['catalogue'])).toEqual([2]);
    await db.close();
  });

  it('sees a revision bumped by another process sharing the file', async () => {
    const file = join(directory, 'shared.db');
    const here = openSqlite(file);
    const elsewhere = openSqlite(file);
    await migrate(here, [revisionsMigration]);
    expect(await readRevisions(here, ['catalogue'])).toEqual([0]);
    expect(await readRevisions(here, ['catalogue'])).toEqual([0]);
    await elsewhere.transaction(async (tx) => bumpRevision(tx, 'catalogue'));
    // Another process's commit is noticed within 20 ms (this process's own at once).
    await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await readRevisions(here, ['catalogue'])).toEqual([1]);
    await Promise.all([here.close(), elsewhere.close()]);
  });

  it('reads interleaved with bumps see every committed bump', async () => {
    const db = openSqlite(join(directory, 'racing.db'));
    await migrate(db, [revisionsMigration]);
    // Reads and bumps interleaved on the one connection: every read after a bump's commit sees it.
    for (let round = 1; round <= 20; round++) {
      const bumped = db.transaction(async (tx) => bumpRevision(tx, 'catalogue'));
      const during = readRevisions(db, ['catalogue']);
      await bumped;
      expect(await readRevisions(db, ['catalogue'])).toEqual([round]);
      expect((await during)[0]).toBeGreaterThanOrEqual(round - 1);
    }
    await db.close();
  });
});
