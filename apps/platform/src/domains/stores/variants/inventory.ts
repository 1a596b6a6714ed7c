import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import type { StoresDependencies } from '../dependencies.js';
import { discountedMinor, sortPrice } from '../products/presenter.js';
import type { ProductRecord } from '../products/product-record.js';
import * as repo from '../products/repo.js';

/** A product (or one variant of it) as a cart line sees it: what it costs now and whether it can be sold. */
export interface CatalogItem {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  productType: 'physical' | 'digital';
  priceMinor: number;
  fullPriceMinor: number;
  /** Option name → choice description of the variant. */
  choices: Record<string, string>;
  image?: { id: string; url: string; width: number; height: number; altText?: string };
  weight?: number;
  sku?: string;
  /** Undefined when stock is not tracked. */
  quantityAvailable?: number;
  inStock: boolean;
}

export type CatalogSelection = { options?: Record<string, string>; variantId?: string };

/**
 * What the eCommerce domain asks of the catalogue: the current price and stock of what a cart
 * line names, and taking stock when an order is placed.
 */
export function createInventoryService({ db, clock }: Pick<StoresDependencies, 'db' | 'clock'>) {
  /**
   * The variant each line means: by variant id, by its option choices, or the only variant of a
   * product without options; `undefined` for a line whose product is gone or hidden or whose
   * choices match no variant. Results in order; all the products are read in one query, on `on`
   * when the caller is inside a transaction.
   */
  async function resolveCatalogItems(
    siteId: string,
    lines: readonly (CatalogSelection & { productId: string })[],
    on: Queryable = db,
  ): Promise<(CatalogItem | undefined)[]> {
    const products = await repo.findProducts(
      on,
      siteId,
      lines.map((line) => line.productId),
    );
    return lines.map((line) => {
      const record = products.get(line.productId);
      return record && itemOf(record, line);
    });
  }

  return {
    resolveCatalogItems,

    /**
     * Takes `lines` out of stock inside the caller's transaction (placing an order). Each product
     * row is locked (in id order, so two buyers never wait on each other in a cycle), tracked
     * quantities are checked and lowered; if any falls short nothing changes and the buyer gets
     * INSUFFICIENT_INVENTORY. Untracked stock is not counted. It reads nothing outside `tx` (the
     * caller passes the site currency), since on SQLite the transaction holds the only connection.
     */
    async reserveStock(
      tx: Transaction,
      siteId: string,
      currency: string,
      lines: { productId: string; variantId: string; quantity: number }[],
    ): Promise<void> {
      const byProduct = new Map<string, typeof lines>();
      for (const line of lines)
        byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
      for (const productId of [...byProduct.keys()].sort()) {
        await repo.lockProduct(tx, siteId, productId);
        const product = await repo.findProduct(tx, siteId, productId);
        if (!product)
          throw new ApplicationError({
            status: 409,
            code: 'ITEM_NOT_AVAILABLE',
            description: 'A product in the cart no longer exists',
          });
        const updated: ProductRecord = {
          ...product,
          variants: product.variants.map((variant) => ({ ...variant, stock: { ...variant.stock } })),
          stock: { ...product.stock },
        };
        for (const line of byProduct.get(productId) ?? []) {
          const variant = updated.variants.find((candidate) => candidate.id === line.variantId);
          if (!variant)
            throw new ApplicationError({
              status: 409,
              code: 'ITEM_NOT_AVAILABLE',
              description: `${product.name} is no longer sold in this version`,
            });
          const stock = updated.manageVariants
            ? { tracked: variant.stock.trackQuantity, holder: variant.stock }
            : { tracked: updated.stock.trackInventory, holder: updated.stock };
          const available = stock.tracked
            ? (stock.holder.quantity ?? 0)
            : stock.holder.inStock
              ? Number.POSITIVE_INFINITY
              : 0;
          if (available < line.quantity) {
            throw new ApplicationError({
              status: 409,
              code: 'INSUFFICIENT_INVENTORY',
              description: `Only ${Number.isFinite(available) ? available : 0} of ${product.name} left in stock`,
              data: {
                catalogItemId: productId,
                quantityAvailable: Number.isFinite(available) ? available : 0,
              },
            });
          }
          if (stock.tracked) {
            stock.holder.quantity = (stock.holder.quantity ?? 0) - line.quantity;
            stock.holder.inStock = stock.holder.quantity > 0;
          }
        }
        updated.revision = product.revision + 1;
        updated.updatedDate = clock.now().toISOString();
        await repo.updateProduct(tx, updated, sortPrice(updated, currency));
      }
    },

    /**
     * Puts `lines` back in stock inside the caller's transaction (an order canceled, or refunded
     * with restocking): tracked quantities go up; untracked stock is not counted, and a product or
     * variant deleted since has nothing to go back to.
     */
    async restockStock(
      tx: Transaction,
      siteId: string,
      currency: string,
      lines: { productId: string; variantId: string; quantity: number }[],
    ): Promise<void> {
      for (const productId of [...new Set(lines.map((line) => line.productId))].sort()) {
        await repo.lockProduct(tx, siteId, productId);
        const product = await repo.findProduct(tx, siteId, productId);
        if (!product) continue;
        const updated: ProductRecord = {
          ...product,
          variants: product.variants.map((variant) => ({ ...variant, stock: { ...variant.stock } })),
          stock: { ...product.stock },
        };
        for (const line of lines.filter((candidate) => candidate.productId === productId)) {
          const variant = updated.variants.find((candidate) => candidate.id === line.variantId);
          const holder = updated.manageVariants
            ? variant?.stock.trackQuantity && variant.stock
            : updated.stock.trackInventory && updated.stock;
          if (!holder) continue;
          holder.quantity = (holder.quantity ?? 0) + line.quantity;
          holder.inStock = holder.quantity > 0;
        }
        updated.revision = product.revision + 1;
        updated.updatedDate = clock.now().toISOString();
        await repo.updateProduct(tx, updated, sortPrice(updated, currency));
      }
    },
  };
}

