import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.js';
import { guardInput, MAX_ARRAY_ITEMS, MAX_INPUT_DEPTH } from './input-guard.js';

/** The field the guard names for `input`, or undefined when it accepts it. */
function refusedField(input: unknown): string | undefined {
  try {
    guardInput(input);
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.toBody().details?.validationError?.fieldViolations[0]?.field;
  }
}

describe('guardInput', () => {
  it('accepts ordinary input, however many keys it holds', () => {
    expect(refusedField({ query: { filter: { price: { $gte: 1 } }, sort: [{ fieldName: 'name' }] } })).toBe(
      undefined,
    );
  });

  it('names the place of a NUL in a nested string, array indexes and odd keys included', () => {
    expect(refusedField({ query: { filter: { name: { $in: ['a', 'b\u0000'] } } } })).toBe(
      'query.filter.name.$in[1]',
    );
    expect(refusedField({ 'a/b': { '~c': 'x\u0000' } })).toBe('a/b.~c');
  });

  it('names the object whose key is not text a person means', () => {
    expect(refusedField({ query: { '\ud800': 1 } })).toBe('query');
  });

  it('names where input is nested too deep or an array is too long', () => {
    let deep: unknown = 1;
    for (let level = 0; level <= MAX_INPUT_DEPTH; level += 1) deep = { a: deep };
    expect(refusedField(deep)).toBe(Array(MAX_INPUT_DEPTH).fill('a').join('.'));
    expect(refusedField({ list: Array(MAX_ARRAY_ITEMS + 1).fill(0) })).toBe('list');
    expect(refusedField(Array(MAX_ARRAY_ITEMS + 1).fill(0))).toBe('(root)');
  });
});
