import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import type { Database, Queryable } from './database.js';
import { sql } from './sql.js';

describe.each(testDialects)('transactions on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await db.run(sql`CREATE TABLE log (seq INTEGER PRIMARY KEY, entry TEXT NOT NULL)`);
    await db.run(sql`CREATE TABLE revisions (id TEXT PRIMARY KEY, revision INTEGER NOT NULL)`);
    await db.run(sql`INSERT INTO revisions (id, revision) VALUES ('shared', 0)`);
  });
  afterAll(() => db.close());

  const entries = async () =>
    (await db.all<{ entry: string }>(sql`SELECT entry FROM log ORDER BY seq`)).map((row) => row.entry);
  const revision = async () =>
    Number(
      (await db.one<{ revision: number }>(sql`SELECT revision FROM revisions WHERE id = 'shared'`))?.revision,
    );
  const bump = (tx: Queryable) =>
    tx.run(sql`UPDATE revisions SET revision = revision + 1 WHERE id = 'shared'`).then(() => undefined);
  let seq = 0;
  const append = (tx: Queryable, entry: string) =>
    tx.run(sql`INSERT INTO log (seq, entry) VALUES (${++seq}, ${entry})`).then(() => undefined);

  it('runs a finishing step once per key, after all the work, and commits it with the work', async () => {
    await db.run(sql`DELETE FROM log`);
    const before = await revision();
    await db.transaction(async (tx) => {
      tx.beforeCommit('revision', async (finishing) => {
        await append(finishing, 'finish');
        await bump(finishing);
      });
      await append(tx, 'first');
      tx.beforeCommit('revision', () => Promise.reject(new Error('asked twice: must not run')));
      await append(tx, 'second');
    });
    expect(await entries()).toEqual(['first', 'second', 'finish']);
    expect(await revision()).toBe(before + 1);
  });

  it('runs no finishing step when the work fails, and keeps nothing of the work', async () => {
    await db.run(sql`DELETE FROM log`);
    const before = await revision();
    await expect(
      db.transaction(async (tx) => {
        tx.beforeCommit('revision', bump);
        await append(tx, 'lost');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await entries()).toEqual([]);
    expect(await revision()).toBe(before);
  });

  it('rolls the work back when a finishing step fails', async () => {
    await db.run(sql`DELETE FROM log`);
    await expect(
      db.transaction(async (tx) => {
        tx.beforeCommit('broken', () => Promise.reject(new Error('the finishing step failed')));
        await append(tx, 'lost');
      }),
    ).rejects.toThrow('the finishing step failed');
    expect(await entries()).toEqual([]);
  });

  it('counts every concurrent transaction that bumps a shared revision last', async () => {
    const before = await revision();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction(async (tx) => {
          tx.beforeCommit('revision', bump);
          await append(tx, `writer ${index}`);
        }),
      ),
    );
    expect(await revision()).toBe(before + 20);
  });

  it.runIf(dialect === 'sqlite')(
    'fails a query on the database itself inside a transaction instead of waiting for its own lock',
    async () => {
      await db.run(sql`DELETE FROM log`);
      await expect(
        db.transaction(async (tx) => {
          await append(tx, 'kept back');
          await db.all(sql`SELECT entry FROM log`);
        }),
      ).rejects.toThrow('Query on the database inside a transaction');
      expect(await entries()).toEqual([]);
    },
  );
});
