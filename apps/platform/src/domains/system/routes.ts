import { HealthResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { route } from '../../kernel/http/route.js';

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
        await db.one(sql`SELECT 1 AS ok`);
        return { status: 'ok' as const, database: db.dialect };
      },
    });

    // The API's own address leads to its documentation, rather than to a 404.
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/docs', 302),
    );

    // Served as it is, outside `route()`: the document describes the API rather than being part of it.
    app.get(
      '/openapi.json',
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: Type.Object({}, { additionalProperties: true }) } },
      },
      async () => app.swagger(),
    );
  };
}
