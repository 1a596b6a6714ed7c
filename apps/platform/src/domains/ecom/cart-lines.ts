import type { AddToCartRequest } from '@bazaar/contracts';
import { ValidationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { CartLine } from './cart-record.js';
import type { CatalogProviders } from './catalog.js';

/** Turns the lines a buyer asks for into cart lines, through the apps that sell their items. */
export function createLineResolver(catalog: Pick<CatalogProviders, 'resolve' | 'has'>) {
  /**
   * The items the lines name, each checked against its app, in the lines' order; one line that
   * names nothing this site sells refuses them all, before anything is written.
   */
  async function resolveLines(siteId: string, lineItems: AddToCartRequest['lineItems']) {
    lineItems.forEach(({ catalogReference }, index) => {
      if (!catalog.has(catalogReference.appId)) {
        throw ValidationError.field(
          `lineItems[${index}].catalogReference.appId`,
          'names no app that sells items on this site',
          'VALIDATION',
        );
      }
    });
    const items = await catalog.resolve(
      siteId,
      lineItems.map(({ catalogReference: reference }) => ({
        appId: reference.appId,
        catalogItemId: reference.catalogItemId,
        ...(reference.options?.options ? { options: reference.options.options } : {}),
        ...(reference.options?.variantId ? { variantId: reference.options.variantId } : {}),
      })),
    );
    return lineItems.map((line, index) => {
      const item = items[index];
      if (!item) {
        throw ValidationError.field(
          `lineItems[${index}].catalogReference`,
          'does not name an item this site sells (a product needs one choice of each of its options)',
          'VALIDATION',
        );
      }
      return { item, quantity: line.quantity ?? 1, appId: line.catalogReference.appId };
    });
  }

  /** A new cart line for a resolved item: what was chosen, never its price (read when shown). */
  const cartLineOf = ({
    item,
    quantity,
    appId,
  }: Awaited<ReturnType<typeof resolveLines>>[number]): CartLine => ({
    id: newId(),
    appId,
    productId: item.catalogItemId,
    variantId: item.variantId,
    options: item.choices,
    quantity,
  });

  return { resolveLines, cartLineOf };
}
