import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';

const bytes = (length: number, fill = 'x') => Buffer.alloc(length, fill);

describe('ResponseCache', () => {
  it('gives back the bytes kept under a key, and nothing for another key', () => {
    const cache = new ResponseCache(1024);
    cache.set('a', Buffer.from('{"a":1}'));
    expect(cache.get('a')?.toString()).toBe('{"a":1}');
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps its total size within the bound, forgetting the oldest answers first', () => {
    const cache = new ResponseCache(800);
    for (const key of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) cache.set(key, bytes(100));
    expect(cache.totalBytes).toBeLessThanOrEqual(800);
    expect(cache.size).toBe(8);
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('9')).toBeDefined();
  });

  it('counts a replaced answer once', () => {
    const cache = new ResponseCache(1024);
    cache.set('a', bytes(100));
    cache.set('a', bytes(50));
    expect(cache.totalBytes).toBe(50);
    cache.delete('a');
    expect(cache.totalBytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer larger than an eighth of the bound', () => {
    const cache = new ResponseCache(800);
    cache.set('small', bytes(100));
    cache.set('large', bytes(101));
    expect(cache.get('large')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('keeps an answer the second time its key is asked for, not the first', () => {
    const cache = new ResponseCache(1024);
    expect(cache.shouldKeep('a')).toBe(false);
    expect(cache.shouldKeep('b')).toBe(false);
    expect(cache.shouldKeep('a')).toBe(true);
    // Asked again after it was kept (say, evicted since): remembered anew.
    expect(cache.shouldKeep('a')).toBe(false);
    expect(cache.shouldKeep('b')).toBe(true);
  });

  it('forgets a key asked for once when many others have been asked for since', () => {
    const cache = new ResponseCache(1024);
    expect(cache.shouldKeep('first')).toBe(false);
    for (let key = 0; key < 200_000; key += 1) cache.shouldKeep(`key ${key}`);
    // Some other key's hash has taken its place by now: it is remembered anew, not kept.
    expect(cache.shouldKeep('first')).toBe(false);
    expect(cache.shouldKeep('first')).toBe(true);
  });

  it('remembers most of the last thousands of keys asked for once', () => {
    const cache = new ResponseCache(1024);
    for (let key = 0; key < 4_000; key += 1) cache.shouldKeep(`key ${key}`);
    let kept = 0;
    for (let key = 0; key < 4_000; key += 1) if (cache.shouldKeep(`key ${key}`)) kept += 1;
    expect(kept).toBeGreaterThan(3_000);
  });
});
