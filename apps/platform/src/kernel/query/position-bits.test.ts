import { describe, expect, it } from 'vitest';
import {
  bitsOf,
  countBits,
  eachSetBit,
  emptyBits,
  hasBit,
  intersection,
  type PositionBits,
  setBit,
  union,
} from './position-bits.js';

let seed = 29;
const next = (below: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % below;
};

/** A random set of positions below `size`, as a set and as bits over the whole index. */
function randomSet(size: number, density: number) {
  const members = new Set<number>();
  for (let position = 0; position < size; position += 1) if (next(1_000) < density) members.add(position);
  return { members, bits: bitsOf(size, (position) => members.has(position)) };
}

const positionsOf = (bits: PositionBits, descending = false) => {
  const found: number[] = [];
  eachSetBit(bits, descending, (position) => {
    found.push(position);
    return true;
  });
  return found;
};

describe('positions as bits', () => {
  it('intersect, unite, count and list as sets of positions do, over ranges at any alignment', () => {
    for (let round = 0; round < 200; round += 1) {
      const size = 1 + next(400);
      const a = randomSet(size, next(1_000));
      const b = randomSet(size, next(1_000));
      const from = next(size + 1);
      const to = from + next(size - from + 1);
      const inRange = (position: number) => position >= from && position < to;
      const both = [...a.members].filter((position) => b.members.has(position) && inRange(position));
      const either = [...new Set([...a.members, ...b.members])].filter(inRange).sort((x, y) => x - y);

      const common = intersection(from, to, [a.bits, b.bits]);
      expect(positionsOf(common)).toEqual(both);
      expect(positionsOf(common, true)).toEqual([...both].reverse());
      expect(countBits(common)).toBe(both.length);
      for (let position = 0; position < size; position += 1)
        expect(hasBit(common, position)).toBe(both.includes(position));
      // With no part, every position of the range.
      expect(countBits(intersection(from, to, []))).toBe(to - from);
      // A union is of the range's words; intersected with the range, it is the range's part.
      expect(positionsOf(intersection(from, to, [union(from, to, [a.bits, b.bits])]))).toEqual(either);
    }
  });

  it('set within the words made for a range, and ignore positions outside them', () => {
    const bits = emptyBits(70, 130);
    for (const position of [0, 63, 64, 70, 95, 96, 129, 160, 500]) setBit(bits, position);
    expect(bits.firstWord).toBe(2);
    expect(positionsOf(bits)).toEqual([64, 70, 95, 96, 129]);
    // The whole index's bits and a range's meet at their common positions.
    const all = bitsOf(200, () => true);
    expect(positionsOf(intersection(66, 100, [all, bits]))).toEqual([70, 95, 96]);
  });

  it('count words with their highest bit set, and stop listing when told', () => {
    const full = bitsOf(64, () => true);
    expect(countBits(full)).toBe(64);
    const firstThree: number[] = [];
    eachSetBit(full, true, (position) => {
      firstThree.push(position);
      return firstThree.length < 3;
    });
    expect(firstThree).toEqual([63, 62, 61]);
    expect(positionsOf(intersection(31, 33, [full]))).toEqual([31, 32]);
  });
});
