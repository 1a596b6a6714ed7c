import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { fewCounted, siteB, useItemsDatabase, violationOf } from '../../testing/query-items.js';
import { sql } from '../db/sql.js';

/** Offset and cursor paging, their metadata, and cursors that outlive deleted rows. */
describe.each(testDialects)('%s', (dialect) => {
  const { run, insert, query, ids } = useItemsDatabase(dialect);

  describe('offset paging', () => {
    const byId = [{ fieldName: 'id' }];

    it('returns the page with count, offset and an exact total', async () => {
      const first = await query('a', { sort: byId, paging: { limit: 5 } });
      expect(first.rows.map((row) => row.id)).toEqual(['a01', 'a02', 'a03', 'a04', 'a05']);
      expect(first.pagingMetadata).toEqual({
        count: 5,
        offset: 0,
        total: 12,
        tooManyToCount: false,
        cursors: {},
      });

      const last = await query('a', { sort: byId, paging: { limit: 5, offset: 10 } });
      expect(last.rows.map((row) => row.id)).toEqual(['a11', 'a12']);
      expect(last.pagingMetadata).toEqual({
        count: 2,
        offset: 10,
        total: 12,
        tooManyToCount: false,
        cursors: {},
      });

      // A page that holds exactly the rest, and one that stops a row short of it.
      const exact = await query('a', { sort: byId, paging: { limit: 7, offset: 5 } });
      expect(exact.pagingMetadata).toMatchObject({ count: 7, offset: 5, total: 12 });
      const short = await query('a', { sort: byId, paging: { limit: 6, offset: 5 } });
      expect(short.pagingMetadata).toMatchObject({ count: 6, offset: 5, total: 12 });

      const beyond = await query('a', { paging: { offset: 50 } });
      expect(beyond.pagingMetadata).toEqual({
        count: 0,
        offset: 50,
        total: 12,
        tooManyToCount: false,
        cursors: {},
      });

      const filtered = await query('a', {
        filter: { hidden: true },
        paging: { limit: 2, offset: 1 },
        sort: byId,
      });
      expect(filtered.rows.map((row) => row.id)).toEqual(['a06', 'a10']);
      expect(filtered.pagingMetadata).toMatchObject({ count: 2, offset: 1, total: 3 });
    });

    it('returns raw rows, with the JSON document as text', async () => {
      const { rows } = await query('a', { filter: { id: 'a02' } });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: 'a02',
        site_id: 'a',
        title: 'Banana',
        created_date: '2024-01-02T00:00:00.000Z',
      });
      expect(JSON.parse(String(rows[0]?.doc))).toMatchObject({ name: 'banana', tags: ['yellow', 'fruit'] });
    });

    it('defaults to 50 rows from offset 0', async () => {
      const { pagingMetadata } = await query('a', {});
      expect(pagingMetadata).toEqual({ count: 12, offset: 0, total: 12, tooManyToCount: false, cursors: {} });
      const zero = await query('a', { paging: { limit: 0 } });
      expect(zero.rows).toEqual([]);
      expect(zero.pagingMetadata).toMatchObject({ count: 0, total: 12 });
    });

    it('stops counting past countLimit and says so', async () => {
      expect((await query('a', {}, fewCounted)).pagingMetadata).toMatchObject({
        total: 10,
        tooManyToCount: true,
      });
      const ten = { createdDate: { $lte: '2024-01-10' } };
      expect((await query('a', { filter: ten }, fewCounted)).pagingMetadata).toMatchObject({
        count: 10,
        total: 10,
        tooManyToCount: false,
      });
      const eleven = { createdDate: { $lte: '2024-01-11' } };
      expect((await query('a', { filter: eleven, paging: { limit: 3 } }, fewCounted)).pagingMetadata).toEqual(
        {
          count: 3,
          offset: 0,
          total: 10,
          tooManyToCount: true,
          cursors: {},
        },
      );
    });
  });

  describe('cursor paging', () => {
    type Page = { ids: unknown[]; next?: string | null; prev?: string | null };
    const page = async (site: string, request: unknown): Promise<Page> => {
      const { rows, pagingMetadata } = await query(site, request);
      expect(pagingMetadata.count).toBe(rows.length);
      expect(Object.keys(pagingMetadata)).toEqual(['count', 'cursors']);
      return { ids: rows.map((row) => row.id), ...pagingMetadata.cursors };
    };
    const follow = (site: string, cursor: string | null | undefined, limit: number) =>
      page(site, { cursorPaging: { cursor, limit } });

    it('walks forward through every page and back again with prev', async () => {
      const first = await page('b', { sort: [{ fieldName: 'price' }], cursorPaging: { limit: 3 } });
      expect(first.ids).toEqual(['b02', 'b06', 'b03']);
      expect(first.prev).toBeUndefined();
      const second = await follow('b', first.next, 3);
      expect(second.ids).toEqual(['b08', 'b05', 'b01']);
      const third = await follow('b', second.next, 3);
      expect(third.ids).toEqual(['b04', 'b09', 'b07']);
      expect(third.next).toBeUndefined();

      const backToSecond = await follow('b', third.prev, 3);
      expect(backToSecond.ids).toEqual(['b08', 'b05', 'b01']);
      expect(backToSecond.next).toBeDefined();
      const backToFirst = await follow('b', backToSecond.prev, 3);
      expect(backToFirst.ids).toEqual(['b02', 'b06', 'b03']);
      expect(backToFirst.prev).toBeUndefined();
      expect((await follow('b', backToFirst.next, 3)).ids).toEqual(['b08', 'b05', 'b01']);
    });

    it('carries the filter and a descending sort in the cursor', async () => {
      const request = { filter: { price: { $gte: 2 } }, sort: [{ fieldName: 'price', order: 'DESC' }] };
      const first = await page('b', { ...request, cursorPaging: { limit: 2 } });
      expect(first.ids).toEqual(['b07', 'b09']);
      const second = await follow('b', first.next, 2);
      expect(second.ids).toEqual(['b04', 'b01']);
      // The request's own filter and sort are ignored once a cursor is given.
      const third = await page('b', {
        filter: { price: 999 },
        sort: [{ fieldName: 'id' }],
        cursorPaging: { cursor: second.next, limit: 2 },
      });
      expect(third).toEqual({ ids: ['b05'], prev: expect.any(String) });
    });

    it('lets the limit change between pages and reports the page size in count', async () => {
      const first = await page('b', {
        sort: [{ fieldName: 'price', order: 'DESC' }],
        cursorPaging: { limit: 4 },
      });
      expect(first.ids).toEqual(['b07', 'b09', 'b04', 'b01']);
      const rest = await follow('b', first.next, 10);
      expect(rest).toEqual({ ids: ['b05', 'b08', 'b03', 'b06', 'b02'], prev: expect.any(String) });
      expect((await follow('b', rest.prev, 2)).ids).toEqual(['b04', 'b01']);
    });

    it('gives no cursors when everything fits on one page', async () => {
      expect(await page('b', { filter: { price: 1 }, cursorPaging: { limit: 5 } })).toEqual({
        ids: ['b08', 'b03'],
      });
      expect(await page('b', { filter: { price: 1 }, cursorPaging: {} })).toEqual({ ids: ['b08', 'b03'] });
      expect(await page('b', { filter: { price: 42 }, cursorPaging: { cursor: null } })).toEqual({ ids: [] });
    });

    it.each([
      [[{ fieldName: 'price' }]],
      [[{ fieldName: 'price', order: 'DESC' }]],
      [[{ fieldName: 'title' }]],
      [
        [
          { fieldName: 'inStock', order: 'DESC' },
          { fieldName: 'price', order: 'ASC' },
        ],
      ],
      [[{ fieldName: 'name' }, { fieldName: 'createdDate', order: 'DESC' }]],
      [[{ fieldName: 'stock.quantity', order: 'DESC' }]],
      [[{ fieldName: 'hidden' }, { fieldName: 'rank', order: 'DESC' }]],
      [[{ fieldName: 'releaseDate' }, { fieldName: 'inStock' }]],
      [[]],
    ])('pages through %j in the same order as offset paging, both ways', async (sort) => {
      const expected = await ids('a', { sort, paging: { limit: 100 } });
      const forward: Page[] = [await page('a', { sort, cursorPaging: { limit: 5 } })];
      for (let at = forward[0]; at?.next; at = forward.at(-1)) forward.push(await follow('a', at.next, 5));
      expect(forward.map((p) => p.ids.length)).toEqual([5, 5, 2]);
      expect(forward.flatMap((p) => p.ids)).toEqual(expected);

      const backward: Page[] = [forward[2] as Page];
      for (let at = backward[0]; at?.prev; at = backward[0]) backward.unshift(await follow('a', at.prev, 5));
      expect(backward.map((p) => p.ids)).toEqual(forward.map((p) => p.ids));
    });

    it('is keyset based: rows inserted before the cursor do not shift the next page', async () => {
      await insert(
        'c',
        siteB.map((row) => ({ ...row, id: row.id.replace('b', 'c') })),
      );
      const first = await page('c', { sort: [{ fieldName: 'price' }], cursorPaging: { limit: 3 } });
      expect(first.ids).toEqual(['c02', 'c06', 'c03']);

      await insert('c', [
        { id: 'c00', day: 20, doc: { price: 0 } },
        { id: 'c10', day: 21, doc: {} },
        { id: 'c11', day: 22, doc: { price: 1 } },
      ]);
      const second = await follow('c', first.next, 3);
      expect(second.ids).toEqual(['c08', 'c11', 'c05']);
      // Going back now shows what lies before the page today, inserted rows included.
      const before = await follow('c', second.prev, 3);
      expect(before.ids).toEqual(['c10', 'c00', 'c03']);
      expect(before.prev).toBeDefined();
      expect((await follow('c', before.prev, 3)).ids).toEqual(['c02', 'c06']);

      await run(sql`DELETE FROM items WHERE id IN ('c08', 'c11', 'c05', 'c01', 'c04', 'c09', 'c07')`);
      const emptied = await follow('c', first.next, 3);
      expect(emptied).toEqual({ ids: [], prev: expect.any(String) });
      // With no boundary row left on the page, prev still reaches the row the cursor was taken at.
      expect((await follow('c', emptied.prev, 3)).ids).toEqual(['c10', 'c00', 'c03']);
    });

    it('rejects a tampered or malformed cursor on cursorPaging.cursor', async () => {
      const { next } = await page('b', { filter: { price: { $gte: 1 } }, cursorPaging: { limit: 2 } });
      const payload = JSON.parse(Buffer.from(String(next), 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const reencode = (changes: Record<string, unknown>) =>
        Buffer.from(JSON.stringify({ ...payload, ...changes })).toString('base64url');
      const expected = { field: 'cursorPaging.cursor', violatedRule: 'FORMAT' };

      for (const cursor of [
        'definitely-not-a-cursor',
        `${next}!`,
        String(next).slice(0, 20),
        reencode({ f: { secret: 'x' } }),
        reencode({ s: [['note', 'ASC']] }),
        reencode({ a: [3, 'b01'] }),
        reencode({ a: [3] }),
      ]) {
        expect(await violationOf(query('b', { cursorPaging: { cursor, limit: 2 } }))).toMatchObject(expected);
      }
      expect(await violationOf(query('b', { cursorPaging: { cursor: 5 } }))).toMatchObject(expected);
    });
  });
});
