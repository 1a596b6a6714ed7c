// The store page as a new visitor sees it, in headless Chromium: time from navigation start until
// the product list is visible, with the platform answering at once and with 150 ms added to every
// API call (a platform far from the storefront), and the JavaScript the page loads (gzipped).
//
// It runs its own servers, so ports 3000 and 4000 must be free (stop `npm start` first): the
// platform on 4100 with a fresh data folder, a delaying proxy on 4000 (where the built storefront
// sends its calls), and the built storefront (`npm run build`) on 3000.
// Run: node bench/storefront-store.mjs [--runs 7] [--latency 150]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { stopChild } from './lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, latency: { type: 'string', default: '150' } },
});
const runs = Number(values.runs);
let delayMs = 0;

/** Forwards 127.0.0.1:4000 to the platform on 4100, each request held `delayMs` first. */
const proxy = createServer((incoming, outgoing) => {
  setTimeout(() => {
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: 4100,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  }, delayMs);
});

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-store-bench-'));
const platform = spawn(process.execPath, [join(ROOT, 'apps/platform/dist/main.js')], {
  env: {
    ...process.env,
    PORT: '4100',
    PUBLIC_URL: 'http://127.0.0.1:4000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const storefront = spawn(
  process.execPath,
  [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '--port', '3000', '--hostname', '127.0.0.1'],
  {
    cwd: join(ROOT, 'apps/storefront'),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  },
);
await new Promise((resolve) => proxy.listen(4000, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await waitFor('http://127.0.0.1:4000/healthz');
  await waitFor('http://127.0.0.1:3000/examples.json');
  const rows = [];
  for (const latency of [0, Number(values.latency)]) {
    delayMs = latency;
    // One visit first, so that no server is measured cold (and app detection is kept).
    const warm = await browser.newContext();
    await (await warm.newPage()).goto('http://127.0.0.1:3000/store');
    await warm.close();
    const visible = [];
    const javascript = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(); // a new visitor: no cookie, no storage
      const page = await context.newPage();
      await page.goto('http://127.0.0.1:3000/store', { waitUntil: 'commit' });
      await page.getByTestId('product.container').first().waitFor();
      visible.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('load');
      javascript.push(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .reduce((total, entry) => total + entry.encodedBodySize, 0),
        ),
      );
      await context.close();
    }
    rows.push(
      `| ${latency} ms | ${runs} | ${Math.round(median(visible))} (${Math.round(Math.min(...visible))}–${Math.round(Math.max(...visible))}) | ${(median(javascript) / 1024).toFixed(1)} KB |`,
    );
  }
  console.log(
    '| Added API latency | Runs | Product list visible, median ms (min–max) | JavaScript loaded, gzipped |',
  );
  console.log('|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  proxy.close();
  await stopChild(storefront, 'storefront');
  await stopChild(platform, 'platform');
  await rm(dataDir, { recursive: true, force: true });
}
