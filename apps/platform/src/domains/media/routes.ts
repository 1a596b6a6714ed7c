import {
  MAX_UPLOAD_BYTES,
  MediaFileResponseSchema,
  UPLOAD_CONTENT_TYPES,
  UploadImageQuerySchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { siteOf } from '../../kernel/auth.js';
import { ValidationError } from '../../kernel/errors.js';
import { route } from '../../kernel/http/route.js';
import type { MediaService } from './service.js';

/**
 * `GET /media/{id}/{fileName}`: the bytes of a stored image. Not a JSON API call, so it is
 * registered directly; it is public, like any image on a storefront.
 */
export function mediaRoutes(media: MediaService) {
  return async (app: FastifyInstance) => {
    // Image bytes arrive raw (no multipart): only on this plugin's routes, with their own limit.
    app.addContentTypeParser(
      [...UPLOAD_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );

    route(app, {
      method: 'POST',
      path: '/media/v1/files',
      access: 'owner',
      summary:
        'Upload an image (the raw bytes, with its image Content-Type); answers the file to add to products',
      tags: ['Media'],
      querystring: UploadImageQuerySchema,
      response: MediaFileResponseSchema,
      handler: async ({ identity, query, body }) => {
        if (!Buffer.isBuffer(body)) {
          throw ValidationError.field(
            'file',
            `must be the image bytes, sent with Content-Type ${UPLOAD_CONTENT_TYPES.join(', ')}`,
            'FORMAT',
          );
        }
        return { file: await media.uploadImage(siteOf(identity), query.fileName, body) };
      },
    });

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
