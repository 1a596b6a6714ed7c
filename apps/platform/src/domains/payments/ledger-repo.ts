import type { ProviderCallKind } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

/** One call as the ledger keeps it; `result` is what the provider answered, replayed as it was. */
export interface ProviderCallRecord {
  id: string;
  siteId: string;
  kind: ProviderCallKind;
  idempotencyKey: string;
  succeeded: boolean;
  status: string;
  reference: string;
  amountMinor?: number;
  currency?: string;
  transactionId?: string;
  targetTransactionId?: string;
  result: unknown;
  createdDate: string;
}

interface Row {
  id: string;
  site_id: string;
  kind: ProviderCallKind;
  idempotency_key: string;
  succeeded: number;
  status: string;
  reference: string;
  amount_minor: number | null;
  currency: string | null;
  transaction_id: string | null;
  target_transaction_id: string | null;
  result: string;
  created_date: string;
}

const COLUMNS = sql.raw(
  'id, site_id, kind, idempotency_key, succeeded, status, reference, amount_minor, currency, transaction_id, target_transaction_id, result, created_date',
);

const recordOf = (row: Row): ProviderCallRecord => ({
  id: row.id,
  siteId: row.site_id,
  kind: row.kind,
  idempotencyKey: row.idempotency_key,
  succeeded: row.succeeded === 1,
  status: row.status,
  reference: row.reference,
  ...(row.amount_minor !== null ? { amountMinor: Number(row.amount_minor) } : {}),
  ...(row.currency !== null ? { currency: row.currency } : {}),
  ...(row.transaction_id !== null ? { transactionId: row.transaction_id } : {}),
  ...(row.target_transaction_id !== null ? { targetTransactionId: row.target_transaction_id } : {}),
  result: JSON.parse(row.result) as unknown,
  createdDate: row.created_date,
});

/** Writes a call; a second success of the same key writes nothing (`false`): the first one stands. */
export async function insertCall(db: Queryable, call: ProviderCallRecord): Promise<boolean> {
  const { changes } = await db.run(sql`
    INSERT INTO payment_provider_calls (${COLUMNS}) VALUES (
      ${call.id}, ${call.siteId}, ${call.kind}, ${call.idempotencyKey}, ${call.succeeded ? 1 : 0},
      ${call.status}, ${call.reference}, ${call.amountMinor ?? null}, ${call.currency ?? null},
      ${call.transactionId ?? null}, ${call.targetTransactionId ?? null}, ${JSON.stringify(call.result)},
      ${call.createdDate}
    ) ON CONFLICT DO NOTHING`);
  return changes > 0;
}

/** The successful call made with this key, if there is one. */
export async function findSucceeded(
  db: Queryable,
  siteId: string,
  kind: ProviderCallKind,
  idempotencyKey: string,
): Promise<ProviderCallRecord | undefined> {
  const row = await db.one<Row>(sql`
    SELECT ${COLUMNS} FROM payment_provider_calls
    WHERE site_id = ${siteId} AND kind = ${kind} AND idempotency_key = ${idempotencyKey} AND succeeded = 1`);
  return row && recordOf(row);
}

/** The successful calls that made or acted on one payment: its charge, capture, void and refunds. */
export async function succeededFor(
  db: Queryable,
  siteId: string,
  transactionId: string,
): Promise<ProviderCallRecord[]> {
  const rows = await db.all<Row>(sql`
    SELECT ${COLUMNS} FROM payment_provider_calls
    WHERE site_id = ${siteId} AND succeeded = 1
      AND (transaction_id = ${transactionId} OR target_transaction_id = ${transactionId})
    ORDER BY seq`);
  return rows.map(recordOf);
}

/** A site's calls, newest first, of one reference or one payment when asked. */
export async function listCalls(
  db: Queryable,
  siteId: string,
  filter: { reference?: string; transactionId?: string; limit: number },
): Promise<ProviderCallRecord[]> {
  const rows = await db.all<Row>(sql`
    SELECT ${COLUMNS} FROM payment_provider_calls
    WHERE site_id = ${siteId}
      ${filter.reference !== undefined ? sql`AND reference = ${filter.reference}` : sql.empty}
      ${
        filter.transactionId !== undefined
          ? sql`AND (transaction_id = ${filter.transactionId} OR target_transaction_id = ${filter.transactionId})`
          : sql.empty
      }
    ORDER BY seq DESC
    LIMIT ${filter.limit}`);
  return rows.map(recordOf);
}
