import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../kernel/errors.js';
import { CONTENT_TYPES } from './pages.js';

/**
 * Serves the built dashboard (apps/dashboard/dist): one page for every path under /dashboard (the
 * app routes by path), and its hashed assets. The page is never framed and never cached: a new
 * build is picked up by the next load.
 */
export function dashboardPages(dashboardDir: string) {
  async function sendPage(reply: FastifyReply) {
    const html = await readFile(join(dashboardDir, 'index.html'), 'utf8').catch(() => {
      throw new HttpError(503, 'The dashboard is not built: run npm run build');
    });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "frame-ancestors 'none'")
      .header('x-frame-options', 'DENY')
      .send(html);
  }

  return async (app: FastifyInstance) => {
    const page = { config: { access: 'public' as const }, schema: { hide: true } };
    app.get('/dashboard', page, (_request, reply) => sendPage(reply));
    app.get('/dashboard/*', page, (_request, reply) => sendPage(reply));
    app.get(
      '/dashboard/assets/:file',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_.-]+$', maxLength: 200 }) }),
        },
      },
      async (request, reply) => {
        const { file } = request.params as { file: string };
        const type = CONTENT_TYPES[extname(file)];
        if (!type) throw new HttpError(404, `No dashboard asset ${file}`);
        const bytes = await readFile(join(dashboardDir, 'assets', file)).catch(() => {
          throw new HttpError(404, `No dashboard asset ${file}`);
        });
        return reply
          .header('content-type', type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      },
    );
  };
}
