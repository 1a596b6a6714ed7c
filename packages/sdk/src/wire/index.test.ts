import { describe, expect, it } from 'vitest';
import { fromWireResponse, serializeGet, toWireRequest } from './index.js';

describe('toWireRequest / fromWireResponse', () => {
  it('renames keys, sort fields and values on the way out', () => {
    expect(
      toWireRequest({
        query: {
          filter: { _createdDate: { $gt: new Date(0) }, 'items._id': 'x' },
          sort: [{ fieldName: '_createdDate', order: 'DESC' }],
        },
        product: { _id: 'p', weight: Number.POSITIVE_INFINITY },
      }),
    ).toEqual({
      query: {
        filter: { createdDate: { $gt: '1970-01-01T00:00:00.000Z' }, 'items.id': 'x' },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      },
      product: { id: 'p', weight: 'Infinity' },
    });
  });

  it('renames keys and reads dates on the way in', () => {
    expect(
      fromWireResponse(
        {
          product: { id: 'p', createdDate: '2026-11-22T10:00:00.000Z', updatedDate: '' },
          slots: [{ startDate: '2026-11-22T11:00:00Z', endDate: '2026-11-22T12:00:00Z' }],
        },
        { dateKeys: ['startDate'] },
      ),
    ).toEqual({
      product: { _id: 'p', _createdDate: new Date('2026-11-22T10:00:00.000Z') },
      slots: [{ startDate: new Date('2026-11-22T11:00:00Z'), endDate: '2026-11-22T12:00:00Z' }],
    });
  });

  it('round-trips an entity', () => {
    const entity = { _id: 'x', _createdDate: new Date('2026-11-22T10:00:00.000Z'), lines: [{ _id: 'l' }] };
    expect(fromWireResponse(JSON.parse(JSON.stringify(toWireRequest(entity))))).toEqual(entity);
  });

  it('makes a GET URL from an SDK-form query', () => {
    const url = serializeGet(
      '/q',
      toWireRequest({ query: { filter: { _id: 'a' } } }) as Record<string, unknown>,
    );
    expect(url.startsWith('/q?.r=')).toBe(true);
  });
});
