import { describe, expect, it } from 'vitest';
import { decodeFieldMask, encodeFieldMask } from './field-mask.js';
import { fromWireResponse, toWireRequest } from './index.js';
import { decodeValues, encodeValues } from './values.js';

describe('value transforms (reference §3.2)', () => {
  it('sends Dates as ISO strings and non-finite numbers as text', () => {
    expect(
      encodeValues({
        at: new Date('2026-11-22T10:00:00Z'),
        list: [Number.NaN, Number.POSITIVE_INFINITY, -Infinity, 1.5],
      }),
    ).toEqual({
      at: '2026-11-22T10:00:00.000Z',
      list: ['NaN', 'Infinity', '-Infinity', 1.5],
    });
  });

  it('reads timestamps at date keys as Dates, leaves other strings, and drops empty dates', () => {
    const decoded = decodeValues(
      {
        createdDate: '2026-11-22T10:00:00.000Z',
        startDate: '2026-11-22T11:00:00Z',
        note: '2026-11-22T10:00:00Z',
        updatedDate: '',
      },
      { dateKeys: ['startDate'] },
    ) as Record<string, unknown>;
    expect(decoded.createdDate).toEqual(new Date('2026-11-22T10:00:00.000Z'));
    expect(decoded.startDate).toEqual(new Date('2026-11-22T11:00:00Z'));
    expect(decoded.note).toBe('2026-11-22T10:00:00Z');
    expect('updatedDate' in decoded).toBe(false);
  });

  it('reads non-finite floats back at float keys', () => {
    expect(decodeValues({ rate: 'Infinity', label: 'NaN' }, { floatKeys: ['rate'] })).toEqual({
      rate: Number.POSITIVE_INFINITY,
      label: 'NaN',
    });
  });

  it('combines renames and values both ways', () => {
    expect(toWireRequest({ _id: 'x', _createdDate: new Date(0) })).toEqual({
      id: 'x',
      createdDate: '1970-01-01T00:00:00.000Z',
    });
    expect(fromWireResponse({ id: 'x', createdDate: '1970-01-01T00:00:00.000Z' })).toEqual({
      _id: 'x',
      _createdDate: new Date(0),
    });
  });
});

describe('field masks', () => {
  it('are sent as one comma-joined string and read from either form', () => {
    expect(encodeFieldMask(['name', 'description'])).toBe('name,description');
    expect(encodeFieldMask('name')).toBe('name');
    expect(decodeFieldMask('a,b')).toEqual(['a', 'b']);
    expect(decodeFieldMask({ paths: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(decodeFieldMask(undefined)).toEqual([]);
  });
});
