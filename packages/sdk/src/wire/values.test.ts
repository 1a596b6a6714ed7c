import { describe, expect, it } from 'vitest';
import { decodeValues, encodeValues } from './values.js';

describe('encodeValues (reference §3.2)', () => {
  it('sends Dates as ISO strings with milliseconds, at every depth', () => {
    expect(
      encodeValues({
        at: new Date('2026-11-22T10:00:00+02:00'),
        nested: { list: [new Date(0)] },
      }),
    ).toEqual({ at: '2026-11-22T08:00:00.000Z', nested: { list: ['1970-01-01T00:00:00.000Z'] } });
  });

  it('sends non-finite numbers as text and keeps finite ones as numbers', () => {
    expect(
      encodeValues({
        list: [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.5, 0, -0, 1e308],
        rate: Number.NaN,
      }),
    ).toEqual({ list: ['NaN', 'Infinity', '-Infinity', 1.5, 0, -0, 1e308], rate: 'NaN' });
    expect(encodeValues(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('keeps money and int64 strings, and other values, unchanged', () => {
    const url = new URL('https://example.com/');
    expect(
      encodeValues({ price: '10.00', numericId: '9007199254740993', ok: true, none: null, url }),
    ).toEqual({
      price: '10.00',
      numericId: '9007199254740993',
      ok: true,
      none: null,
      url,
    });
  });

  it('does not modify its input', () => {
    const date = new Date(0);
    const input = { when: date, n: Number.NaN };
    encodeValues(input);
    expect(input.when).toBe(date);
    expect(input.n).toBeNaN();
  });

  it('refuses an invalid Date', () => {
    expect(() => encodeValues({ when: new Date('nope') })).toThrow(RangeError);
  });
});

describe('decodeValues', () => {
  it('reads timestamps at the standard date keys, under both names, as Dates', () => {
    expect(
      decodeValues({
        createdDate: '2026-11-22T10:00:00.000Z',
        _updatedDate: '2026-11-22T10:00:00.123+02:00',
        item: { updatedDate: '2026-11-22T10:00:00Z', _createdDate: '2026-11-22T10:00Z' },
        list: [{ createdDate: '2026-11-22T10:00:00.5-05:30' }],
      }),
    ).toEqual({
      createdDate: new Date('2026-11-22T10:00:00.000Z'),
      _updatedDate: new Date('2026-11-22T08:00:00.123Z'),
      item: { updatedDate: new Date('2026-11-22T10:00:00Z'), _createdDate: new Date('2026-11-22T10:00:00Z') },
      list: [{ createdDate: new Date('2026-11-22T15:30:00.500Z') }],
    });
  });

  it('reads the caller`s dateKeys too, and leaves timestamps at other keys as strings', () => {
    const decoded = decodeValues(
      {
        slot: { startDate: '2026-11-22T11:00:00Z', endDate: '2026-11-22T12:00:00Z' },
        note: '2026-11-22T10:00:00Z',
      },
      { dateKeys: ['startDate'] },
    );
    expect(decoded).toEqual({
      slot: { startDate: new Date('2026-11-22T11:00:00Z'), endDate: '2026-11-22T12:00:00Z' },
      note: '2026-11-22T10:00:00Z',
    });
  });

  it('reads an empty date as undefined, leaving the key out', () => {
    const decoded = decodeValues({ updatedDate: '', name: '' }) as Record<string, unknown>;
    expect(decoded).toEqual({ name: '' });
    expect('updatedDate' in decoded).toBe(false);
  });

  it('keeps strings at date keys that are not timestamps', () => {
    expect(
      decodeValues({
        createdDate: 'yesterday',
        updatedDate: '2026-11-22',
        _createdDate: '2026-13-45T99:00:00Z',
      }),
    ).toEqual({ createdDate: 'yesterday', updatedDate: '2026-11-22', _createdDate: '2026-13-45T99:00:00Z' });
  });

  it('converts lists at date keys item by item', () => {
    expect(decodeValues({ dates: ['2026-11-22T10:00:00Z', 'x'] }, { dateKeys: ['dates'] })).toEqual({
      dates: [new Date('2026-11-22T10:00:00Z'), 'x'],
    });
  });

  it('reads non-finite floats back only at floatKeys', () => {
    expect(
      decodeValues(
        { rate: 'Infinity', low: '-Infinity', odd: 'NaN', fine: 1.5, label: 'NaN', rates: ['NaN', 2] },
        { floatKeys: ['rate', 'low', 'odd', 'fine', 'rates'] },
      ),
    ).toEqual({
      rate: Number.POSITIVE_INFINITY,
      low: Number.NEGATIVE_INFINITY,
      odd: Number.NaN,
      fine: 1.5,
      label: 'NaN',
      rates: [Number.NaN, 2],
    });
  });

  it('round-trips with encodeValues', () => {
    const sdk = {
      createdDate: new Date('2026-11-22T10:00:00.000Z'),
      rate: Number.NEGATIVE_INFINITY,
      name: 'n',
    };
    expect(decodeValues(encodeValues(sdk), { floatKeys: ['rate'] })).toEqual(sdk);
  });

  it('does not modify its input', () => {
    const input = { createdDate: '2026-11-22T10:00:00.000Z' };
    decodeValues(input);
    expect(input.createdDate).toBe('2026-11-22T10:00:00.000Z');
  });
});
