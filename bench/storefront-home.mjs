// The home page as a new visitor sees it, in headless Chromium: time from navigation start to a
// visible example list, and the JavaScript it loads (bytes on the wire, i.e. gzipped).
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
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

try {
  // One visit first, so that neither server is measured cold.
  const warm = await browser.newContext();
  await (await warm.newPage()).goto(values.url);
  await warm.close();

  const visible = [];
  const javascript = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(); // a new visitor: no cookie, no storage
    const page = await context.newPage();
    await page.goto(values.url, { waitUntil: 'commit' });
    await page
      .getByTestId('examples.uninstalled')
      .or(page.getByTestId('examples.installed'))
      .first()
      .waitFor();
    visible.push(await page.evaluate(() => performance.now()));
    await page.waitForLoadState('load');
    javascript.push(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      ),
    );
    await context.close();
  }
  console.log(`| Runs | Example list visible, median ms (min–max) | First-load JS, gzipped |`);
  console.log('|---:|---:|---:|');
  console.log(
    `| ${runs} | ${Math.round(median(visible))} (${Math.round(Math.min(...visible))}–${Math.round(Math.max(...visible))}) | ${(median(javascript) / 1024).toFixed(1)} KB |`,
  );
} finally {
  await browser.close();
}
