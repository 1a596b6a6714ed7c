import { describe, expect, it } from 'vitest';
import { decodeFieldMask, encodeFieldMask } from './field-mask.js';

describe('field masks (reference §3.2)', () => {
  it('sends a list of paths as one comma-joined string', () => {
    expect(encodeFieldMask(['name', 'description'])).toBe('name,description');
    expect(encodeFieldMask(['media.mainMedia'])).toBe('media.mainMedia');
    expect(encodeFieldMask([])).toBe('');
  });

  it('passes a string through', () => {
    expect(encodeFieldMask('name,description')).toBe('name,description');
  });

  it('reads a mask from a string or from {paths}', () => {
    expect(decodeFieldMask('name,description')).toEqual(['name', 'description']);
    expect(decodeFieldMask('name, description,')).toEqual(['name', 'description']);
    expect(decodeFieldMask({ paths: ['name', 'description'] })).toEqual(['name', 'description']);
  });

  it('reads anything else as no paths', () => {
    expect(decodeFieldMask('')).toEqual([]);
    expect(decodeFieldMask(undefined)).toEqual([]);
    expect(decodeFieldMask(null)).toEqual([]);
    expect(decodeFieldMask({ paths: 'name' })).toEqual([]);
    expect(decodeFieldMask({ paths: ['a', 3, null] })).toEqual(['a']);
  });

  it('round-trips', () => {
    expect(decodeFieldMask(encodeFieldMask(['a', 'b.c']))).toEqual(['a', 'b.c']);
  });
});
