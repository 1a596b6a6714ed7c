import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import type { Database } from './database.js';
import { sql } from './sql.js';

describe.each(testDialects)('reading in batches on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await db.run(sql`CREATE TABLE batch_rows (n INTEGER PRIMARY KEY, label TEXT NOT NULL)`);
    await db.transaction(async (tx) => {
      for (let n = 1; n <= 23; n += 1)
        await tx.run(sql`INSERT INTO batch_rows (n, label) VALUES (${n}, ${`row ${n}`})`);
    });
  });
  afterAll(() => db.close());

  const read = async (query: ReturnType<typeof sql>, size: number) => {
    const batches: number[][] = [];
    await db.batches?.<{ n: number }>(query, size, (rows) => batches.push(rows.map((row) => Number(row.n))));
    return batches;
  };

  it('hands every row over once, in order, a batch at a time', async () => {
    const query = sql`SELECT n FROM batch_rows WHERE n > ${3} ORDER BY n`;
    const batches = await read(query, 5);
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 5]);
    expect(batches.flat()).toEqual((await db.all<{ n: number }>(query)).map((row) => Number(row.n)));
    expect(await read(sql`SELECT n FROM batch_rows ORDER BY n LIMIT 10`, 5)).toHaveLength(2);
    expect(await read(sql`SELECT n FROM batch_rows WHERE n < 0`, 5)).toEqual([]);
  });

  it('gives the connection back after a failed read, and refuses a batch size that is not a count', async () => {
    await expect(read(sql`SELECT nothing FROM batch_rows`, 5)).rejects.toThrow();
    await expect(read(sql`SELECT n FROM batch_rows`, 0)).rejects.toThrow('Invalid batch size');
    // A batch's handler that throws ends the read, and the database goes on answering.
    await expect(
      db.batches?.(sql`SELECT n FROM batch_rows`, 5, () => {
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(db.connections().busy).toBe(0);
    expect(await db.one(sql`SELECT COUNT(*) AS count FROM batch_rows`)).toEqual({ count: 23 });
  });
});
