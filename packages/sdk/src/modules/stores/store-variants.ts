import type {
  QueryStoreVariantsRequest,
  QueryStoreVariantsResponse,
  StoreVariantResponse,
  StoreVariant as WireStoreVariant,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

export type StoreVariant = FromWire<WireStoreVariant>;

/**
 * Variants across every product, e.g. what is sold out:
 * `queryStoreVariants({ filter: { 'stock.inStock': false } })`. A plain query object, as
 * `@wix/stores` takes it (not a builder).
 */
export const queryStoreVariants = defineMethod(
  ({ http }) =>
    async (
      query: SdkRequest<QueryStoreVariantsRequest>['query'] = {},
    ): Promise<FromWire<QueryStoreVariantsResponse>> =>
      callRest<QueryStoreVariantsResponse>(http, {
        method: 'POST',
        path: '/stores-reader/v1/variants/query',
        payload: { query },
      }),
);

/** One variant by its store-wide id, `{productId}-{variantId}`. */
export const getStoreVariant = defineMethod(
  ({ http }) =>
    async (id: string): Promise<FromWire<StoreVariantResponse>> =>
      callRest<StoreVariantResponse>(http, {
        method: 'GET',
        path: fillPath('/stores-reader/v1/variants/{id}', { id }),
      }),
);
