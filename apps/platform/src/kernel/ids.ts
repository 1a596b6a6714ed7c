import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** Entity ids are UUIDs, as on the Wix wire. */
export const newId = (): string => randomUUID();

/** A secret with 256 bits of entropy, URL-safe, with a readable prefix saying what it is. */
export const newSecret = (prefix: string): string => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * Secrets are stored as their SHA-256: they are random and long, so a fast hash is enough (no
 * password hashing needed) and a leaked table reveals no usable credential.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
