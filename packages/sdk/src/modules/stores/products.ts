import type { ProductInput, Product as WireProduct } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

export type Product = Omit<FromWire<WireProduct>, 'lastUpdated'> & { lastUpdated: Date };

const DATE_KEYS = ['lastUpdated'];

/**
 * `queryProducts().startsWith('name', 'Linen').ascending('price').limit(10).find()`: a GET with
 * a `.r` parameter (POST above 4000 characters); paging comes from `metadata`.
 */
export const queryProducts = defineMethod(
  ({ http }) =>
    () =>
      createQuery<Product>({
        http,
        method: 'GET',
        path: '/stores-reader/v1/products/query-platformized',
        postFallback: true,
        itemsKey: 'products',
        metadataKey: 'metadata',
        paging: 'offset',
        dateKeys: DATE_KEYS,
      }),
);

export const getProduct = defineMethod(
  ({ http }) =>
    async (
      id: string,
      options: { includeMerchantSpecificData?: boolean } = {},
    ): Promise<{ product: Product }> =>
      callRest(http, {
        method: 'GET',
        path: fillPath('/stores-reader/v1/products/{id}', { id }),
        payload: options,
        dateKeys: DATE_KEYS,
      }),
);

export const createProduct = defineMethod(
  ({ http }) =>
    async (product: ProductInput): Promise<{ product: Product }> =>
      callRest(http, {
        method: 'POST',
        path: '/stores/v1/products',
        payload: { product },
        dateKeys: DATE_KEYS,
      }),
  { elevated: true },
);

export const updateProduct = defineMethod(
  ({ http }) =>
    async (id: string, product: Partial<ProductInput>): Promise<{ product: Product }> =>
      callRest(http, {
        method: 'PATCH',
        path: fillPath('/stores/v1/products/{id}', { id }),
        payload: { product },
        dateKeys: DATE_KEYS,
      }),
  { elevated: true },
);

export const deleteProduct = defineMethod(
  ({ http }) =>
    async (id: string): Promise<void> => {
      await callRest(http, { method: 'DELETE', path: fillPath('/stores/v1/products/{id}', { id }) });
    },
  { elevated: true },
);

/** `{ Size: 'M' }` → which choices remain in stock, and the variant once every option is chosen. */
export const getProductOptionsAvailability = defineMethod(
  ({ http }) =>
    async (id: string, options: Record<string, string>) =>
      callRest<{
        productOptions: Product['productOptions'];
        availableForPurchase: boolean;
        selectedVariant?: {
          _id: string;
          choices: Record<string, string>;
          price: Product['priceData'];
          inStock: boolean;
        };
      }>(http, {
        method: 'POST',
        path: fillPath('/stores-reader/v1/products/{id}/productOptionsAvailability', { id }),
        payload: { options },
      }),
);

export const queryProductVariants = defineMethod(
  ({ http }) =>
    async (
      id: string,
      options: {
        choices?: Record<string, string>;
        variantIds?: string[];
        paging?: { limit?: number; offset?: number };
      } = {},
    ) =>
      callRest<{ variants: NonNullable<Product['variants']>; totalResults: number }>(http, {
        method: 'POST',
        path: fillPath('/stores-reader/v1/products/{id}/variants/query', { id }),
        payload: options,
      }),
);

export const removeBrand = defineMethod(
  ({ http }) =>
    async (id: string): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/products/{id}/remove-brand', { id }),
      });
    },
  { elevated: true },
);

export const removeRibbon = defineMethod(
  ({ http }) =>
    async (id: string): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/products/{id}/remove-ribbon', { id }),
      });
    },
  { elevated: true },
);

export {
  addProductMedia,
  addProductMediaToChoices,
  removeProductMedia,
  removeProductMediaFromChoices,
} from './product-media.js';
export { getStoreVariant, queryStoreVariants } from './store-variants.js';
