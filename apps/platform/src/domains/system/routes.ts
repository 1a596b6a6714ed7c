import { HealthResponseSchema, ReadyResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { type Database, pingDatabase } from '../../kernel/db/database.js';
import { ApplicationError } from '../../kernel/errors.js';
import { Answer, sendKeptAnswer } from '../../kernel/http/answer.js';
import { route } from '../../kernel/http/route.js';
import type { Readiness } from '../../kernel/readiness.js';
import { apiReferenceRoutes } from './api-reference.js';

const tags = ['System'];

export function systemRoutes(db: Database, readiness: Readiness) {
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

    route(app, {
      method: 'GET',
      path: '/readyz',
      access: 'public',
      summary:
        'Readiness: 200 while the process takes traffic (database answering, migrations applied, jobs running); 503 NOT_READY while draining or when a check fails',
      tags,
      response: ReadyResponseSchema,
      handler: async () => {
        const { ready, checks } = await readiness.checks(db);
        if (!ready)
          throw new ApplicationError({
            status: 503,
            code: 'NOT_READY',
            description: `Not ready: ${Object.entries(checks)
              .filter(([, value]) => value !== 'ok')
              .map(([check, value]) => `${check} ${value}`)
              .join(', ')}`,
            data: { checks },
          });
        return { status: 'ready' as const, checks };
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
