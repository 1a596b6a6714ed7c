import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../kernel/errors.js';
import { appAssets } from './app-assets.js';

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
    appAssets(app, '/dashboard', dashboardDir, 'dashboard');
  };
}
