import {
  EmptyResponseSchema,
  ProductIdOnlyParamsSchema,
  ProductIdParamsSchema,
  ProductVariantsResponseSchema,
  QueryProductVariantsRequestSchema,
  QueryProductVariantsResponseSchema,
  QueryStoreVariantsRequestSchema,
  QueryStoreVariantsResponseSchema,
  StoreVariantIdParamsSchema,
  StoreVariantResponseSchema,
  UpdateInventoryVariantsRequestSchema,
  UpdateProductVariantsRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import { catalogueViewOf } from '../catalogue-view.js';
import type { StoresService } from '../service.js';

const tags = ['Stores'];

/** Variants and stock: a product's variants and options, store-wide variant reads, inventory. */
export function variantRoutes(stores: StoresService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/stores-reader/v1/products/:id/variants/query',
      access: 'visitor',
      summary: "Query a product's variants by choices or ids",
      tags,
      params: ProductIdParamsSchema,
      body: QueryProductVariantsRequestSchema,
      response: QueryProductVariantsResponseSchema,
      handler: ({ identity, params, body }) => {
        const view = catalogueViewOf(identity);
        return stores.queryProductVariants(view.siteId, params.id, body, view.owner);
      },
    });

    route(app, {
      method: 'POST',
      path: '/stores-reader/v1/variants/query',
      access: 'visitor',
      summary: 'Query variants across all products (filter by product, stock, collection, SKU, ...)',
      tags,
      body: QueryStoreVariantsRequestSchema,
      response: QueryStoreVariantsResponseSchema,
      handler: ({ identity, body }) => {
        const view = catalogueViewOf(identity);
        return stores.queryStoreVariants(view.siteId, body.query, view.owner);
      },
    });

    route(app, {
      method: 'GET',
      path: '/stores-reader/v1/variants/:id',
      access: 'visitor',
      summary: 'Get one store variant by `{productId}-{variantId}`',
      tags,
      params: StoreVariantIdParamsSchema,
      response: StoreVariantResponseSchema,
      handler: ({ identity, params }) => {
        const view = catalogueViewOf(identity);
        return stores.getStoreVariant(view.siteId, params.id, view.owner);
      },
    });

    route(app, {
      method: 'PATCH',
      path: '/stores/v1/products/:id/variants',
      access: 'owner',
      summary: 'Set price, weight, SKU or visibility of the variants with given choices or ids',
      tags,
      params: ProductIdParamsSchema,
      body: UpdateProductVariantsRequestSchema,
      response: ProductVariantsResponseSchema,
      handler: async ({ identity, params, body }) => ({
        variants: (await stores.updateProductVariants(siteOf(identity), params.id, body)) ?? [],
      }),
    });

    route(app, {
      method: 'DELETE',
      path: '/stores/v1/products/:id/options',
      access: 'owner',
      summary: 'Remove all options of a product (it keeps one default variant)',
      tags,
      params: ProductIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => stores.deleteProductOptions(siteOf(identity), params.id),
    });

    route(app, {
      method: 'POST',
      path: '/stores/v1/products/:id/variants/resetToDefault',
      access: 'owner',
      summary: 'Give every variant the product price, weight and SKU again',
      tags,
      params: ProductIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => stores.resetVariants(siteOf(identity), params.id),
    });

    route(app, {
      method: 'PATCH',
      path: '/stores/v2/inventoryItems/product/:productId',
      access: 'owner',
      summary: 'Set the stock of variants: tracked quantities or in/out of stock',
      tags,
      params: ProductIdOnlyParamsSchema,
      body: UpdateInventoryVariantsRequestSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params, body }) =>
        stores.updateInventoryVariants(siteOf(identity), params.productId, body),
    });
  };
}
