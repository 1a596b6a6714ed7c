import { describe, expect, it } from 'vitest';
import { chainsOf } from './chains.js';

const HOUR = 3_600_000;
const link = (start: number, hours: number, who: string) => ({
  start: start * HOUR,
  end: (start + hours) * HOUR,
  who,
});

describe('chainsOf', () => {
  it('chains links that start as the one before ends, one chain per first start', () => {
    const cut = [link(9, 1, 'ada'), link(10, 1, 'ada'), link(11, 1, 'ada')];
    const colour = [link(10, 2, 'bo'), link(12, 2, 'bo')];
    expect(chainsOf([cut, colour]).map((chain) => chain.map((part) => part.start / HOUR))).toEqual([
      [9, 10],
      [11, 12],
    ]);
  });

  it('takes the first link that leads somewhere, in the order given', () => {
    const first = [link(9, 1, 'ada'), link(9, 1, 'bo')];
    // Only a 10:00 start follows, and only Cy's leads to a third step at 11:00.
    const second = [link(10, 1, 'ada'), link(10, 1, 'cy')];
    const third = [link(11, 1, 'cy')];
    const [chain] = chainsOf([first, second, third]);
    expect(chain?.map((part) => part.who)).toEqual(['ada', 'ada', 'cy']);
    const deadEnd = [link(10, 2, 'ada'), link(10, 1, 'cy')];
    expect(chainsOf([first, deadEnd, third])[0]?.map((part) => part.who)).toEqual(['ada', 'cy', 'cy']);
  });

  it('finds nothing when a step has no link at the right time, or there are no steps', () => {
    expect(chainsOf([[link(9, 1, 'ada')], [link(10, 1, 'bo')], [link(12, 1, 'cy')]])).toEqual([]);
    expect(chainsOf([])).toEqual([]);
    expect(chainsOf([[link(9, 1, 'ada')]]).length).toBe(1);
  });

  it('stays linear in the links: six steps of 200 staff each at every quarter hour', () => {
    const steps = Array.from({ length: 6 }, () =>
      Array.from({ length: 96 * 200 }, (_, i) => ({
        start: Math.floor(i / 200) * 15 * 60_000,
        end: (Math.floor(i / 200) + 1) * 15 * 60_000,
      })),
    );
    // 200^6 combinations each; one chain per start all the same.
    expect(chainsOf(steps)).toHaveLength(91);
  });
});
