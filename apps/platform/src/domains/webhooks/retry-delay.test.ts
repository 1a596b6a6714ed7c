import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './dispatcher.js';

describe('the wait before a failed delivery is tried again', () => {
  it('starts at 30 s and doubles, at most an hour, jittered down to half', () => {
    const at = (random: number) => (attempts: number) => retryDelayMs(attempts, () => random);
    expect([1, 2, 3, 4, 8, 20].map(at(1))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
    expect([1, 2, 8].map(at(0))).toEqual([15_000, 30_000, 1_800_000]);
  });

  it('tries about thirty times within the day a delivery is kept', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3_600_000) elapsed += retryDelayMs(++attempts, () => 1);
    expect(attempts).toBe(30);
  });
});
