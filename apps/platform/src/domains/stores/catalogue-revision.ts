import type { Transaction } from '../../kernel/db/database.js';
import { bumpRevision } from '../../kernel/db/revisions.js';
import { recordChanges } from './catalogue-changes-repo.js';

/**
 * The revision scope of a site's catalogue: everything a catalogue read shows. Every product
 * insert, update (stock taken by an order included) and delete bumps it in the writing
 * transaction, so cached catalogue answers stop being served once the write commits.
 */
export const catalogueScope = (siteId: string): string => `catalogue:${siteId}`;

export function touchCatalogue(tx: Transaction, siteId: string): void {
  bumpRevision(tx, catalogueScope(siteId));
}

/** The products each open transaction wrote, by site, recorded when it commits. */
const writtenBy = new WeakMap<Transaction, Map<string, Set<string>>>();

/**
 * Bumps the catalogue for a write of a product (created, changed or deleted) and records, as the
 * transaction commits, the revision it committed at against the product (`catalogue_changes`).
 * The bump is asked for first, so it runs first: the revision read back is this transaction's,
 * and since the bump holds the scope's row until commit, revisions follow the order of commits.
 */
export function touchProduct(tx: Transaction, siteId: string, productId: string): void {
  touchCatalogue(tx, siteId);
  let bySite = writtenBy.get(tx);
  if (!bySite) {
    bySite = new Map();
    writtenBy.set(tx, bySite);
  }
  let ids = bySite.get(siteId);
  if (!ids) {
    const written = new Set<string>();
    ids = written;
    bySite.set(siteId, written);
    tx.beforeCommit(`catalogue-changes:${siteId}`, (finishing) =>
      recordChanges(finishing, siteId, catalogueScope(siteId), [...written]),
    );
  }
  ids.add(productId);
}
