import { HealthResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { type Database, pingDatabase } from '../../kernel/db/database.js';
import { Answer, sendKeptAnswer } from '../../kernel/http/answer.js';
import { route } from '../../kernel/http/route.js';
import { apiReferenceRoutes } from './api-reference.js';

const tags = ['System'];

export function systemRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/healthz',
      access: 'public',
      summary: 'Liveness and database reachability',
      tags,
      response: HealthResponseSchema,
      handler: async () => {
        await pingDatabase(db);
        return { status: 'ok' as const, database: db.dialect };
      },
    });

    // The API's own address leads to its documentation, rather than to a 404.
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/docs', 302),
    );

    // Outside `route()`: the document describes the API rather than being part of it. It is
    // fixed once the routes are registered, so it is made (and compressed) once.
    let document: Answer | undefined;
    app.get(
      '/openapi.json',
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: Type.Object({}, { additionalProperties: true }) } },
      },
      (request, reply) => {
        document ??= new Answer(Buffer.from(JSON.stringify(app.swagger())));
        return sendKeptAnswer(request, reply, document, {
          contentType: 'application/json; charset=utf-8',
          cacheControl: 'public, no-cache',
        });
      },
    );

    await app.register(apiReferenceRoutes());
  };
}
