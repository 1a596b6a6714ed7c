import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../../kernel/errors.js';
import { Answer, sendCompressible } from '../../kernel/http/answer.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  // The door's QR reader where the browser has none (ZXing, WebAssembly).
  '.wasm': 'application/wasm',
};

/**
 * Serves a built app's hashed assets (`<base>/assets/<file>`): cached for a year (a new build has
 * new names), compressed when the browser takes it, each file read and compressed once.
 */
export function appAssets(app: FastifyInstance, base: string, dir: string, what: string): void {
  const kept = new Map<string, Answer>();
  app.get(
    `${base}/assets/:file`,
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
      if (!type || file.includes('..')) throw new HttpError(404, `No ${what} asset ${file}`);
      let answer = kept.get(file);
      if (!answer) {
        const bytes = await readFile(join(dir, 'assets', file)).catch(() => {
          throw new HttpError(404, `No ${what} asset ${file}`);
        });
        answer = new Answer(bytes);
        kept.set(file, answer);
      }
      const found = answer;
      reply.header('content-type', type).header('cache-control', 'public, max-age=31536000, immutable');
      return sendCompressible(request, reply, found.body, (encoding) => found.encodedAs(encoding));
    },
  );
}
