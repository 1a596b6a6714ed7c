import { describe, expect, it } from 'vitest';
import { HttpClient } from '../http.js';
import { createQuery } from './builder.js';

const endpoint = (paging: 'offset' | 'cursor') =>
  createQuery({
    http: new HttpClient({ apiBaseUrl: 'http://127.0.0.1:1', authHeaders: async () => ({}) }),
    method: 'POST',
    path: '/x',
    itemsKey: 'things',
    paging,
  });

describe('what the query builder sends (reference §3.5)', () => {
  it('starts with an empty filter and offset paging of 50', () => {
    expect(endpoint('offset').build()).toEqual({ filter: {}, paging: { offset: 0, limit: 50 } });
    expect(endpoint('cursor').build()).toEqual({ filter: {}, cursorPaging: { limit: 50 } });
  });

  it('sends eq as a plain value, undefined as null, and the operators as $-keys', () => {
    expect(endpoint('offset').eq('a', 1).build().filter).toEqual({ a: 1 });
    expect(endpoint('offset').eq('a', undefined).build().filter).toEqual({ a: null });
    const q = endpoint('offset').ne('a', 1).gt('b', 2).ge('c', 3).lt('d', 4).le('e', 5);
    expect(q.build().filter).toEqual({
      $and: [{ a: { $ne: 1 } }, { b: { $gt: 2 } }, { c: { $gte: 3 } }, { d: { $lt: 4 } }, { e: { $lte: 5 } }],
    });
  });

  it('maps the remaining helpers', () => {
    const filter = (q: ReturnType<typeof endpoint>) => q.build().filter;
    const q = endpoint('offset');
    expect(filter(q.in('a', [1]))).toEqual({ a: { $in: [1] } });
    expect(filter(q.hasSome('a', ['x']))).toEqual({ a: { $hasSome: ['x'] } });
    expect(filter(q.hasAll('a', ['x']))).toEqual({ a: { $hasAll: ['x'] } });
    expect(filter(q.startsWith('a', 'x'))).toEqual({ a: { $startsWith: 'x' } });
    expect(filter(q.exists('a'))).toEqual({ a: { $exists: true } });
    expect(filter(q.exists('a', false))).toEqual({ a: { $exists: false } });
    expect(filter(q.isEmpty('a'))).toEqual({ a: null });
    expect(filter(q.isNotEmpty('a'))).toEqual({ a: { $ne: null } });
    expect(filter(q.between('a', 1, 5))).toEqual({ $and: [{ a: { $gte: 1 } }, { a: { $lt: 5 } }] });
  });

  it('combines with and, or and not, keeping $and flat', () => {
    const q = endpoint('offset');
    expect(q.eq('a', 1).and(q.eq('b', 2).eq('c', 3)).build().filter).toEqual({
      $and: [{ a: 1 }, { b: 2 }, { c: 3 }],
    });
    expect(q.eq('a', 1).or(q.eq('b', 2)).build().filter).toEqual({ $or: [{ a: 1 }, { b: 2 }] });
    expect(q.eq('a', 1).not(q.eq('b', 2)).build().filter).toEqual({ $and: [{ a: 1 }, { $not: { b: 2 } }] });
  });

  it('appends sort in call order and sets limit and skip', () => {
    const built = endpoint('offset').ascending('a', 'b').descending('c').limit(10).skip(20).build();
    expect(built.sort).toEqual([
      { fieldName: 'a', order: 'ASC' },
      { fieldName: 'b', order: 'ASC' },
      { fieldName: 'c', order: 'DESC' },
    ]);
    expect(built.paging).toEqual({ offset: 20, limit: 10 });
  });

  it('sends only cursorPaging once a cursor is set', () => {
    expect(endpoint('cursor').eq('a', 1).limit(5).cursor('abc').build()).toEqual({
      cursorPaging: { limit: 5, cursor: 'abc' },
    });
  });

  it('is immutable: every call returns a new builder', () => {
    const base = endpoint('offset');
    base.eq('a', 1);
    expect(base.build().filter).toEqual({});
  });
});
