import type { Transaction } from '../../../kernel/db/database.js';
import { notFound } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { PRODUCT_FQDN } from '../events.js';
import { presentProduct, sortPrice } from './presenter.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';

/**
 * One change of one product inside `tx`: the row is locked, `change` edits a copy (variants
 * options, media and stock copied too, so the stored record is never touched in place), then the copy is
 * saved with the next revision and the `updated` event.
 */
export interface ProductChange {
  siteId: string;
  id: string;
  /** The site's currency: the sort price is kept in it, and the event's product shown in it. */
  currency: string;
  storefrontUrl: string;
  now: Date;
}

export async function changeProduct(
  tx: Transaction,
  { siteId, id, currency, storefrontUrl, now }: ProductChange,
  change: (record: ProductRecord) => void,
): Promise<ProductRecord> {
  await repo.lockProduct(tx, siteId, id);
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
  await recordEvent(tx, {
    siteId,
    entityFqdn: PRODUCT_FQDN,
    action: 'updated',
    entityId: id,
    entity: presentProduct(next, {
      currency,
      storefrontUrl,
      includeVariants: true,
      includeMerchantSpecificData: true,
    }),
    eventTime: next.updatedDate,
  });
  return next;
}
