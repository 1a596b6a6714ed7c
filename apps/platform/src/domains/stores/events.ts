import type { Collection, Product } from '@bazaar/contracts';

/** The entity names of catalogue events, as Wix names them (`entityFqdn`). */
export const PRODUCT_FQDN = 'wix.stores.catalog.v1.product';
export const COLLECTION_FQDN = 'wix.stores.catalog.v1.collection';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    /** With its variants and merchant data: what the owner's API answers. */
    [PRODUCT_FQDN]: Product;
    [COLLECTION_FQDN]: Collection;
  }
}
