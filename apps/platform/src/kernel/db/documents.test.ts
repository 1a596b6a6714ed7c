import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../../testing/databases.js';
import { defineQueryable } from '../query/index.js';
import type { Database } from './database.js';
import { documentTable, parseDocument } from './documents.js';
import { sql } from './sql.js';

interface Note {
  id: string;
  siteId: string;
  title: string;
  revision: number;
  createdDate: string;
  tags?: string[];
  pinned?: boolean;
}

const notes = documentTable<Note>({
  table: 'notes',
  columns: (note) => ({
    id: note.id,
    site_id: note.siteId,
    title: note.title,
    revision: note.revision,
    created_date: note.createdDate,
  }),
  fixed: ['id', 'site_id', 'created_date'],
  extra: { columns: ['pinned'], from: (note, row) => ({ ...note, pinned: Boolean(Number(row.pinned)) }) },
});

const queryableNotes = defineQueryable({
  table: 'notes',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    title: { type: 'string', column: 'title', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

const note = (id: string, title: string, createdDate: string): Note => ({
  id,
  siteId: 'site-a',
  title,
  revision: 1,
  createdDate,
  tags: ['x', 'ü'],
});

describe('parseDocument', () => {
  it('parses JSON text and passes a parsed jsonb value through', () => {
    expect(parseDocument<{ a: number }>('{"a":1}')).toEqual({ a: 1 });
    expect(parseDocument<{ a: number }>({ a: 1 })).toEqual({ a: 1 });
  });
});

describe.each(testDialects)('document tables on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await db.run(sql`
      CREATE TABLE notes (id TEXT NOT NULL, site_id TEXT NOT NULL, title TEXT NOT NULL, revision INTEGER NOT NULL,
        created_date TEXT NOT NULL, pinned INTEGER NOT NULL DEFAULT 0, doc TEXT NOT NULL, PRIMARY KEY (site_id, id))`);
    await notes.insert(db, note('n1', 'First', '2026-01-01T00:00:00.000Z'));
    await notes.insert(db, note('n2', 'Second', '2026-01-02T00:00:00.000Z'));
    await notes.insert(db, { ...note('n3', 'Elsewhere', '2026-01-03T00:00:00.000Z'), siteId: 'site-b' });
  });
  afterAll(() => db.close());

  it('reads a record by id within its site only, with the extra columns merged in', async () => {
    expect(await notes.findById(db, 'site-a', 'n1')).toEqual({
      ...note('n1', 'First', '2026-01-01T00:00:00.000Z'),
      pinned: false,
    });
    expect(await notes.findById(db, 'site-a', 'n3')).toBeUndefined();
  });

  it('reads by ids in creation order, and nothing for no ids', async () => {
    const found = await notes.findByIds(db, 'site-a', ['n2', 'n1', 'n3']);
    expect(found.map(({ id }) => id)).toEqual(['n1', 'n2']);
    expect(await notes.findByIds(db, 'site-a', [])).toEqual([]);
  });

  it('answers a Wix query within its scope', async () => {
    const { records, pagingMetadata } = await notes.query(
      db,
      queryableNotes,
      { filter: { title: { $startsWith: 'S' } } },
      sql`site_id = ${'site-a'}`,
    );
    expect(records.map(({ id }) => id)).toEqual(['n2']);
    expect(pagingMetadata.count).toBe(1);
  });

  it('updates over the revision before only, leaving the fixed columns alone', async () => {
    const current = await notes.findById(db, 'site-a', 'n1');
    if (!current) throw new Error('n1 is missing');
    const next = { ...current, title: 'First, again', revision: 2, createdDate: '2030-01-01T00:00:00.000Z' };
    const where = sql`id = ${'n1'} AND site_id = ${'site-a'}`;
    expect(await notes.update(db, next, where, { revision: 2 })).toBe(true);
    // A second writer that read revision 1 too loses.
    expect(await notes.update(db, { ...next, title: 'Stale' }, where, { revision: 2 })).toBe(false);
    expect((await notes.findById(db, 'site-a', 'n1'))?.title).toBe('First, again');
    const column = await db.one<{ created_date: string }>(
      sql`SELECT created_date FROM notes WHERE id = ${'n1'} AND site_id = ${'site-a'}`,
    );
    expect(column?.created_date).toBe('2026-01-01T00:00:00.000Z');
  });

  it('inserts once when told what conflicts', async () => {
    const twice = note('n4', 'Twice', '2026-01-04T00:00:00.000Z');
    expect(await notes.insert(db, twice, { ifMissing: sql.raw('site_id, id') })).toBe(1);
    expect(await notes.insert(db, { ...twice, title: 'Again' }, { ifMissing: sql.raw('site_id, id') })).toBe(
      0,
    );
    expect((await notes.findById(db, 'site-a', 'n4'))?.title).toBe('Twice');
  });

  it('locks and reads a row inside a transaction', async () => {
    const locked = await db.transaction((tx) => notes.lock(tx, sql`id = ${'n2'} AND site_id = ${'site-a'}`));
    expect(locked?.title).toBe('Second');
  });
});
