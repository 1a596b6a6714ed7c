import type {
  ProductVariantsResponse,
  UpdateInventoryVariantsRequest,
  UpdateProductVariantsRequest,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/**
 * `updateVariants(productId, [{ choices: { Size: 'M' }, price: '12.50', sku: 'TEE-M' }])`: per-variant
 * price, weight, SKU or visibility (the product's own apply where a variant has none). Answers all
 * of the product's variants.
 */
export const updateVariants = defineMethod(
  ({ http }) =>
    async (
      id: string,
      variants: SdkRequest<UpdateProductVariantsRequest>['variants'],
    ): Promise<FromWire<ProductVariantsResponse>> =>
      callRest<ProductVariantsResponse>(http, {
        method: 'PATCH',
        path: fillPath('/stores/v1/products/{id}/variants', { id }),
        payload: { variants },
      }),
  { elevated: true },
);

/** Every variant takes the product's price, weight and SKU again. */
export const resetAllVariantData = defineMethod(
  ({ http }) =>
    async (id: string): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/products/{id}/variants/resetToDefault', { id }),
      });
    },
  { elevated: true },
);

/**
 * `updateInventoryVariants(productId, { trackQuantity: true, variants: [{ variantId, quantity: 5 }] })`:
 * the stock of each variant, counted or plainly in or out of stock (`@wix/stores` `inventory`).
 */
export const updateInventoryVariants = defineMethod(
  ({ http }) =>
    async (
      productId: string,
      inventoryItem: UpdateInventoryVariantsRequest['inventoryItem'],
    ): Promise<void> => {
      await callRest(http, {
        method: 'PATCH',
        path: fillPath('/stores/v2/inventoryItems/product/{productId}', { productId }),
        payload: { inventoryItem },
      });
    },
  { elevated: true },
);
