import { createCollectionsService } from './collections/service.js';
import type { StoresDependencies } from './dependencies.js';
import { createProductMedia } from './media/service.js';
import { createBulkUpdates } from './products/bulk.js';
import { createProductsService } from './products/service.js';
import { createInventoryService } from './variants/inventory.js';
import { createProductVariantReads } from './variants/product-variant-reads.js';
import { createStoreVariantsService } from './variants/store-variants-service.js';
import { createVariantUpdates } from './variants/variant-updates.js';

/**
 * The store's service: one object of every subject's functions (products, variants and stock,
 * collections, media), each made from the dependencies it uses.
 */
export function createStoresService(deps: StoresDependencies) {
  const products = createProductsService(deps);
  return {
    ...products,
    ...createProductVariantReads(products),
    ...createCollectionsService(deps),
    ...createInventoryService(deps),
    ...createVariantUpdates(deps),
    ...createBulkUpdates(deps),
    ...createStoreVariantsService(deps),
    ...createProductMedia(deps),
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
