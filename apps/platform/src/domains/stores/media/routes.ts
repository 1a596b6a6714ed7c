import {
  AddProductMediaRequestSchema,
  EmptyResponseSchema,
  ProductChoicesMediaRequestSchema,
  ProductIdParamsSchema,
  RemoveProductMediaRequestSchema,
  ReorderProductMediaRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { StoresService } from '../service.js';

const tags = ['Stores'];

/** Product media: images added to a product's gallery and to its choices. */
export function mediaRoutes(stores: StoresService) {
  return async (app: FastifyInstance) => {
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
      method: 'PUT',
      path: '/stores/v1/products/:id/media/order',
      access: 'owner',
      summary: "Put the gallery in a new order (every one of the product's media ids, first shown first)",
      tags,
      params: ProductIdParamsSchema,
      body: ReorderProductMediaRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params, body }) =>
        stores.reorderProductMedia(siteOf(identity), params.id, body.mediaIds),
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
  };
}
