import type { Collection, Product } from '@bazaar/contracts';
import type { EntityEvents } from '../../kernel/event-catalogue.js';

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

/** What the stores domain announces (docs/webhooks.md). */
export const storesEvents: EntityEvents[] = [
  {
    entityFqdn: PRODUCT_FQDN,
    entity: 'Product',
    actions: {
      created: 'A product is added',
      updated: 'A product, its variants, media, stock or collections change',
      deleted: 'A product is deleted (the event carries it as it was)',
    },
  },
  {
    entityFqdn: COLLECTION_FQDN,
    entity: 'Collection',
    actions: {
      created: 'A collection is added',
      updated: 'A collection or its products change',
      deleted: 'A collection is deleted',
    },
  },
];
