// The home page as a new visitor sees it, in headless Chromium: time from navigation start to a
// visible example list, and the JavaScript it loads (bytes on the wire, i.e. gzipped). First-load
// JS is what the page's own <script src> tags fetch, as Next.js counts it; the JavaScript that
// link prefetching fetches for other routes (the store page, once the store is installed) is
// shown apart, because the page neither waits for it nor runs it.
// Needs `npm start` running. Run: node bench/storefront-home.mjs [--runs 7]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    url: { type: 'string', default: 'http://127.0.0.1:3000/' },
  },
});
const runs = Number(values.runs);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** The paths of the page's own scripts; `nomodule` ones (polyfills) are never fetched by Chromium. */
function scriptSources(html) {
  const paths = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const source = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (source && !/\bnoModule\b|\bnomodule\b/.test(tag)) paths.add(new URL(source, values.url).pathname);
  }
  return paths;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

try {
  // One visit first, so that neither server is measured cold.
  const warm = await browser.newContext();
  await (await warm.newPage()).goto(values.url);
  await warm.close();

  const visible = [];
  const javascript = [];
  const prefetched = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(); // a new visitor: no cookie, no storage
    const page = await context.newPage();
    const documentResponse = await page.goto(values.url, { waitUntil: 'commit' });
    await page
      .getByTestId('examples.uninstalled')
      .or(page.getByTestId('examples.installed'))
      .first()
      .waitFor();
    visible.push(await page.evaluate(() => performance.now()));
    await page.waitForLoadState('load');
    const ownScripts = scriptSources(await documentResponse.text());
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
    const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0);
    javascript.push(sum(loaded.filter((entry) => ownScripts.has(entry.path))));
    prefetched.push(sum(loaded.filter((entry) => !ownScripts.has(entry.path))));
    await context.close();
  }
  const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    '| Runs | Example list visible, median ms (min–max) | First-load JS, gzipped | Prefetched for other routes |',
  );
  console.log('|---:|---:|---:|---:|');
  console.log(
    `| ${runs} | ${Math.round(median(visible))} (${Math.round(Math.min(...visible))}–${Math.round(Math.max(...visible))}) | ${kilobytes(median(javascript))} | ${kilobytes(median(prefetched))} |`,
  );
} finally {
  await browser.close();
}
