import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { WebhookSigningKey } from '@bazaar/contracts';
import { importPKCS8, SignJWT } from 'jose';
import type { Clock } from '../../kernel/clock.js';
import { lockName } from '../../kernel/db/counters.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { newId } from '../../kernel/ids.js';
import type { SealedColumn } from '../../kernel/secrets/reseal.js';
import type { SecretBox } from '../../kernel/secrets/secret-box.js';
import * as repo from './keys-repo.js';

/** A rotated key still verifies deliveries this long (those signed before, and retries in flight). */
const ROTATION_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long a process signs with the key it read: a rotation by another process reaches it within
 * this, well inside the grace period during which the old key still verifies.
 */
const KEY_CACHE_MS = 60_000;

const makeKeyPair = promisify(generateKeyPair);

/** The private half is kept sealed (kernel/secrets): a copy of the database cannot sign deliveries. */
export const webhookKeyColumn: SealedColumn = {
  table: 'webhook_signing_keys',
  key: 'key_id',
  column: 'private_key',
};
const PRIVATE_KEY = 'webhook_signing_keys.private_key';

async function newKeyPair() {
  const { publicKey, privateKey } = await makeKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { keyId: newId(), publicKey, privateKey };
}

/**
 * Each site's RSA key pair for signing webhook deliveries (RS256, as Wix signs them): made on
 * first need, rotated by the owner, the old key's public half listed for a grace period. The
 * private key never leaves the platform.
 */
export function createSigningKeys(db: Database, clock: Clock, secrets: SecretBox) {
  /** Each site's signing key, read and imported once a minute at most rather than for every delivery. */
  const signers = new Map<
    string,
    { keyId: string; key: Awaited<ReturnType<typeof importPKCS8>>; until: number }
  >();
  /** The site's key in use, made (once, across processes) when it has none. */
  async function currentOf(siteId: string): Promise<repo.SigningKeyRow> {
    const found = await repo.currentKey(db, siteId);
    if (found) return found;
    // Made before the transaction: RSA generation takes a while, and SQLite has one writer.
    const made = await newKeyPair();
    return db.transaction(async (tx) => {
      await lockName(tx, `webhook-key:${siteId}`);
      const raced = await repo.currentKey(tx, siteId);
      if (raced) return raced;
      const now = clock.now().toISOString();
      const sealed = { ...made, privateKey: secrets.seal(made.privateKey, PRIVATE_KEY) };
      await repo.insertKey(tx, siteId, sealed, now);
      return {
        key_id: made.keyId,
        private_key: sealed.privateKey,
        public_key: made.publicKey,
        created_date: now,
        retired_date: null,
      };
    });
  }

  async function present(siteId: string, on: Queryable = db): Promise<WebhookSigningKey> {
    const current = await currentOf(siteId);
    const since = new Date(clock.now().getTime() - ROTATION_GRACE_MS).toISOString();
    const previous = await repo.keysRetiredSince(on, siteId, since);
    return {
      keyId: current.key_id,
      publicKey: current.public_key,
      createdDate: current.created_date,
      previousKeys: previous.map((key) => ({
        keyId: key.key_id,
        publicKey: key.public_key,
        retiredDate: key.retired_date ?? '',
        validUntil: new Date(Date.parse(key.retired_date ?? '') + ROTATION_GRACE_MS).toISOString(),
      })),
    };
  }

  return {
    publicKey: present,

    /** A new key for the site's deliveries from now on; the old one is listed for the grace period. */
    async rotate(siteId: string): Promise<WebhookSigningKey> {
      await currentOf(siteId);
      const made = await newKeyPair();
      await db.transaction(async (tx) => {
        await lockName(tx, `webhook-key:${siteId}`);
        const now = clock.now().toISOString();
        await repo.retireKeys(tx, siteId, now);
        await repo.insertKey(tx, siteId, made, now);
      });
      signers.delete(siteId);
      return present(siteId);
    },

    /** `data` signed with the site's key: the body of a delivery, as Wix's JWT carries it. */
    async sign(siteId: string, data: string, deliveryId: string): Promise<string> {
      const now = clock.now().getTime();
      let signer = signers.get(siteId);
      if (!signer || signer.until <= now) {
        const key = await currentOf(siteId);
        signer = {
          keyId: key.key_id,
          key: await importPKCS8(secrets.open(key.private_key, PRIVATE_KEY), 'RS256'),
          until: now + KEY_CACHE_MS,
        };
        signers.set(siteId, signer);
      }
      return new SignJWT({ data })
        .setProtectedHeader({ alg: 'RS256', kid: signer.keyId })
        .setIssuedAt(Math.floor(now / 1000))
        .setJti(deliveryId)
        .sign(signer.key);
    },
  };
}

export type SigningKeys = ReturnType<typeof createSigningKeys>;
