import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import { ValidationError } from '../../kernel/errors.js';
import { hashThreads } from './hash-threads.js';
import { HashingQueue } from './hashing-queue.js';

/**
 * Password hashes with scrypt (memory-hard, in node:crypto), stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so each hash names its own cost: raising the cost
 * leaves old hashes readable, and `needsRehash` says when to write a new one.
 */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  // On a thread of its own at the lowest priority (hash-threads.ts): the event loop keeps serving
  // while a password is hashed, and keeps its core.
  return hashThreads.derive(password.normalize('NFC'), salt, { N: 2 ** cost, r, p, keyLength: KEY_BYTES });
}

async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  return {
    cost: Number(cost),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** Whether `password` matches `stored`, compared in constant time. */
async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.r, parsed.p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash is at another cost than the configured one (rewritten at the next sign-in). */
function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost !== cost || parsed.r !== BLOCK_SIZE || parsed.p !== PARALLELISM;
}

/** Hashing and checking passwords at the platform's cost, a few at a time (hashing-queue.ts); each refuses with 429 when the line is full. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored`. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether `stored` should be hashed again at the platform's cost (at the next right sign-in). */
  needsRehash(stored: string): boolean;
  /**
   * A place in the hashing line for one check, taken now or refused (429 `TOO_MANY_SIGN_INS`):
   * a sign-in takes it before counting the try, so a busy server never counts as a wrong password.
   */
  reserveCheck(): PasswordCheck;
  /**
   * A hash of a random password, made once per process outside the line: a sign-in of an unknown
   * email checks against it, so that it takes as long as one of a known email.
   */
  decoy(): Promise<string>;
}

export interface PasswordCheck {
  verify(password: string, stored: string): Promise<boolean>;
  release(): void;
}

export function createPasswords(options: {
  cost: number;
  concurrency: number;
  queueDepth: number;
}): Passwords {
  const queue = new HashingQueue(options.concurrency, options.queueDepth);
  let decoy: Promise<string> | undefined;
  return {
    decoy: () => {
      decoy ??= hashPassword(randomBytes(SALT_BYTES).toString('base64url'), options.cost);
      return decoy;
    },
    hash: (password) => queue.run(() => hashPassword(password, options.cost)),
    verify: (password, stored) => queue.run(() => verifyPassword(password, stored)),
    needsRehash: (stored) => needsRehash(stored, options.cost),
    reserveCheck() {
      const place = queue.reserve();
      return {
        verify: (password, stored) => place.run(() => verifyPassword(password, stored)),
        release: () => place.release(),
      };
    },
  };
}

/** A new password under the platform's minimum, on `field` (with a `data` object: the official client reads it). */
export const passwordTooShort = (field: string) =>
  new ValidationError([
    {
      field,
      description: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
      violatedRule: 'MIN_LENGTH',
      data: {},
    },
  ]);
