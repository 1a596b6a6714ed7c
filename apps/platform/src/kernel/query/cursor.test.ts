import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.js';
import { type CursorState, decodeCursor, encodeCursor, openCursor } from './cursor.js';
import { defineQueryable } from './fields.js';

const entity = defineQueryable({
  table: 'items',
  docColumn: 'doc',
  fields: {
    price: { type: 'number', sortable: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    note: { type: 'string' },
  },
});

const state: CursorState = {
  filter: { price: { $gt: 1 } },
  sort: [{ fieldName: 'price', order: 'DESC' }],
  direction: 'next',
  anchor: { values: [12.5, 'id-1'], inclusive: false },
};

const encodeRaw = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
const payloadOf = (cursor: string) =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>;

function rejects(cursor: string) {
  try {
    openCursor(entity, cursor, 'sqlite');
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).violations).toEqual([
      { field: 'cursorPaging.cursor', description: 'is not a valid cursor', violatedRule: 'FORMAT' },
    ]);
    return;
  }
  throw new Error(`accepted ${cursor}`);
}

describe('cursor', () => {
  it('round-trips through an opaque base64url string', () => {
    const cursor = encodeCursor(state);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(state);
    const { anchor: _, ...withoutAnchor } = state;
    expect(decodeCursor(encodeCursor(withoutAnchor))).toEqual(withoutAnchor);
  });

  it('opens a valid cursor into a filter and keys that end with the id', () => {
    const opened = openCursor(entity, encodeCursor(state), 'sqlite');
    expect(opened.where.render('sqlite').params).toEqual([1]);
    expect(opened.keys.map((key) => key.order)).toEqual(['DESC', 'DESC']);
  });

  it('rejects garbage and structurally wrong payloads', () => {
    const good = payloadOf(encodeCursor(state));
    rejects('not a cursor!');
    rejects(encodeCursor(state).slice(0, -6));
    rejects(encodeRaw([1, 2]));
    rejects(encodeRaw({ ...good, v: 2 }));
    rejects(encodeRaw({ ...good, d: 'sideways' }));
    rejects(encodeRaw({ ...good, s: [['price']] }));
    rejects(encodeRaw({ ...good, s: [['price', 'desc']] }));
    rejects(encodeRaw({ ...good, f: 'price > 1' }));
    rejects(encodeRaw({ ...good, i: undefined }));
    rejects(encodeRaw({ ...good, a: [{ x: 1 }, 'id-1'] }));
  });

  it('rejects edited contents as strictly as a request', () => {
    const good = payloadOf(encodeCursor(state));
    rejects(encodeRaw({ ...good, f: { secret: 'x' } }));
    rejects(encodeRaw({ ...good, f: { price: 'cheap' } }));
    rejects(encodeRaw({ ...good, s: [['note', 'ASC']] }));
    rejects(encodeRaw({ ...good, a: ['12.5', 'id-1'] }));
    rejects(encodeRaw({ ...good, a: [12.5] }));
    rejects(encodeRaw({ ...good, a: [12.5, null] }));
    rejects(encodeRaw({ ...good, s: [['createdDate', 'ASC']], a: [null, 'id-1'] }));
  });
});
