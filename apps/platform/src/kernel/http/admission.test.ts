import { describe, expect, it } from 'vitest';
import { Admission } from './admission.js';

/** One turn of the event loop: what was queued with setImmediate before this call has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('admission: a few requests start per event-loop turn', () => {
  it('starts at once while the turn has room, then one turn at a time, in order', async () => {
    const admission = new Admission(2);
    const started: string[] = [];
    const enter = (name: string, first = false) => {
      const wait = admission.enter(first);
      if (wait) void wait.then(() => started.push(name));
      else started.push(name);
    };
    for (const name of ['a', 'b', 'c', 'd', 'e']) enter(name);
    expect(started).toEqual(['a', 'b']);
    expect(admission.waiting).toBe(3);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(admission.waiting).toBe(0);
  });

  it("lets a connection's first request go before requests that waited longer", async () => {
    const admission = new Admission(1);
    const started: string[] = [];
    const enter = (name: string, first: boolean) => {
      const wait = admission.enter(first);
      if (wait) void wait.then(() => started.push(name));
      else started.push(name);
    };
    enter('busy-1', false);
    enter('busy-2', false);
    enter('busy-3', false);
    enter('newcomer', true);
    await nextTurn();
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['busy-1', 'newcomer', 'busy-2', 'busy-3']);
  });

  it('never lets a request jump a queue that is not empty, even in a new turn', async () => {
    const admission = new Admission(1);
    expect(admission.enter(false)).toBeUndefined();
    const waiting = admission.enter(false);
    expect(waiting).toBeInstanceOf(Promise);
    await nextTurn();
    // The waiting one took the new turn's only place; a newcomer in the same turn waits.
    expect(admission.enter(false)).toBeInstanceOf(Promise);
  });
});
