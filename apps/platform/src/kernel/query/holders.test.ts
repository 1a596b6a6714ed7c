import { describe, expect, it } from 'vitest';
import { eachHolder, type Holders, holderCount, isHolder, withHolder, withoutHolder } from './holders.js';

const slotsOf = (holders: Holders | undefined) => {
  const slots: number[] = [];
  if (holders !== undefined) eachHolder(holders, (slot) => slots.push(slot));
  return slots.sort((a, b) => a - b);
};

describe('holders of an element', () => {
  it('keeps one holder as its slot, more as a set, and goes back to a slot as they leave', () => {
    let holders = withHolder(undefined, 7);
    expect(holders).toBe(7);
    expect(withHolder(holders, 7)).toBe(7);
    holders = withHolder(holders, 3);
    expect(holders).toBeInstanceOf(Set);
    holders = withHolder(holders, 9);
    expect([slotsOf(holders), holderCount(holders)]).toEqual([[3, 7, 9], 3]);
    expect([isHolder(holders, 9), isHolder(holders, 8)]).toEqual([true, false]);
    let left = withoutHolder(holders, 7);
    expect(slotsOf(left)).toEqual([3, 9]);
    left = withoutHolder(left, 3);
    expect(left).toBe(9);
    expect(withoutHolder(left, 4)).toBe(9);
    expect(withoutHolder(left, 9)).toBeUndefined();
    expect(withoutHolder(undefined, 9)).toBeUndefined();
  });

  it('follows a set through random additions and removals', () => {
    let holders: Holders | undefined;
    const truth = new Set<number>();
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % 12;
    };
    for (let step = 0; step < 2_000; step += 1) {
      const slot = next();
      if (next() % 2 === 0) {
        holders = withHolder(holders, slot);
        truth.add(slot);
      } else {
        holders = withoutHolder(holders, slot);
        truth.delete(slot);
      }
      expect(slotsOf(holders)).toEqual([...truth].sort((a, b) => a - b));
      if (holders !== undefined) expect(holderCount(holders)).toBe(truth.size);
      expect(typeof holders === 'number').toBe(truth.size === 1);
    }
  });
});
