import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import { ValidationError } from '../../kernel/errors.js';

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
  const N = 2 ** cost;
  return new Promise((resolve, reject) =>
    // Runs on libuv's thread pool: the event loop keeps serving while a password is hashed.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: number): Promise<string> {
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
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.r, parsed.p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash is at another cost than the configured one (rewritten at the next sign-in). */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost !== cost || parsed.r !== BLOCK_SIZE || parsed.p !== PARALLELISM;
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
