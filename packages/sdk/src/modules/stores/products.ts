import type {
  CreateProductRequest,
  GetProductQuery,
  ProductOptionsAvailabilityRequest,
  ProductOptionsAvailabilityResponse,
  ProductResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  UpdateProductRequest,
  Product as WireProduct,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/** Products carry one timestamp of their own besides `createdDate`. */
const DATE_KEYS = ['lastUpdated'] as const;
type DateKey = (typeof DATE_KEYS)[number];

export type Product = FromWire<WireProduct, DateKey>;

/**
 * `queryProducts().startsWith('name', 'Linen').ascending('price').limit(10).find()`: a GET with
 * a `.r` parameter (POST above 4000 characters); paging comes from `metadata`. The owner's
 * hidden products too with `{ includeHiddenProducts: true }` (an owner's client only).
 */
export const queryProducts = defineMethod(
  ({ http }) =>
    (options: { includeHiddenProducts?: boolean } = {}) =>
      createQuery<Product>({
        http,
        method: 'GET',
        path: '/stores-reader/v1/products/query-platformized',
        postFallback: true,
        itemsKey: 'products',
        metadataKey: 'metadata',
        paging: 'offset',
        dateKeys: DATE_KEYS,
        ...(options.includeHiddenProducts ? { alongside: { includeHiddenProducts: true } } : {}),
      }),
);

export const getProduct = defineMethod(
  ({ http }) =>
    async (
      id: string,
      options: SdkRequest<GetProductQuery> = {},
    ): Promise<FromWire<ProductResponse, DateKey>> =>
      callRest<ProductResponse, DateKey>(http, {
        method: 'GET',
        path: fillPath('/stores-reader/v1/products/{id}', { id }),
        payload: options,
        dateKeys: DATE_KEYS,
      }),
);

export const createProduct = defineMethod(
  ({ http }) =>
    async (
      product: SdkRequest<CreateProductRequest>['product'],
    ): Promise<FromWire<ProductResponse, DateKey>> =>
      callRest<ProductResponse, DateKey>(http, {
        method: 'POST',
        path: '/stores/v1/products',
        payload: { product },
        dateKeys: DATE_KEYS,
      }),
  { elevated: true },
);

export const updateProduct = defineMethod(
  ({ http }) =>
    async (
      id: string,
      product: SdkRequest<UpdateProductRequest>['product'],
    ): Promise<FromWire<ProductResponse, DateKey>> =>
      callRest<ProductResponse, DateKey>(http, {
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
    async (
      id: string,
      options: ProductOptionsAvailabilityRequest['options'],
    ): Promise<FromWire<ProductOptionsAvailabilityResponse>> =>
      callRest<ProductOptionsAvailabilityResponse>(http, {
        method: 'POST',
        path: fillPath('/stores-reader/v1/products/{id}/productOptionsAvailability', { id }),
        payload: { options },
      }),
);

export const queryProductVariants = defineMethod(
  ({ http }) =>
    async (
      id: string,
      options: SdkRequest<QueryProductVariantsRequest> = {},
    ): Promise<FromWire<QueryProductVariantsResponse>> =>
      callRest<QueryProductVariantsResponse>(http, {
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
  reorderProductMedia,
} from './product-media.js';
export { getStoreVariant, queryStoreVariants } from './store-variants.js';
export { resetAllVariantData, updateInventoryVariants, updateVariants } from './variant-writes.js';
