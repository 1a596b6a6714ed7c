import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.js';
import { defineQueryable } from './fields.js';
import { normaliseDate, scalarValue } from './values.js';

describe('normaliseDate', () => {
  it.each([
    ['2024-01-01', '2024-01-01T00:00:00.000Z'],
    ['2024-01-01T10:00', '2024-01-01T10:00:00.000Z'],
    ['2024-01-01T10:00:05Z', '2024-01-01T10:00:05.000Z'],
    ['2024-01-01T10:00:05.1Z', '2024-01-01T10:00:05.100Z'],
    ['2024-01-01T10:00:05.123456Z', '2024-01-01T10:00:05.123Z'],
    ['2024-01-01T10:00:00+02:00', '2024-01-01T08:00:00.000Z'],
    ['2024-01-01T00:30:00-0130', '2024-01-01T02:00:00.000Z'],
    ['2024-02-29T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
  ])('%s becomes %s', (input, expected) => {
    expect(normaliseDate(input)).toBe(expected);
    expect(normaliseDate({ $date: input })).toBe(expected);
  });

  it.each([
    'not a date',
    '2024-02-30',
    '2023-02-29T00:00:00Z',
    '2024-13-01',
    '2024-01-01T25:00:00Z',
    '1704067200000',
    'March 7, 2024',
    '',
  ])('refuses %j', (input) => {
    expect(normaliseDate(input)).toBeUndefined();
  });

  it('refuses non-strings and malformed $date objects', () => {
    expect(normaliseDate(1704067200000)).toBeUndefined();
    expect(normaliseDate(null)).toBeUndefined();
    expect(normaliseDate({ $date: 5 })).toBeUndefined();
    expect(normaliseDate({ $date: '2024-01-01', extra: 1 })).toBeUndefined();
  });
});

describe('scalarValue', () => {
  const entity = defineQueryable({
    table: 't',
    docColumn: 'doc',
    fields: { n: { type: 'number' }, s: { type: 'string' }, b: { type: 'boolean' }, d: { type: 'date' } },
  });
  const field = (name: string) => {
    const found = entity.fields.get(name);
    if (!found) throw new Error(name);
    return found;
  };

  it('accepts values of the field type and normalises dates', () => {
    expect(scalarValue(field('n'), 1.5, 'filter.n')).toBe(1.5);
    expect(scalarValue(field('s'), '', 'filter.s')).toBe('');
    expect(scalarValue(field('b'), false, 'filter.b')).toBe(false);
    expect(scalarValue(field('d'), { $date: '2024-05-01T12:00:00+00:00' }, 'filter.d')).toBe(
      '2024-05-01T12:00:00.000Z',
    );
  });

  it.each([
    ['n', '1'],
    ['n', Number.NaN],
    ['n', Number.POSITIVE_INFINITY],
    ['s', 1],
    ['b', 'true'],
    ['b', 0],
    ['d', 'yesterday'],
    ['d', 0],
    ['s', { a: 1 }],
  ])('refuses %s = %j with FORMAT on the given path', (name, value) => {
    let caught: unknown;
    try {
      scalarValue(field(name), value, `filter.${name}`);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).violations).toEqual([
      expect.objectContaining({ field: `filter.${name}`, violatedRule: 'FORMAT' }),
    ]);
  });
});
