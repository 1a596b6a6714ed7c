import { describe, expect, it } from 'vitest';
import { DerivedArrays } from './derived-arrays.js';

describe('DerivedArrays', () => {
  const counting = () => {
    const built: string[] = [];
    const build = (key: string) => () => {
      built.push(key);
      return new Uint8Array([built.length]);
    };
    return { built, build };
  };

  it('builds an array once while the version stays, and again when it moves', () => {
    const arrays = new DerivedArrays(2);
    const { built, build } = counting();
    const first = arrays.get('a', 1, build('a'));
    expect(arrays.get('a', 1, build('a'))).toBe(first);
    const rebuilt = arrays.get('a', 2, build('a'));
    expect(rebuilt).not.toBe(first);
    expect(arrays.get('a', 2, build('a'))).toBe(rebuilt);
    expect(built).toEqual(['a', 'a']);
  });

  it('lets the array asked for least recently go when full', () => {
    const arrays = new DerivedArrays(2);
    const { built, build } = counting();
    arrays.get('a', 1, build('a'));
    arrays.get('b', 1, build('b'));
    // Asked again: b is now the least recently asked for, and goes for c.
    arrays.get('a', 1, build('a'));
    arrays.get('c', 1, build('c'));
    arrays.get('a', 1, build('a'));
    arrays.get('c', 1, build('c'));
    expect(built).toEqual(['a', 'b', 'c']);
    arrays.get('b', 1, build('b'));
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});
