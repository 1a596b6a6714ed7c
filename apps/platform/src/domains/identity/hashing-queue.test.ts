import { describe, expect, it } from 'vitest';
import { ApplicationError } from '../../kernel/errors.js';
import { HashingQueue } from './hashing-queue.js';

/** A hash the test finishes when it likes, so that the queue's order and bounds are seen exactly. */
function pending() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('hashing queue', () => {
  it('runs at most `concurrency` at once, the rest in the order they came', async () => {
    const queue = new HashingQueue(2, 10);
    const hashes = Array.from({ length: 5 }, pending);
    const started: number[] = [];
    const finished = hashes.map((hash, i) =>
      queue.run(async () => {
        started.push(i);
        await hash.done;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    hashes[1]?.finish();
    await finished[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const hash of hashes) hash.finish();
    expect(await Promise.all(finished)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses past its depth with 429 and the seconds to wait, and takes callers again once it drains', async () => {
    const queue = new HashingQueue(1, 2);
    const hashes = Array.from({ length: 3 }, pending);
    const admitted = hashes.map((hash) => queue.run(() => hash.done));
    const refused = await queue.run(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApplicationError);
    expect(refused).toMatchObject({
      status: 429,
      code: 'TOO_MANY_SIGN_INS',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    // Three ahead, one at a time, at the first guess of 0.4 s each: about a second and a bit.
    expect((refused as ApplicationError).data.retryAfterSeconds).toBe(2);
    for (const hash of hashes) hash.finish();
    await Promise.all(admitted);
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });

  it('keeps a reserved place: the full line refuses others, never the hash that holds one', async () => {
    const queue = new HashingQueue(1, 1);
    const first = pending();
    const running = queue.run(() => first.done);
    const place = queue.reserve();
    expect(() => queue.reserve()).toThrow(ApplicationError);
    await expect(queue.run(async () => 'refused')).rejects.toMatchObject({ code: 'TOO_MANY_SIGN_INS' });
    const waited = place.run(async () => 'ran in its turn');
    first.finish();
    await running;
    expect(await waited).toBe('ran in its turn');
    // A place given back unused frees it.
    queue.reserve().release();
    const again = queue.reserve();
    again.release();
    again.release();
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });

  it('frees the slot of a hash that failed', async () => {
    const queue = new HashingQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });
});
