import type { IdentityProfile, IdentityStatus, PendingReason, Query } from '@bazaar/contracts';
import { lockName } from '../../kernel/db/counters.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { parseDocument } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../kernel/query/index.js';
import type { IdentityRecord } from './record.js';

interface Row {
  id: string;
  site_id: string;
  email: string;
  email_verified: number | boolean;
  password_hash: string;
  status: IdentityStatus;
  doc: string | { profile: IdentityProfile; reasons: PendingReason[] };
  revision: number | string;
  created_date: string;
  updated_date: string;
  last_login_date: string | null;
}

const parse = (row: Row): IdentityRecord => {
  const doc = parseDocument<Partial<IdentityRecord>>(row.doc);
  return {
    id: row.id,
    siteId: row.site_id,
    email: row.email,
    emailVerified: Boolean(row.email_verified),
    passwordHash: row.password_hash,
    status: row.status,
    reasons: doc.reasons ?? [],
    profile: doc.profile ?? {},
    revision: Number(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    ...(row.last_login_date ? { lastLoginDate: row.last_login_date } : {}),
  };
};

const docOf = (record: IdentityRecord) =>
  JSON.stringify({ profile: record.profile, reasons: record.reasons });

async function insertIdentity(db: Queryable, record: IdentityRecord): Promise<void> {
  await db.run(sql`
    INSERT INTO identities (id, site_id, email, email_verified, password_hash, status, doc, revision, created_date,
                            updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.email}, ${record.emailVerified ? 1 : 0}, ${record.passwordHash},
            ${record.status}, ${docOf(record)}, ${record.revision}, ${record.createdDate}, ${record.updatedDate})`);
}

/** Writes the next revision; false when another write got there first. */
export async function updateIdentity(db: Queryable, record: IdentityRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE identities SET email_verified = ${record.emailVerified ? 1 : 0}, password_hash = ${record.passwordHash},
      status = ${record.status}, doc = ${docOf(record)}, revision = ${record.revision},
      updated_date = ${record.updatedDate}, last_login_date = ${record.lastLoginDate ?? null}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}`);
  return changes === 1;
}

export async function findByEmail(db: Queryable, siteId: string, email: string) {
  const row = await db.one<Row>(sql`SELECT * FROM identities WHERE site_id = ${siteId} AND email = ${email}`);
  return row && parse(row);
}

export async function findIdentity(db: Queryable, siteId: string, id: string) {
  const row = await db.one<Row>(sql`SELECT * FROM identities WHERE site_id = ${siteId} AND id = ${id}`);
  return row && parse(row);
}

/** What the owner may filter and sort members by (a member is their identity). */
const queryableMembers = defineQueryable({
  table: 'identities',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    loginEmail: { type: 'string', column: 'email', sortable: true, notNull: true },
    'profile.nickname': { type: 'string', jsonPath: ['profile', 'nickname'] },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
    lastLoginDate: { type: 'date', column: 'last_login_date', sortable: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

/** A page of a site's standing members (deleted ones are no members) by the wire query. */
export async function queryIdentities(db: Queryable, siteId: string, query: Query | undefined) {
  const { rows, pagingMetadata } = await runQuery<Row>(db, queryableMembers, query, {
    scope: sql`site_id = ${siteId} AND status <> 'DELETED'`,
  });
  return { records: rows.map(parse), pagingMetadata };
}

/** The next revision with a new sign-in address too (only a deletion frees one). */
export async function updateIdentityWithEmail(db: Queryable, record: IdentityRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE identities SET email = ${record.email}, email_verified = ${record.emailVerified ? 1 : 0},
      password_hash = ${record.passwordHash}, status = ${record.status}, doc = ${docOf(record)},
      revision = ${record.revision}, updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}`);
  return changes === 1;
}

/**
 * Inserts a new identity unless its email has one already; false when it has. Two sign-ups with
 * one address at once: the second waits on the address's lock, then finds the first.
 */
export async function insertUnlessEmailTaken(db: Database, record: IdentityRecord): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockName(tx, `identity-email:${record.siteId}:${record.email}`);
    if (await findByEmail(tx, record.siteId, record.email)) return false;
    await insertIdentity(tx, record);
    return true;
  });
}

/** Forgets a member's second factors and mailed codes (the owner resets their sign-in). */
export async function deleteFactorsAndCodes(db: Queryable, identityId: string): Promise<void> {
  await db.run(sql`DELETE FROM identity_factors WHERE identity_id = ${identityId}`);
  await db.run(sql`DELETE FROM identity_codes WHERE identity_id = ${identityId}`);
}