/** What `selection` of `record` is as a cart line: undefined when hidden or matching no variant. */
function itemOf(record: ProductRecord, selection: CatalogSelection): CatalogItem | undefined {
  if (!record.visible) return undefined;
  const variant = selection.variantId
    ? record.variants.find((candidate) => candidate.id === selection.variantId)
    : record.variants.find(
        (candidate) =>
          Object.keys(candidate.choices).length === Object.keys(selection.options ?? {}).length &&
          Object.entries(candidate.choices).every(
            ([option, choice]) => selection.options?.[option] === choice,
          ),
      );
  if (!variant) return undefined;
  const fullPriceMinor = variant.priceMinor ?? record.priceMinor;
  const tracked = record.manageVariants ? variant.stock.trackQuantity : record.stock.trackInventory;
  const quantity = record.manageVariants ? variant.stock.quantity : record.stock.quantity;
  const shown = pictureOf(record, variant.choices);
  const image = shown?.image;
  return {
    productId: record.id,
    variantId: variant.id,
    name: record.name,
    slug: record.slug,
    productType: record.productType,
    priceMinor: discountedMinor(record, fullPriceMinor),
    fullPriceMinor,
    choices: variant.choices,
    ...(image && shown
      ? {
          image: {
            id: shown.id,
            url: image.url,
            width: image.width,
            height: image.height,
            ...(image.altText ? { altText: image.altText } : {}),
          },
        }
      : {}),
    ...((variant.weight ?? record.weight) !== undefined ? { weight: variant.weight ?? record.weight } : {}),
    ...((variant.sku ?? record.sku) ? { sku: variant.sku ?? record.sku } : {}),
    ...(tracked ? { quantityAvailable: quantity ?? 0 } : {}),
    inStock: tracked
      ? (quantity ?? 0) > 0
      : record.manageVariants
        ? variant.stock.inStock
        : record.stock.inStock,
  };
}

/**
 * The picture of what was chosen: the first picture a chosen choice names (the white tee for
 * "White"), else the product's main picture, so a cart line and a checkout show the variant bought.
 */
function pictureOf(record: ProductRecord, choices: Record<string, string>) {
  for (const option of record.options) {
    const chosen = option.choices.find((choice) => choice.description === choices[option.name]);
    const item = chosen?.mediaIds
      ?.map((id) => record.media.find((candidate) => candidate.id === id))
      .find((candidate) => candidate?.image);
    if (item) return item;
  }
  return record.media[0];
}
