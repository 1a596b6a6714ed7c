import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from './collections/routes.js';
import { mediaRoutes } from './media/routes.js';
import { productRoutes } from './products/routes.js';
import type { StoresService } from './service.js';
import { variantRoutes } from './variants/routes.js';

/** The v1 catalogue: reads on the reader service for visitors, writes for the site owner. */
export function storesRoutes(stores: StoresService) {
  return async (app: FastifyInstance) => {
    for (const routes of [productRoutes, variantRoutes, mediaRoutes, collectionRoutes]) {
      await app.register(routes(stores));
    }
  };
}
