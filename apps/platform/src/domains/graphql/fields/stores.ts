import {
  CollectionResponseSchema,
  CollectionSlugParamsSchema,
  GetProductQuerySchema,
  ProductIdParamsSchema,
  ProductResponseSchema,
  QueryCollectionsRequestSchema,
  QueryCollectionsResponseSchema,
  QueryProductsRequestSchema,
  QueryProductsResponseSchema,
} from '@bazaar/contracts';
import { Type } from 'typebox';
import { type GatewayField, pathOf } from './gateway-field.js';

const GetProductInputSchema = Type.Object({
  ...ProductIdParamsSchema.properties,
  ...GetProductQuerySchema.properties,
});

/** The catalogue's public reads (the owner also sees hidden products, as over REST). */
export const storesFields: GatewayField[] = [
  {
    name: 'storesProductsV1Products',
    on: ['query'],
    description: 'Products of the catalogue: filter, sort and paging as in REST `queryProducts`',
    argument: { name: 'queryInput', schema: QueryProductsRequestSchema },
    call: (input) => ({ method: 'POST', url: '/stores-reader/v1/products/query-platformized', body: input }),
    answer: QueryProductsResponseSchema,
    list: 'products',
  },
  {
    name: 'storesProductsV1Product',
    on: ['query'],
    description: 'One product with its variants',
    argument: { name: 'queryInput', schema: GetProductInputSchema },
    call: ({ id, ...query }) => ({
      method: 'GET',
      url: pathOf('/stores-reader/v1/products/:id', { id }),
      query: query as Record<string, string>,
    }),
    answer: ProductResponseSchema,
  },
  {
    name: 'storesCollectionsV1Collections',
    on: ['query'],
    description: 'Collections of the catalogue',
    argument: { name: 'queryInput', schema: QueryCollectionsRequestSchema },
    call: (input) => ({ method: 'POST', url: '/stores-reader/v1/collections/query', body: input }),
    answer: QueryCollectionsResponseSchema,
    list: 'collections',
  },
  {
    name: 'storesProductsV1GetCollectionBySlug',
    on: ['query', 'mutation'],
    description: 'A collection by its slug',
    argument: { name: 'input', schema: CollectionSlugParamsSchema },
    call: ({ slug }) => ({
      method: 'GET',
      url: pathOf('/stores-reader/v1/collections/slug/:slug', { slug }),
    }),
    answer: CollectionResponseSchema,
  },
];
