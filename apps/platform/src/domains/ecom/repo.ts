import { lockRow } from '../../kernel/db/counters.js';
import type { Queryable } from '../../kernel/db/database.js';
import { parseDocument } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';
import type { CartRecord } from './cart-record.js';

interface CartRow {
  doc: string;
}

export async function findCart(
  db: Queryable,
  siteId: string,
  ownerKey: string,
): Promise<CartRecord | undefined> {
  const row = await db.one<CartRow>(
    sql`SELECT doc FROM carts WHERE site_id = ${siteId} AND owner_key = ${ownerKey}`,
  );
  return row && parseDocument<CartRecord>(row.doc);
}

/** The owner's cart, held until the transaction ends, so concurrent changes apply one after the other. */
export async function lockCart(
  tx: Queryable,
  siteId: string,
  ownerKey: string,
): Promise<CartRecord | undefined> {
  const row = await lockRow<CartRow>(tx, 'carts', sql`site_id = ${siteId} AND owner_key = ${ownerKey}`);
  return row && parseDocument<CartRecord>(row.doc);
}

/** Creates the cart unless one exists already (two first clicks at once still make one cart). */
export async function insertCartIfMissing(tx: Queryable, ownerKey: string, cart: CartRecord): Promise<void> {
  await tx.run(sql`
    INSERT INTO carts (id, site_id, owner_key, doc, revision, created_date, updated_date)
    VALUES (${cart.id}, ${cart.siteId}, ${ownerKey}, ${JSON.stringify(cart)}, ${cart.revision}, ${cart.createdDate}, ${cart.updatedDate})
    ON CONFLICT (site_id, owner_key) DO NOTHING`);
}

export async function saveCart(tx: Queryable, ownerKey: string, cart: CartRecord): Promise<void> {
  await tx.run(sql`
    UPDATE carts SET doc = ${JSON.stringify(cart)}, revision = ${cart.revision}, updated_date = ${cart.updatedDate}
    WHERE site_id = ${cart.siteId} AND owner_key = ${ownerKey}`);
}

export async function deleteCart(db: Queryable, siteId: string, ownerKey: string): Promise<boolean> {
  const { changes } = await db.run(
    sql`DELETE FROM carts WHERE site_id = ${siteId} AND owner_key = ${ownerKey}`,
  );
  return changes === 1;
}

/** Gives the cart kept under `fromKey` to `toKey` (a visitor's cart, adopted when they sign in). */
export async function moveCart(
  tx: Queryable,
  fromKey: string,
  toKey: string,
  cart: CartRecord,
): Promise<void> {
  await tx.run(sql`
    UPDATE carts SET owner_key = ${toKey}, doc = ${JSON.stringify(cart)}, revision = ${cart.revision},
      updated_date = ${cart.updatedDate}
    WHERE site_id = ${cart.siteId} AND owner_key = ${fromKey}`);
}
