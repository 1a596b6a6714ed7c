import { Worker } from 'node:worker_threads';

/**
 * What each thread runs: scrypt, synchronously, on its own thread, at the lowest CPU priority
 * (nice 19; on Linux the nice value is per thread, so the event loop's thread keeps its own).
 * Plain CommonJS in a string, so that it runs the same from the sources (tests) and the build.
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(0, 19); } catch {}
parentPort.on('message', ({ password, salt, keyLength, N, r, p }) => {
  try {
    const key = scryptSync(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r });
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

/** A thread with nothing to do goes after this long (its 128 MiB are freed after each hash anyway). */
const IDLE_MS = 30_000;

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/**
 * Password hashing off the event loop and below it: each hash runs on a thread of its own at the
 * lowest priority, so that while sign-ins wait for a core, catalogue and cart requests do not
 * wait for the sign-ins (libuv's pool, where `crypto.scrypt` runs, has the process's priority).
 * The threads are shared by the process (the cores are), made as hashes need them and ended
 * when idle; the hashing line (hashing-queue.ts) bounds how many run at once.
 */
class HashThreads {
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];

  async derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
    const worker = this.take();
    try {
      const answer = await new Promise<{ key?: Uint8Array; error?: string }>((resolve, reject) => {
        const answered = (message: { key?: Uint8Array; error?: string }) => {
          worker.off('error', failed);
          resolve(message);
        };
        const failed = (error: Error) => {
          worker.off('message', answered);
          reject(error);
        };
        worker.once('error', failed);
        worker.once('message', answered);
        worker.postMessage({ password, salt, ...parameters });
      });
      if (!answer.key) throw new Error(`scrypt failed: ${answer.error}`);
      this.give(worker);
      return Buffer.from(answer.key);
    } catch (error) {
      void worker.terminate();
      throw error;
    }
  }

  private take(): Worker {
    const free = this.idle.pop();
    if (free) {
      clearTimeout(free.timer);
      return free.worker;
    }
    const worker = new Worker(THREAD_SOURCE, { eval: true });
    // A thread never keeps the process alive: a platform told to stop exits.
    worker.unref();
    return worker;
  }

  private give(worker: Worker): void {
    const timer = setTimeout(() => {
      const index = this.idle.findIndex((entry) => entry.worker === worker);
      if (index !== -1) this.idle.splice(index, 1);
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    this.idle.push({ worker, timer });
  }
}

export const hashThreads = new HashThreads();
