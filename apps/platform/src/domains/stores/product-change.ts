import { lockRow } from '../../kernel/db/counters.js';
import type { Transaction } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { notFound } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { sortPrice } from './presenter.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';

export const PRODUCT_FQDN = 'wix.stores.catalog.v1.product';

/**
 * One change of one product inside `tx`: the row is locked, `change` edits a copy (variants
 * options, media and stock copied too, so the stored record is never touched in place), then the copy is
 * saved with the next revision and the `updated` event.
 */
export async function changeProduct(
  tx: Transaction,
  siteId: string,
  id: string,
  currency: string,
  now: Date,
  change: (record: ProductRecord) => void,
): Promise<ProductRecord> {
  await lockRow(tx, 'products', sql`id = ${id} AND site_id = ${siteId}`);
  const existing = await repo.findProduct(tx, siteId, id);
  if (!existing) throw notFound('Product', id);
  const next: ProductRecord = {
    ...existing,
    stock: { ...existing.stock },
    options: existing.options.map((option) => ({
      ...option,
      choices: option.choices.map((choice) => ({ ...choice })),
    })),
    media: [...existing.media],
    variants: existing.variants.map((variant) => ({ ...variant, stock: { ...variant.stock } })),
    revision: existing.revision + 1,
    updatedDate: now.toISOString(),
  };
  change(next);
  await repo.updateProduct(tx, next, sortPrice(next, currency));
  await recordEvent(tx, { siteId, entityFqdn: PRODUCT_FQDN, action: 'updated', entityId: id, entity: next });
  return next;
}
