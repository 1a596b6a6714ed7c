import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../kernel/errors.js';
import { appAssets } from './app-assets.js';

/**
 * Serves the built hosted app (apps/hosted/dist): its hashed assets, and its page for every
 * hosted flow. The page URL carries the session token, so no Referer may leak it.
 */
export function hostedPages(hostedDir: string, frameAncestorsOf: (session: string) => Promise<string[]>) {
  async function sendPage(reply: FastifyReply, frameAncestors: string[]) {
    const html = await readFile(join(hostedDir, 'index.html'), 'utf8').catch(() => {
      throw new HttpError(503, 'The hosted pages are not built: run npm run build');
    });
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', `frame-ancestors ${frameAncestors.join(' ') || "'none'"}`)
        // Browsers that know no CSP: no frame at all, unless a flow allows some origins.
        .headers(frameAncestors.length > 0 ? {} : { 'x-frame-options': 'DENY' })
        .send(html)
    );
  }

  return async (app: FastifyInstance) => {
    // Every flow's page is the same app, which picks the flow by path: a vertical's new page
    // needs no route here (the redirect flow names its path; the app's router knows the page).
    app.get(
      '/hosted/:page',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          params: Type.Object({ page: Type.String({ pattern: '^[a-z][a-z-]{0,39}$' }) }),
        },
      },
      async (request, reply) => {
        const { session } = request.query as { session?: unknown };
        return sendPage(reply, typeof session === 'string' && session ? await frameAncestorsOf(session) : []);
      },
    );

    appAssets(app, '/hosted', hostedDir, 'hosted');
  };
}
