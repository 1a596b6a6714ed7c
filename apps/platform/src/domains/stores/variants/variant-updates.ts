import type {
  Product,
  UpdateInventoryVariantsRequest,
  UpdateProductVariantsRequest,
} from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { toMinor } from '../../../kernel/money.js';
import type { StoresDependencies } from '../dependencies.js';
import { presentProduct } from '../products/presenter.js';
import { changeProduct } from '../products/product-change.js';
import type { ProductRecord, VariantRecord } from '../products/product-record.js';
import { generateVariants } from './variants.js';

/** Changes of individual variants: their price, weight, SKU and visibility, and their stock. */
export function createVariantUpdates({
  db,
  sites,
  storefrontUrl,
  clock,
}: Pick<StoresDependencies, 'db' | 'sites' | 'storefrontUrl' | 'clock'>) {
  /** Runs `change` on the locked product and saves it, with an event. */
  async function changeOne(
    siteId: string,
    id: string,
    change: (record: ProductRecord, currency: string) => void,
  ): Promise<{ record: ProductRecord; currency: string }> {
    const { currency } = (await sites.getSite(siteId)).settings;
    const record = await db.transaction((tx) =>
      changeProduct(tx, { siteId, id, currency, storefrontUrl, now: clock.now() }, (next) =>
        change(next, currency),
      ),
    );
    return { record, currency };
  }

  const selectVariants = (
    record: ProductRecord,
    selector: { choices?: Record<string, string>; variantIds?: string[] },
    at: string,
  ) => {
    const selected = record.variants.filter(
      (variant) =>
        Object.entries(selector.choices ?? {}).every(
          ([option, choice]) => variant.choices[option] === choice,
        ) &&
        (!selector.variantIds || selector.variantIds.includes(variant.id)),
    );
    if (selected.length === 0)
      throw ValidationError.field(at, 'matches no variant of this product', 'VALIDATION');
    return selected;
  };

  return {
    async updateProductVariants(
      siteId: string,
      id: string,
      request: UpdateProductVariantsRequest,
    ): Promise<Product['variants']> {
      const { record, currency } = await changeOne(siteId, id, (product, currencyCode) => {
        request.variants.forEach((update, index) => {
          for (const variant of selectVariants(product, update, `variants[${index}]`)) {
            if (update.price !== undefined)
              variant.priceMinor = toMinor(update.price, currencyCode, `variants[${index}].price`);
            if (update.weight !== undefined) variant.weight = update.weight;
            if (update.sku !== undefined) variant.sku = update.sku;
            if (update.visible !== undefined) variant.visible = update.visible;
          }
        });
        product.manageVariants = product.options.length > 0;
      });
      return presentProduct(record, {
        currency,
        storefrontUrl,
        includeVariants: true,
        includeMerchantSpecificData: true,
      }).variants;
    },

    /** Removes every option: the product becomes a single item with one (default) variant. */
    async deleteProductOptions(siteId: string, id: string): Promise<void> {
      await changeOne(siteId, id, (product) => {
        product.options = [];
        product.variants = generateVariants([]);
        product.manageVariants = false;
      });
    },

    /** Back to one price, weight and SKU for the whole product. */
    async resetVariants(siteId: string, id: string): Promise<void> {
      await changeOne(siteId, id, (product) => {
        product.variants = product.variants.map(
          (variant): VariantRecord => ({
            id: variant.id,
            choices: variant.choices,
            visible: true,
            stock: variant.stock,
          }),
        );
      });
    },

    /** Stock per variant; tracking quantities turns on `manageVariants` for a product with options. */
    async updateInventoryVariants(
      siteId: string,
      productId: string,
      request: UpdateInventoryVariantsRequest,
    ): Promise<void> {
      const { trackQuantity, variants } = request.inventoryItem;
      await changeOne(siteId, productId, (product) => {
        variants.forEach((update, index) => {
          const variant = product.variants.find((candidate) => candidate.id === update.variantId);
          if (!variant)
            throw ValidationError.field(
              `inventoryItem.variants[${index}].variantId`,
              'is not a variant of this product',
              'VALIDATION',
            );
          variant.stock = trackQuantity
            ? {
                trackQuantity: true,
                quantity: update.quantity ?? variant.stock.quantity ?? 0,
                inStock: (update.quantity ?? variant.stock.quantity ?? 0) > 0,
              }
            : { trackQuantity: false, inStock: update.inStock ?? true };
        });
        if (product.options.length > 0) {
          product.manageVariants = true;
          return;
        }
        // Without options the only variant's stock is the product's stock.
        const only = product.variants[0];
        if (only) {
          product.stock = only.stock.trackQuantity
            ? {
                trackInventory: true,
                quantity: only.stock.quantity ?? 0,
                inStock: (only.stock.quantity ?? 0) > 0,
              }
            : { trackInventory: false, inStock: only.stock.inStock };
        }
      });
    },
  };
}
