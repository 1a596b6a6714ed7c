import type { EnrollableFactorType, Factor, FactorStatus } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { sql } from '../../../kernel/db/sql.js';
import type { SealedColumn } from '../../../kernel/secrets/reseal.js';
import type { SecretBox } from '../../../kernel/secrets/secret-box.js';

export interface FactorRecord {
  id: string;
  siteId: string;
  identityId: string;
  factorType: EnrollableFactorType;
  status: FactorStatus;
  secret: string | null;
  lastStep: number | null;
  createdDate: string;
}

interface Row {
  id: string;
  site_id: string;
  identity_id: string;
  factor_type: EnrollableFactorType;
  status: FactorStatus;
  secret: string | null;
  last_step: number | string | null;
  created_date: string;
}

/** A TOTP secret is kept sealed (kernel/secrets): a copy of the database does not give it away. */
export const factorSecretColumn: SealedColumn = { table: 'identity_factors', key: 'id', column: 'secret' };
const SECRET = 'identity_factors.secret';

const parse = (row: Row, secrets: SecretBox): FactorRecord => ({
  id: row.id,
  siteId: row.site_id,
  identityId: row.identity_id,
  factorType: row.factor_type,
  status: row.status,
  secret: row.secret === null ? null : secrets.open(row.secret, SECRET),
  lastStep: row.last_step === null ? null : Number(row.last_step),
  createdDate: row.created_date,
});

/** A factor as the member sees it: never its secret. */
export const presentFactor = (record: FactorRecord): Factor => ({
  factorId: record.id,
  factorType: record.factorType,
  status: record.status,
  createdDate: record.createdDate,
});

export async function listFactors(
  db: Queryable,
  secrets: SecretBox,
  identityId: string,
): Promise<FactorRecord[]> {
  const rows = await db.all<Row>(
    sql`SELECT * FROM identity_factors WHERE identity_id = ${identityId} ORDER BY created_date, id`,
  );
  return rows.map((row) => parse(row, secrets));
}

export async function findFactor(db: Queryable, secrets: SecretBox, identityId: string, id: string) {
  const row = await db.one<Row>(
    sql`SELECT * FROM identity_factors WHERE identity_id = ${identityId} AND id = ${id}`,
  );
  return row && parse(row, secrets);
}

/** A new factor of its type, replacing one that was never activated. */
export async function insertFactor(db: Queryable, secrets: SecretBox, record: FactorRecord): Promise<void> {
  await db.run(sql`
    DELETE FROM identity_factors
    WHERE identity_id = ${record.identityId} AND factor_type = ${record.factorType} AND status = 'INACTIVE'`);
  await db.run(sql`
    INSERT INTO identity_factors (id, site_id, identity_id, factor_type, status, secret, last_step, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.identityId}, ${record.factorType}, ${record.status},
            ${record.secret === null ? null : secrets.seal(record.secret, SECRET)}, ${record.lastStep}, ${record.createdDate}, ${record.createdDate})`);
}

/**
 * Records that a TOTP step was accepted, only when it is later than the last one accepted: of two
 * sign-ins with one code at the same instant, one passes.
 */
export async function acceptStep(db: Queryable, id: string, step: number, now: string): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE identity_factors SET last_step = ${step}, updated_date = ${now}
    WHERE id = ${id} AND (last_step IS NULL OR last_step < ${step})`);
  return changes === 1;
}

export async function activateFactor(db: Queryable, id: string, now: string): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE identity_factors SET status = 'ACTIVE', updated_date = ${now} WHERE id = ${id} AND status = 'INACTIVE'`);
  return changes === 1;
}

export async function deleteFactor(db: Queryable, identityId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM identity_factors WHERE identity_id = ${identityId} AND id = ${id}`,
  );
  return changes === 1;
}
