import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from './db/database.js';
import { sql } from './db/sql.js';
import { newId } from './ids.js';
import type { SealedColumn } from './secrets/reseal.js';
import type { SecretBox } from './secrets/secret-box.js';

export const SIGNING_ALGORITHM = 'EdDSA';

/** The private half is kept sealed (kernel/secrets): a copy of the database cannot sign tokens. */
export const signingKeyColumn: SealedColumn = { table: 'signing_keys', key: 'id', column: 'private_jwk' };
const PRIVATE_JWK = 'signing_keys.private_jwk';

export interface SigningKey {
  id: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

interface KeyRow {
  id: string;
  private_jwk: string;
  public_jwk: string;
}

/** What a key signs; one key per purpose, so a token of one kind can never pass for another. */
export type SigningPurpose =
  | 'access-tokens'
  | 'test-payment-challenges'
  | 'identity-tokens'
  | 'mailbox-links'
  | 'events-staff';

/**
 * The key that signs tokens of one purpose (access tokens; test payment challenges): created on
 * first start and kept in the database, so tokens stay valid across restarts and every instance
 * sharing a PostgreSQL database signs alike. When two instances start at once, both try to insert the one key for its
 * purpose, the unique constraint lets the first win, and both then read that one. (The
 * `signing_keys` table dates from the oauth migration, 0002, when access tokens were its only use.)
 */
export async function loadSigningKey(
  db: Database,
  secrets: SecretBox,
  purpose: SigningPurpose,
): Promise<SigningKey> {
  const selectKey = sql`SELECT id, private_jwk, public_jwk FROM signing_keys WHERE purpose = ${purpose}`;
  let row = await db.one<KeyRow>(selectKey);
  if (!row) {
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { crv: 'Ed25519', extractable: true });
    const id = newId();
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: id, alg: SIGNING_ALGORITHM, use: 'sig' };
    await db.run(sql`
      INSERT INTO signing_keys (id, purpose, algorithm, private_jwk, public_jwk, created_date)
      VALUES (${id}, ${purpose}, ${SIGNING_ALGORITHM}, ${secrets.seal(JSON.stringify(await exportJWK(pair.privateKey)), PRIVATE_JWK)},
              ${JSON.stringify(publicJwk)}, ${new Date().toISOString()})
      ON CONFLICT DO NOTHING`);
    row = await db.one<KeyRow>(selectKey);
    if (!row) throw new Error('The signing key could not be stored');
  }
  const publicJwk = JSON.parse(row.public_jwk) as JWK;
  return {
    id: row.id,
    privateKey: (await importJWK(
      JSON.parse(secrets.open(row.private_jwk, PRIVATE_JWK)) as JWK,
      SIGNING_ALGORITHM,
    )) as CryptoKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALGORITHM)) as CryptoKey,
    publicJwk,
  };
}
