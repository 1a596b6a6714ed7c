import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import { adjustCounter, lockRow } from './counters.js';
import type { Database } from './database.js';
import { sql } from './sql.js';

describe.each(testDialects)('counters on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await db.run(sql`CREATE TABLE stock (id TEXT PRIMARY KEY, quantity INTEGER NOT NULL)`);
  });
  afterAll(() => db.close());

  const quantity = async (id: string) =>
    Number((await db.one<{ quantity: number }>(sql`SELECT quantity FROM stock WHERE id = ${id}`))?.quantity);

  it('never oversells: 50 concurrent decrements of 1 on a stock of 30 leave exactly 0', async () => {
    await db.run(sql`INSERT INTO stock (id, quantity) VALUES ('race', 30)`);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction((tx) =>
          adjustCounter(tx, { table: 'stock', column: 'quantity', where: sql`id = ${'race'}`, delta: -1 }),
        ),
      ),
    );
    expect(results.filter((value) => value !== undefined)).toHaveLength(30);
    expect(results.filter((value) => value === undefined)).toHaveLength(20);
    expect(await quantity('race')).toBe(0);
  });

  it('applies every change exactly once when all fit: 50 decrements of 2 on 100 leave 0', async () => {
    await db.run(sql`INSERT INTO stock (id, quantity) VALUES ('exact', 100)`);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        adjustCounter(db, { table: 'stock', column: 'quantity', where: sql`id = ${'exact'}`, delta: -2 }),
      ),
    );
    expect(results.every((value) => value !== undefined)).toBe(true);
    expect(new Set(results).size).toBe(50);
    expect(await quantity('exact')).toBe(0);
  });

  it('respects an upper bound and reports a missing row as no change', async () => {
    await db.run(sql`INSERT INTO stock (id, quantity) VALUES ('capped', 9)`);
    const change = { table: 'stock', column: 'quantity', where: sql`id = ${'capped'}`, delta: 1, max: 10 };
    expect(await adjustCounter(db, change)).toBe(10);
    expect(await adjustCounter(db, change)).toBeUndefined();
    expect(await adjustCounter(db, { ...change, where: sql`id = ${'nothing'}` })).toBeUndefined();
  });

  it('serialises read-then-write changes made under a row lock', async () => {
    await db.run(sql`INSERT INTO stock (id, quantity) VALUES ('locked', 0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const row = await lockRow<{ quantity: number }>(tx, 'stock', sql`id = ${'locked'}`);
          await tx.run(sql`UPDATE stock SET quantity = ${Number(row?.quantity) + 1} WHERE id = ${'locked'}`);
        }),
      ),
    );
    expect(await quantity('locked')).toBe(20);
  });
});

describe('SQLite transactions', () => {
  it('refuse a query made on the database instead of the transaction, rather than deadlock', async () => {
    const db = await openTestDatabase('sqlite');
    try {
      await expect(db.transaction(() => db.one(sql`SELECT 1 AS one`))).rejects.toThrow(
        'use the transaction (tx)',
      );
      await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toThrow(
        'use the transaction (tx)',
      );
      expect(await db.one(sql`SELECT 1 AS one`)).toEqual({ one: 1 });
    } finally {
      await db.close();
    }
  });
});
