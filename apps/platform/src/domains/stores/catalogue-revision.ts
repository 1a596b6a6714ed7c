import type { Transaction } from '../../kernel/db/database.js';
import { bumpRevision } from '../../kernel/db/revisions.js';

/**
 * The revision scope of a site's catalogue: everything a catalogue read shows. Every product
 * insert, update (stock taken by an order included) and delete bumps it in the writing
 * transaction, so cached catalogue answers stop being served once the write commits.
 */
export const catalogueScope = (siteId: string): string => `catalogue:${siteId}`;

export function touchCatalogue(tx: Transaction, siteId: string): void {
  bumpRevision(tx, catalogueScope(siteId));
}
