import {
  BulkAdjustProductsRequestSchema,
  BulkProductsResponseSchema,
  BulkUpdateProductsRequestSchema,
  CreateProductRequestSchema,
  EmptyResponseSchema,
  GetProductQuerySchema,
  ProductIdParamsSchema,
  ProductOptionsAvailabilityRequestSchema,
  ProductOptionsAvailabilityResponseSchema,
  ProductResponseSchema,
  QueryProductsRequestSchema,
  QueryProductsResponseSchema,
  UpdateProductRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import { asSharedItems } from '../../../kernel/http/shared-items.js';
import { catalogueViewOf, ownerOnly } from '../catalogue-view.js';
import type { StoresService } from '../service.js';

const tags = ['Stores'];

/** Products: catalogue reads for visitors (the reader service), whole-product writes for the owner. */
export function productRoutes(stores: StoresService) {
  /**
   * The revisions a query's cache key was made of, for its handler (`route()` hands both the same
   * call): the answer is computed at the revisions it is kept under, and on PostgreSQL they are
   * read once per call instead of twice.
   */
  const revisionsOfCall = new WeakMap<object, readonly number[]>();
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      complexGet: true,
      access: 'visitor',
      summary: 'Query products (filter, sort, offset paging); paging comes back in `metadata`',
      tags,
      body: QueryProductsRequestSchema,
      response: QueryProductsResponseSchema,
      // Products come from `PresentedProducts` as bytes, shared between answers and never changed.
      sharedItems: { property: 'products' },
      // A storefront asks for the same pages over and over; they change only with the catalogue.
      cacheKey: async (call) => {
        const view = catalogueViewOf(call.identity);
        const revisions = await stores.catalogueRevisions(view.siteId);
        revisionsOfCall.set(call, revisions);
        return `${view.siteId} ${revisions.join('.')} ${view.owner ? 'owner' : 'visitor'} ${call.inputText()}`;
      },
      handler: async (call) => {
        const view = catalogueViewOf(call.identity);
        const { body } = call;
        const answer = await stores.queryProducts(view.siteId, body.query, {
          includeHidden: ownerOnly(view, body.includeHiddenProducts),
          includeVariants: body.includeVariants ?? false,
          includeMerchantSpecificData: ownerOnly(view, body.includeMerchantSpecificData),
          revisions: revisionsOfCall.get(call),
        });
        // Presented products come serialised; `sharedItems` splices their bytes in.
        return { ...answer, products: asSharedItems(answer.products) };
      },
    });

    route(app, {
      method: 'GET',
      path: '/stores-reader/v1/products/:id',
      access: 'visitor',
      summary: 'Get a product with its variants',
      tags,
      params: ProductIdParamsSchema,
      querystring: GetProductQuerySchema,
      response: ProductResponseSchema,
      handler: async ({ identity, params, query }) => {
        const view = catalogueViewOf(identity);
        return {
          product: await stores.getProduct(view.siteId, params.id, {
            includeHidden: view.owner,
            includeMerchantSpecificData: ownerOnly(view, query.includeMerchantSpecificData),
          }),
        };
      },
    });

    route(app, {
      method: 'POST',
      path: '/stores-reader/v1/products/:id/productOptionsAvailability',
      access: 'visitor',
      summary: 'Which choices are in stock given the chosen ones, and the selected variant',
      tags,
      params: ProductIdParamsSchema,
      body: ProductOptionsAvailabilityRequestSchema,
      response: ProductOptionsAvailabilityResponseSchema,
      handler: ({ identity, params, body }) => {
        const view = catalogueViewOf(identity);
        return stores.productOptionsAvailability(view.siteId, params.id, body.options, view.owner);
      },
    });

    for (const label of ['brand', 'ribbon'] as const) {
      route(app, {
        method: 'POST',
        path: `/stores/v1/products/:id/remove-${label}`,
        access: 'owner',
        summary: `Remove the ${label} of a product`,
        tags,
        params: ProductIdParamsSchema,
        response: EmptyResponseSchema,
        handler: async ({ identity, params }) =>
          stores.removeProductLabel(siteOf(identity), params.id, label),
      });
    }

    route(app, {
      method: 'POST',
      path: '/stores/v1/products',
      access: 'owner',
      summary: 'Create a product; variants are generated from its options',
      tags,
      body: CreateProductRequestSchema,
      response: ProductResponseSchema,
      handler: async ({ identity, body }) => ({
        product: await stores.createProduct(siteOf(identity), body.product),
      }),
    });

    route(app, {
      method: 'PATCH',
      path: '/stores/v1/products/:id',
      access: 'owner',
      summary: 'Update the fields given; changed options regenerate the variants, keeping existing ones',
      tags,
      params: ProductIdParamsSchema,
      body: UpdateProductRequestSchema,
      response: ProductResponseSchema,
      handler: async ({ identity, params, body }) => ({
        product: await stores.updateProduct(siteOf(identity), params.id, body.product),
      }),
    });

    route(app, {
      method: 'DELETE',
      path: '/stores/v1/products/:id',
      access: 'owner',
      summary: 'Delete a product',
      tags,
      params: ProductIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => stores.deleteProduct(siteOf(identity), params.id),
    });

    route(app, {
      method: 'POST',
      path: '/stores/v1/bulk/products/update',
      access: 'owner',
      summary: 'Set the price, cost or weight of many products',
      tags,
      body: BulkUpdateProductsRequestSchema,
      response: BulkProductsResponseSchema,
      handler: ({ identity, body }) => stores.bulkUpdateProducts(siteOf(identity), body),
    });

    route(app, {
      method: 'POST',
      path: '/stores/v1/bulk/products/adjust-properties',
      access: 'owner',
      summary: 'Raise or lower the price, cost or weight of many products by an amount or a percentage',
      tags,
      body: BulkAdjustProductsRequestSchema,
      response: BulkProductsResponseSchema,
      handler: ({ identity, body }) => stores.bulkAdjustProducts(siteOf(identity), body),
    });
  };
}
