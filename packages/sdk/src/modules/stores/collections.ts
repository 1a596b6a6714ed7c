import type {
  ArrangedProducts,
  CollectionProductIdsRequest,
  CollectionResponse,
  CreateCollectionRequest,
  QueryCollectionsRequest,
  QueryCollectionsResponse,
  UpdateCollectionRequest,
  Collection as WireCollection,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

export type Collection = FromWire<WireCollection>;

export const getCollectionBySlug = defineMethod(
  ({ http }) =>
    async (slug: string): Promise<FromWire<CollectionResponse>> =>
      callRest<CollectionResponse>(http, {
        method: 'GET',
        path: fillPath('/stores-reader/v1/collections/slug/{slug}', { slug }),
      }),
);

/** A page of collections (filter by id, name or slug; sort by name or createdDate); visitors see visible ones. */
export const queryCollections = defineMethod(
  ({ http }) =>
    async (
      query: SdkRequest<QueryCollectionsRequest>['query'] = {},
    ): Promise<FromWire<QueryCollectionsResponse>> =>
      callRest<QueryCollectionsResponse>(http, {
        method: 'POST',
        path: '/stores-reader/v1/collections/query',
        payload: { query },
      }),
);

export const getCollection = defineMethod(
  ({ http }) =>
    async (id: string): Promise<FromWire<CollectionResponse>> =>
      callRest<CollectionResponse>(http, {
        method: 'GET',
        path: fillPath('/stores-reader/v1/collections/{id}', { id }),
      }),
);

export const createCollection = defineMethod(
  ({ http }) =>
    async (
      collection: SdkRequest<CreateCollectionRequest>['collection'],
    ): Promise<FromWire<CollectionResponse>> =>
      callRest<CollectionResponse>(http, {
        method: 'POST',
        path: '/stores/v1/collections',
        payload: { collection },
      }),
  { elevated: true },
);

export const updateCollection = defineMethod(
  ({ http }) =>
    async (
      id: string,
      collection: SdkRequest<UpdateCollectionRequest>['collection'],
    ): Promise<FromWire<CollectionResponse>> =>
      callRest<CollectionResponse>(http, {
        method: 'PATCH',
        path: fillPath('/stores/v1/collections/{id}', { id }),
        payload: { collection },
      }),
  { elevated: true },
);

/** The collection goes; its products stay in the store. */
export const deleteCollection = defineMethod(
  ({ http }) =>
    async (id: string): Promise<void> => {
      await callRest(http, { method: 'DELETE', path: fillPath('/stores/v1/collections/{id}', { id }) });
    },
  { elevated: true },
);

export const addProductsToCollection = defineMethod(
  ({ http }) =>
    async (id: string, productIds: CollectionProductIdsRequest['productIds']): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/collections/{id}/productIds', { id }),
        payload: { productIds },
      });
    },
  { elevated: true },
);

export const removeProductsFromCollection = defineMethod(
  ({ http }) =>
    async (id: string, productIds: CollectionProductIdsRequest['productIds']): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath('/stores/v1/collections/{id}/productIds/delete', { id }),
        payload: { productIds },
      });
    },
  { elevated: true },
);

/** The products a collection shows first, in order (the rest follow, newest first). */
export const getArrangedProducts = defineMethod(
  ({ http }) =>
    async (id: string): Promise<ArrangedProducts> =>
      callRest<ArrangedProducts>(http, {
        method: 'GET',
        path: fillPath('/stores-reader/v1/collections/{id}/arranged-products', { id }),
      }),
);

/** `setArrangedProducts(collectionId, [first, second])`: up to 100 of its products, shown first; `[]` drops the order. */
export const setArrangedProducts = defineMethod(
  ({ http }) =>
    async (id: string, productIds: ArrangedProducts['productIds']): Promise<ArrangedProducts> =>
      callRest<ArrangedProducts>(http, {
        method: 'PUT',
        path: fillPath('/stores/v1/collections/{id}/arranged-products', { id }),
        payload: { productIds },
      }),
  { elevated: true },
);
