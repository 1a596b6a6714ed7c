import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

/** An app of a developer's own, on a port of its own: the demo client allows any local port. */
const APP = 'http://127.0.0.1:5173';
const PAGE =
  '<!doctype html><html lang="en"><title>App</title><pre id="report"></pre><script type="module" src="/app.js"></script></html>';

let server: Server | undefined;
test.beforeAll(async () => {
  const bundled = await build({
    entryPoints: ['tests/e2e/fixtures/other-origin-app.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const script = bundled.outputFiles[0]?.text ?? '';
  // A server of its own, on loopback as a developer's would be (Chromium keeps a page that is not
  // from the local network away from it).
  server = createServer((request, response) => {
    const isScript = request.url === '/app.js';
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html' });
    response.end(isScript ? script : PAGE);
  });
  await new Promise<void>((resolve) => server?.listen(5173, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('the official clients on a page of another origin: CORS lets them call, and links lead back only there', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const allowedOrigins = new Set<string>();
  page.on('response', (response) => {
    if (response.url().startsWith('http://127.0.0.1:4000/'))
      allowedOrigins.add(response.headers()['access-control-allow-origin'] ?? 'none');
  });

  await page.goto(`${APP}/`);
  const report = page.locator('#report');
  await expect(report).not.toBeEmpty({ timeout: 15_000 });
  const result = JSON.parse((await report.textContent()) ?? '{}');
  expect(result.failed, consoleErrors.join('\n')).toBeUndefined();
  expect(result.products).toHaveLength(3);
  expect(result.backHere).toBe('made');
  expect(result.elsewhere).toMatch(/^refused/);
  // Every answer the page read carried its origin: the browser's preflights were answered too.
  expect([...allowedOrigins]).toEqual([APP]);
});
