import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { MediaService } from './service.js';

/**
 * `GET /media/{id}/{fileName}`: the bytes of a stored image. Not a JSON API call, so it is
 * registered directly; it is public, like any image on a storefront.
 */
export function mediaRoutes(media: MediaService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/media/:id/:fileName',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          params: Type.Object({
            id: Type.String({ format: 'uuid' }),
            fileName: Type.String({ maxLength: 100 }),
          }),
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const file = await media.readFile(id);
        // Files never change under an id, and an SVG must not run script when opened directly.
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(file.bytes);
      },
    );
  };
}
