import { describe, expect, it } from 'vitest';
import { fieldPathToWire, fromWire, queryToWire, toWire } from './renames.js';

describe('toWire (reference §3.1)', () => {
  it('renames the three system keys at every level, including objects inside arrays', () => {
    expect(
      toWire({
        _id: '1',
        _createdDate: 'c',
        _updatedDate: 'u',
        name: 'n',
        items: [{ _id: '2', nested: { _updatedDate: 'u2', deeper: [[{ _id: '3' }]] } }, 'text', 7],
      }),
    ).toEqual({
      id: '1',
      createdDate: 'c',
      updatedDate: 'u',
      name: 'n',
      items: [{ id: '2', nested: { updatedDate: 'u2', deeper: [[{ id: '3' }]] } }, 'text', 7],
    });
  });

  it('renames each segment of dotted filter keys, inside operators too', () => {
    expect(
      toWire({
        filter: {
          'lineItems._id': 'x',
          '_id._createdDate.name': 1,
          $and: [
            { _createdDate: { $gt: '2026-01-01T00:00:00.000Z' } },
            { 'a._updatedDate': { $exists: true } },
          ],
        },
      }),
    ).toEqual({
      filter: {
        'lineItems.id': 'x',
        'id.createdDate.name': 1,
        $and: [{ createdDate: { $gt: '2026-01-01T00:00:00.000Z' } }, { 'a.updatedDate': { $exists: true } }],
      },
    });
  });

  it('does not rename a key whose target already exists in the same object', () => {
    expect(toWire({ _id: 'stray', id: 'real' })).toEqual({ _id: 'stray', id: 'real' });
    expect(toWire({ id: 'real', _id: 'stray' })).toEqual({ id: 'real', _id: 'stray' });
    expect(toWire({ 'a._id': 1, 'a.id': 2 })).toEqual({ 'a._id': 1, 'a.id': 2 });
    expect(toWire({ outer: { _createdDate: 'x', createdDate: 'y' }, _id: 'z' })).toEqual({
      outer: { _createdDate: 'x', createdDate: 'y' },
      id: 'z',
    });
  });

  it('never lets two keys that rename to the same target overwrite each other', () => {
    expect(toWire({ '_id._id': 1, 'id._id': 2 })).toEqual({ 'id.id': 1, 'id._id': 2 });
  });

  it('leaves values alone, including sort fieldName values and strings equal to a key', () => {
    expect(toWire({ sort: [{ fieldName: '_id', order: 'ASC' }], label: '_id' })).toEqual({
      sort: [{ fieldName: '_id', order: 'ASC' }],
      label: '_id',
    });
  });

  it('does not mistake keys found on Object.prototype for renames', () => {
    expect(toWire({ constructor: 1, toString: 2, hasOwnProperty: 3 })).toEqual({
      constructor: 1,
      toString: 2,
      hasOwnProperty: 3,
    });
  });

  it('keeps Dates and other non-plain objects as the same instances', () => {
    const date = new Date(0);
    const url = new URL('https://example.com/');
    class Money {
      _id = 'kept';
    }
    const money = new Money();
    const output = toWire({ _id: '1', when: date, url, money, list: [date] }) as Record<string, unknown>;
    expect(output.when).toBe(date);
    expect(output.url).toBe(url);
    expect(output.money).toBe(money);
    expect((output.list as unknown[])[0]).toBe(date);
  });

  it('passes primitives, null and undefined through', () => {
    expect(toWire('_id')).toBe('_id');
    expect(toWire(3)).toBe(3);
    expect(toWire(null)).toBeNull();
    expect(toWire(undefined)).toBeUndefined();
  });

  it('never modifies its input and returns new objects', () => {
    const input = { _id: '1', items: [{ _id: '2' }], filter: { 'a._id': 1 } };
    const snapshot = structuredClone(input);
    const output = toWire(input) as { items: unknown[] };
    expect(input).toEqual(snapshot);
    expect(output).not.toBe(input);
    expect(output.items).not.toBe(input.items);
    expect(output.items[0]).not.toBe(input.items[0]);
  });

  it('keeps a __proto__ key from parsed JSON as an ordinary key', () => {
    const output = toWire(JSON.parse('{"__proto__":{"_id":"x"}}')) as object;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(output, '__proto__')?.value).toEqual({ id: 'x' });
  });
});

describe('fromWire', () => {
  it('renames back at every level, including arrays and dotted keys', () => {
    expect(
      fromWire({
        id: '1',
        createdDate: 'c',
        updatedDate: 'u',
        lines: [{ id: '2', catalogReference: { catalogItemId: 'p' } }],
        'a.id': 3,
      }),
    ).toEqual({
      _id: '1',
      _createdDate: 'c',
      _updatedDate: 'u',
      lines: [{ _id: '2', catalogReference: { catalogItemId: 'p' } }],
      'a._id': 3,
    });
  });

  it('keeps both keys when the SDK name is already there', () => {
    expect(fromWire({ id: 'wire', _id: 'other' })).toEqual({ id: 'wire', _id: 'other' });
  });

  it('round-trips with toWire', () => {
    const wire = { id: '1', createdDate: 'c', lines: [{ id: '2', updatedDate: 'u', name: 'n' }], meta: {} };
    const sdk = { _id: '1', items: [{ _createdDate: 'c', tags: ['a', 'b'] }], empty: [] };
    expect(toWire(fromWire(wire))).toEqual(wire);
    expect(fromWire(toWire(sdk))).toEqual(sdk);
  });
});

describe('queryToWire', () => {
  it('renames sort fieldName values, dotted paths segment by segment, besides the keys', () => {
    const query = {
      filter: { _id: { $in: ['a'] }, 'lineItems._id': 'x' },
      sort: [
        { fieldName: '_createdDate', order: 'DESC' },
        { fieldName: 'items._id', order: 'ASC' },
        { fieldName: '_updatedDate' },
        { fieldName: 'name', order: 'ASC' },
      ],
      paging: { offset: 0, limit: 50 },
    };
    expect(queryToWire(query)).toEqual({
      filter: { id: { $in: ['a'] }, 'lineItems.id': 'x' },
      sort: [
        { fieldName: 'createdDate', order: 'DESC' },
        { fieldName: 'items.id', order: 'ASC' },
        { fieldName: 'updatedDate' },
        { fieldName: 'name', order: 'ASC' },
      ],
      paging: { offset: 0, limit: 50 },
    });
  });

  it('finds the query inside a request envelope and keeps odd sort entries', () => {
    expect(queryToWire({ query: { sort: [{ fieldName: '_id' }, 'raw', { fieldName: 3 }] } })).toEqual({
      query: { sort: [{ fieldName: 'id' }, 'raw', { fieldName: 3 }] },
    });
  });

  it('does not modify the query', () => {
    const query = { sort: [{ fieldName: '_id', order: 'ASC' }] };
    queryToWire(query);
    expect(query).toEqual({ sort: [{ fieldName: '_id', order: 'ASC' }] });
  });

  it('exposes the path rename for builders', () => {
    expect(fieldPathToWire('a._id._createdDate')).toBe('a.id.createdDate');
    expect(fieldPathToWire('id')).toBe('id');
  });
});
