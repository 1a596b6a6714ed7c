import {
  ArrangedProductsSchema,
  CollectionIdParamsSchema,
  CollectionProductIdsRequestSchema,
  CollectionResponseSchema,
  CollectionSlugParamsSchema,
  CreateCollectionRequestSchema,
  EmptyResponseSchema,
  QueryCollectionsRequestSchema,
  QueryCollectionsResponseSchema,
  UpdateCollectionRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import { catalogueViewOf } from '../catalogue-view.js';
import type { StoresService } from '../service.js';

const tags = ['Stores'];

/** Collections: reads (by slug, by id, queries) for visitors, and the owner's collections and their products. */
export function collectionRoutes(stores: StoresService) {
  return async (app: FastifyInstance) => {
    // The official `collections` module requests the bare service paths (`/v2/collections/…`).
    route(app, {
      method: 'GET',
      path: '/stores-reader/v1/collections/slug/:slug',
      aliases: [
        '/stores/v1/collections/slug/:slug',
        '/_api/stores/v1/collections/slug/:slug',
        '/v2/collections/slug/:slug',
      ],
      access: 'visitor',
      summary: 'Get a collection by its slug',
      tags,
      params: CollectionSlugParamsSchema,
      response: CollectionResponseSchema,
      handler: async ({ identity, params }) => {
        const view = catalogueViewOf(identity);
        return { collection: await stores.getCollectionBySlug(view.siteId, params.slug, view.owner) };
      },
    });

    route(app, {
      method: 'GET',
      path: '/stores-reader/v1/collections/query',
      aliases: ['/stores/v1/collections/query', '/v2/collections/query'],
      complexGet: true,
      access: 'visitor',
      summary: 'Query collections (filter, sort, offset paging); paging comes back in `metadata`',
      tags,
      body: QueryCollectionsRequestSchema,
      response: QueryCollectionsResponseSchema,
      // Kept like the products pages: every collection and product write moves the catalogue's revision.
      cacheKey: async ({ identity, inputText }) => {
        const view = catalogueViewOf(identity);
        const revisions = await stores.catalogueRevisions(view.siteId);
        return `${view.siteId} ${revisions.join('.')} ${view.owner ? 'owner' : 'visitor'} ${inputText()}`;
      },
      handler: ({ identity, body }) => {
        const view = catalogueViewOf(identity);
        return stores.queryCollections(view.siteId, body.query, view.owner);
      },
    });

    route(app, {
      method: 'GET',
      path: '/stores-reader/v1/collections/:id',
      aliases: ['/v2/collections/:id'],
      access: 'visitor',
      summary: 'Get a collection by id',
      tags,
      params: CollectionIdParamsSchema,
      response: CollectionResponseSchema,
      handler: async ({ identity, params }) => {
        const view = catalogueViewOf(identity);
        return { collection: await stores.getCollection(view.siteId, params.id, view.owner) };
      },
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
      method: 'GET',
      path: '/stores-reader/v1/collections/:id/arranged-products',
      access: 'visitor',
      summary: 'The products a collection shows first, in order (the rest follow, newest first)',
      tags,
      params: CollectionIdParamsSchema,
      response: ArrangedProductsSchema,
      // The storefront reads it on every collection page: kept like the catalogue's other answers
      // (an arrangement and every membership change move the catalogue's revision).
      cacheKey: async ({ identity, params }) => {
        const view = catalogueViewOf(identity);
        const revisions = await stores.catalogueRevisions(view.siteId);
        return `${view.siteId} ${revisions.join('.')} ${view.owner ? 'owner' : 'visitor'} arranged ${params.id}`;
      },
      handler: ({ identity, params }) => {
        const view = catalogueViewOf(identity);
        return stores.getArrangedProducts(view.siteId, params.id, view.owner);
      },
    });

    route(app, {
      method: 'PUT',
      path: '/stores/v1/collections/:id/arranged-products',
      access: 'owner',
      summary: 'Arrange a collection: up to 100 of its products, shown first in this order',
      tags,
      params: CollectionIdParamsSchema,
      body: ArrangedProductsSchema,
      response: ArrangedProductsSchema,
      handler: ({ identity, params, body }) =>
        stores.setArrangedProducts(siteOf(identity), params.id, body.productIds),
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
