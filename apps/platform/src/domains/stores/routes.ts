import {
  AddProductMediaRequestSchema,
  BulkAdjustProductsRequestSchema,
  BulkProductsResponseSchema,
  BulkUpdateProductsRequestSchema,
  CollectionIdParamsSchema,
  CollectionProductIdsRequestSchema,
  CollectionResponseSchema,
  CollectionSlugParamsSchema,
  CreateCollectionRequestSchema,
  CreateProductRequestSchema,
  EmptyResponseSchema,
  GetProductQuerySchema,
  ProductChoicesMediaRequestSchema,
  ProductIdOnlyParamsSchema,
  ProductIdParamsSchema,
  ProductOptionsAvailabilityRequestSchema,
  ProductOptionsAvailabilityResponseSchema,
  ProductResponseSchema,
  ProductVariantsResponseSchema,
  QueryProductsRequestSchema,
  QueryProductsResponseSchema,
  QueryProductVariantsRequestSchema,
  QueryProductVariantsResponseSchema,
  QueryStoreVariantsRequestSchema,
  QueryStoreVariantsResponseSchema,
  RemoveProductMediaRequestSchema,
  StoreVariantIdParamsSchema,
  StoreVariantResponseSchema,
  UpdateCollectionRequestSchema,
  UpdateInventoryVariantsRequestSchema,
  UpdateProductRequestSchema,
  UpdateProductVariantsRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../kernel/auth.js';
import { route } from '../../kernel/http/route.js';
import type { StoresService } from './service.js';

const tags = ['Stores'];

/** The v1 catalogue: reads on the reader service for visitors, writes for the site owner. */
export function storesRoutes(stores: StoresService) {
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
      // Products come from `PresentedProducts`, shared between answers and never changed.
      sharedItems: { property: 'products' },
      // A storefront asks for the same pages over and over; they change only with the catalogue.
      cacheKey: async ({ identity, body }) => {
        const siteId = siteOf(identity);
        const version = await stores.catalogueVersion(siteId);
        return `${siteId} ${version} ${identity.kind === 'owner' ? 'owner' : 'visitor'} ${JSON.stringify(body)}`;
      },
      handler: ({ identity, body }) =>
        stores.queryProducts(siteOf(identity), body.query, {
          includeHidden: identity.kind === 'owner' && body.includeHiddenProducts === true,
          includeVariants: body.includeVariants ?? false,
          includeMerchantSpecificData: identity.kind === 'owner' && body.includeMerchantSpecificData === true,
        }),
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
      handler: async ({ identity, params, query }) => ({
        product: await stores.getProduct(siteOf(identity), params.id, {
          includeHidden: identity.kind === 'owner',
          includeMerchantSpecificData:
            identity.kind === 'owner' && query.includeMerchantSpecificData === true,
        }),
      }),
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
      handler: ({ identity, params, body }) =>
        stores.productOptionsAvailability(
          siteOf(identity),
          params.id,
          body.options,
          identity.kind === 'owner',
        ),
    });

    route(app, {
      method: 'POST',
      path: '/stores-reader/v1/products/:id/variants/query',
      access: 'visitor',
      summary: "Query a product's variants by choices or ids",
      tags,
      params: ProductIdParamsSchema,
      body: QueryProductVariantsRequestSchema,
      response: QueryProductVariantsResponseSchema,
      handler: ({ identity, params, body }) =>
        stores.queryProductVariants(siteOf(identity), params.id, body, identity.kind === 'owner'),
    });

    route(app, {
      method: 'POST',
      path: '/stores-reader/v1/variants/query',
      access: 'visitor',
      summary: 'Query variants across all products (filter by product, stock, collection, SKU, ...)',
      tags,
      body: QueryStoreVariantsRequestSchema,
      response: QueryStoreVariantsResponseSchema,
      handler: ({ identity, body }) =>
        stores.queryStoreVariants(siteOf(identity), body.query, identity.kind === 'owner'),
    });

    route(app, {
      method: 'GET',
      path: '/stores-reader/v1/variants/:id',
      access: 'visitor',
      summary: 'Get one store variant by `{productId}-{variantId}`',
      tags,
      params: StoreVariantIdParamsSchema,
      response: StoreVariantResponseSchema,
      handler: ({ identity, params }) =>
        stores.getStoreVariant(siteOf(identity), params.id, identity.kind === 'owner'),
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
      method: 'POST',
      path: '/stores/v1/products/:id/media',
      access: 'owner',
      summary: 'Add uploaded images to the gallery (by media id or platform URL), optionally for a choice',
      tags,
      params: ProductIdParamsSchema,
      body: AddProductMediaRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params, body }) =>
        stores.addProductMedia(siteOf(identity), params.id, body.media),
    });

    route(app, {
      method: 'POST',
      path: '/stores/v1/products/:id/media/delete',
      access: 'owner',
      summary: 'Remove media from the gallery and from every choice that showed it',
      tags,
      params: ProductIdParamsSchema,
      body: RemoveProductMediaRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params, body }) =>
        stores.removeProductMedia(siteOf(identity), params.id, body.mediaIds),
    });

    route(app, {
      method: 'PATCH',
      path: '/stores/v1/products/:id/choices/media',
      access: 'owner',
      summary: "Show some of the product's media for given choices",
      tags,
      params: ProductIdParamsSchema,
      body: ProductChoicesMediaRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params, body }) =>
        stores.addProductMediaToChoices(siteOf(identity), params.id, body.media),
    });

    route(app, {
      method: 'POST',
      path: '/stores/v1/products/:id/choices/media/delete',
      access: 'owner',
      summary: 'Stop showing media for given choices (all of their media when no ids are given)',
      tags,
      params: ProductIdParamsSchema,
      body: ProductChoicesMediaRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params, body }) =>
        stores.removeProductMediaFromChoices(siteOf(identity), params.id, body.media),
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
      method: 'GET',
      path: '/stores-reader/v1/collections/slug/:slug',
      aliases: ['/stores/v1/collections/slug/:slug', '/_api/stores/v1/collections/slug/:slug'],
      access: 'visitor',
      summary: 'Get a collection by its slug',
      tags,
      params: CollectionSlugParamsSchema,
      response: CollectionResponseSchema,
      handler: async ({ identity, params }) => ({
        collection: await stores.getCollectionBySlug(siteOf(identity), params.slug),
      }),
    });

    route(app, {
      method: 'POST',
      path: '/stores/v1/collections',
      access: 'owner',
      summary: 'Create a collection',
      tags,
      body: CreateCollectionRequestSchema,
      response: CollectionResponseSchema,
      handler: async ({ identity, body }) => ({
        collection: await stores.createCollection(siteOf(identity), body.collection),
      }),
    });

    route(app, {
      method: 'PATCH',
      path: '/stores/v1/collections/:id',
      access: 'owner',
      summary: 'Rename a collection, change its slug, description or visibility',
      tags,
      params: CollectionIdParamsSchema,
      body: UpdateCollectionRequestSchema,
      response: CollectionResponseSchema,
      handler: async ({ identity, params, body }) => ({
        collection: await stores.updateCollection(siteOf(identity), params.id, body.collection),
      }),
    });

    route(app, {
      method: 'DELETE',
      path: '/stores/v1/collections/:id',
      access: 'owner',
      summary: 'Delete a collection (its products stay)',
      tags,
      params: CollectionIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => stores.deleteCollection(siteOf(identity), params.id),
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

    route(app, {
      method: 'POST',
      path: '/stores/v1/collections/:id/productIds',
      access: 'owner',
      summary: 'Add products to a collection',
      tags,
      params: CollectionIdParamsSchema,
      body: CollectionProductIdsRequestSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params, body }) =>
        stores.changeCollectionProducts(siteOf(identity), params.id, body.productIds, 'add'),
    });

    route(app, {
      method: 'POST',
      path: '/stores/v1/collections/:id/productIds/delete',
      access: 'owner',
      summary: 'Remove products from a collection',
      tags,
      params: CollectionIdParamsSchema,
      body: CollectionProductIdsRequestSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params, body }) =>
        stores.changeCollectionProducts(siteOf(identity), params.id, body.productIds, 'remove'),
    });
  };
}
