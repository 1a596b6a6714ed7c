import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('HEAP_GROWING_PERCENT', () => {
  it('is 25 unless set, and 0 leaves the heap’s growth to V8', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(25);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '100' }).heapGrowingPercent).toBe(100);
  });

  it('refuses what is not a percentage from 0 to 400', () => {
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '401' })).toThrow(
      'HEAP_GROWING_PERCENT must be between 0 and 400, got 401',
    );
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: 'half' })).toThrow(
      'HEAP_GROWING_PERCENT must be a non-negative integer, got "half"',
    );
  });
});
