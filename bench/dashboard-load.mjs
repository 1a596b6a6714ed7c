// The dashboard's first load, as a signed-in owner opens a site's home in headless Chromium:
// time from navigation start to the sales chart drawn, and the JavaScript it loads (bytes on the
// wire, gzipped by the platform): the page's own script, and the chart's, loaded after it.
// Needs `npm start` running (the demo's owner account is in data/owner-account).
// Run: node bench/dashboard-load.mjs [--runs 7] [--data data]
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    data: { type: 'string', default: 'data' },
  },
});
const runs = Number(values.runs);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const [email, password] = (await readFile(join(values.data, 'owner-account'), 'utf8')).trim().split('\n');

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  // Sign in once through the hosted page; every run then starts from the tokens it left.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${values.url}/dashboard`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /Bazaar demo site/ }).click();
  await page.locator('.recharts-surface').first().waitFor();
  const home = page.url();
  const tokens = await page.evaluate(() => localStorage.getItem('bazaar.dashboard.tokens'));
  await context.close();

  const drawn = [];
  const ownScript = [];
  const chartScript = [];
  for (let run = 0; run < runs; run++) {
    const fresh = await browser.newContext(); // an empty cache: every script fetched again
    await fresh.addInitScript((kept) => localStorage.setItem('bazaar.dashboard.tokens', kept), tokens);
    const tab = await fresh.newPage();
    await tab.goto(home, { waitUntil: 'commit' });
    await tab.locator('.recharts-bar-rectangle, .recharts-surface').first().waitFor();
    drawn.push(await tab.evaluate(() => performance.now()));
    const scripts = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
    ownScript.push(
      scripts.filter((one) => one.name.includes('/index-')).reduce((sum, one) => sum + one.bytes, 0),
    );
    chartScript.push(
      scripts.filter((one) => one.name.includes('/sales-chart-')).reduce((sum, one) => sum + one.bytes, 0),
    );
    await fresh.close();
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`| runs | chart drawn (median) | page script (gzipped) | chart script (gzipped, after) |`);
  console.log(`| ---: | ---: | ---: | ---: |`);
  console.log(
    `| ${runs} | ${Math.round(median(drawn))} ms | ${kb(median(ownScript))} | ${kb(median(chartScript))} |`,
  );
} finally {
  await browser.close();
}
