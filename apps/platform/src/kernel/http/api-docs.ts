import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document (`/openapi.json`, from every route's contract schemas; its reader,
 * `/docs`, is the system domain's). Registered before the routes, so it sees them all.
 */
export async function installApiDocs(
  app: FastifyInstance,
  publicUrl: string,
  sections: readonly { name: string; description: string }[],
  introduction: string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bazaar platform API', version: '0.1.0', description: introduction },
      servers: [{ url: publicUrl }],
      tags: [...sections],
      components: {
        securitySchemes: {
          accessToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'OauthNG.JWS.… access token, or the owner API key',
          },
        },
      },
    },
  });
}
