import { describe, expect, it } from 'vitest';
import { FirstRanks } from './first-ranks.js';

describe('the first ranks of a stream', () => {
  it('keeps the first `wanted` in either order, whatever order they come in', () => {
    let seed = 11;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 300; round += 1) {
      const count = next(200);
      const ranks = [...new Set(Array.from({ length: count }, () => next(1_000)))];
      const wanted = next(80);
      for (const descending of [false, true]) {
        const first = new FirstRanks(wanted, descending);
        for (const rank of ranks) first.offer(rank);
        const sorted = [...ranks].sort((a, b) => (descending ? b - a : a - b));
        expect(first.ranks()).toEqual(sorted.slice(0, wanted));
      }
    }
  });

  it('keeps rank 0 and nothing when nothing is wanted', () => {
    const none = new FirstRanks(0, false);
    none.offer(3);
    expect(none.ranks()).toEqual([]);
    const last = new FirstRanks(2, true);
    for (const rank of [0, 5, 2]) last.offer(rank);
    expect(last.ranks()).toEqual([5, 2]);
    const first = new FirstRanks(2, false);
    for (const rank of [5, 0, 2]) first.offer(rank);
    expect(first.ranks()).toEqual([0, 2]);
  });
});
