import { describe, expect, it } from 'vitest';
import { WriteBuffers } from './write-buffers.js';

describe('buffers answers are written into', () => {
  it('hands a buffer given back out again, and keeps no more than its bound free', () => {
    const buffers = new WriteBuffers(1024, 2);
    const first = buffers.take(100);
    expect(first.length).toBe(1024);
    buffers.giveBack(first);
    expect(buffers.take(1024)).toBe(first);
    const taken = [buffers.take(10), buffers.take(10), buffers.take(10)];
    expect(new Set(taken).size).toBe(3);
    for (const buffer of taken) buffers.giveBack(buffer);
    expect(buffers.size).toBe(2);
  });

  it('gives a longer answer a buffer of its own, never kept', () => {
    const buffers = new WriteBuffers(1024, 2);
    const long = buffers.take(5000);
    expect(long.length).toBe(5000);
    buffers.giveBack(long);
    expect(buffers.size).toBe(0);
  });
});
