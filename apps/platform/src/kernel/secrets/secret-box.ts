import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX = 'sealed:v1:';

/** A key of the keyring: its bytes and a short id derived from them (which key sealed a value). */
interface RingKey {
  id: string;
  bytes: Buffer;
}

/** Where a sealed value lives (`table.column`): bound into the seal, so it cannot be moved elsewhere. */
export type SealContext = `${string}.${string}`;

/** A sealed value names the key that sealed it, which is not among the keys the platform was given. */
export class UnknownSecretKeyError extends Error {}

/**
 * Encrypts the secrets the platform keeps in its database (signing keys, TOTP secrets) with
 * AES-256-GCM under a key that lives outside it (`SECRETS_KEY` or `SECRETS_KEY_FILE`), so that a
 * copy of the database (a backup, a dump) does not give them away.
 *
 * A sealed value is `sealed:v1:<key id>:<iv>:<ciphertext and tag>` (base64url), its place
 * (`table.column`) bound in as additional data. The first key seals; every key opens, so that a
 * rotation puts the new key first and keeps the old ones until every value is sealed again
 * (`reseal.ts`, at each start).
 */
export class SecretBox {
  private readonly keys: readonly RingKey[];

  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0) throw new Error('A secret box needs at least one key');
    this.keys = keys.map((bytes) => {
      if (bytes.length !== KEY_BYTES)
        throw new Error(`A secrets key is ${KEY_BYTES} bytes, not ${bytes.length}`);
      return { id: createHash('sha256').update(bytes).digest('base64url').slice(0, 8), bytes };
    });
  }

  /** The id of the key that seals now. */
  get currentKeyId(): string {
    return (this.keys[0] as RingKey).id;
  }

  seal(plain: string, context: SealContext): string {
    const key = this.keys[0] as RingKey;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key.bytes, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${key.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
  }

  /**
   * The plain value of what `seal` gave for the same context. A value kept before secrets were
   * sealed is returned as it is (it is sealed at the next start); one that was altered, moved from
   * another column or sealed by an unknown key throws.
   */
  open(stored: string, context: SealContext): string {
    if (!isSealed(stored)) return stored;
    const [keyId, iv, sealed] = stored.slice(PREFIX.length).split(':');
    const key = this.keys.find((candidate) => candidate.id === keyId);
    if (!key)
      throw new UnknownSecretKeyError(
        `A secret in ${context} is sealed with key ${keyId}, which is not among the keys given (SECRETS_KEY or SECRETS_KEY_FILE)`,
      );
    const bytes = Buffer.from(sealed ?? '', 'base64url');
    const decipher = createDecipheriv(ALGORITHM, key.bytes, Buffer.from(iv ?? '', 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Whether `stored` should be sealed again: kept in clear, or sealed by a key that no longer seals. */
  needsReseal(stored: string): boolean {
    return !stored.startsWith(`${PREFIX}${this.currentKeyId}:`);
  }
}

const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/** A new key for `SECRETS_KEY` or a key file: 32 random bytes, base64. */
export const newSecretsKey = (): string => randomBytes(KEY_BYTES).toString('base64');

/** The keys of `SECRETS_KEY` (comma-separated) or of a key file (one per line; `#` starts a comment): base64 each. */
export function parseSecretsKeys(text: string, source: string): Buffer[] {
  const keys = text
    .split('\n')
    .flatMap((line) => line.replace(/#.*/, '').split(','))
    .map((encoded) => encoded.trim())
    .filter(Boolean)
    .map((encoded) => Buffer.from(encoded, 'base64'));
  if (keys.length === 0) throw new Error(`${source} holds no key`);
  for (const key of keys)
    if (key.length !== KEY_BYTES)
      throw new Error(`${source}: each key is ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);
  return keys;
}
