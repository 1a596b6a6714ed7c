import { STORES_APP_ID } from '@bazaar/contracts';
import type { CatalogProvider } from '../ecom/catalog.js';
import type { StoresService } from './service.js';

const stockLineOf = (line: { catalogItemId: string; variantId: string; quantity: number }) => ({
  productId: line.catalogItemId,
  variantId: line.variantId,
  quantity: line.quantity,
});

/** The store as a catalog provider: products and their variants, stock taken when an order is paid. */
export function storesCatalogProvider(
  stores: Pick<StoresService, 'resolveCatalogItems' | 'reserveStock' | 'restockStock'>,
): CatalogProvider {
  return {
    appId: STORES_APP_ID,
    async resolve(siteId, selections, on) {
      const items = await stores.resolveCatalogItems(
        siteId,
        selections.map((selection) => ({
          productId: selection.catalogItemId,
          ...(selection.variantId ? { variantId: selection.variantId } : {}),
          ...(selection.options ? { options: selection.options } : {}),
        })),
        on,
      );
      return items.map((item) => {
        if (!item) return undefined;
        const { productId, slug, productType, ...rest } = item;
        return {
          ...rest,
          catalogItemId: productId,
          itemType: productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
          shippable: productType !== 'digital',
          relativePath: `/product-page/${slug}`,
        };
      });
    },
    reserve: (tx, siteId, currency, lines) =>
      stores.reserveStock(tx, siteId, currency, lines.map(stockLineOf)),
    restock: (tx, siteId, currency, lines) =>
      stores.restockStock(tx, siteId, currency, lines.map(stockLineOf)),
  };
}
