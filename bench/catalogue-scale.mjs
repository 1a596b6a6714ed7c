// How the catalogue's queries grow with the catalogue (issue 12). A benchmark, not a test: it
// measures and records, it asserts no timing. It starts the built platform on a fresh database (a
// temporary SQLite file, or with --postgres a database of its own on that server, dropped at the
// end), grows the demo site's catalogue through the owner API (POST /stores/v1/products with the
// key the platform writes to DATA_DIR/owner-api-key, then POST /stores/v1/collections/:id/productIds
// in batches of 100) to each size in turn, and at each size sends every query `--requests` times,
// one at a time, as a visitor: no two requests of a query are equal, so the platform's cache of
// finished answers (keyed by the exact request body) never answers them.
//
//   npm run build
//   node bench/catalogue-scale.mjs [--sizes 1000,10000,100000] [--requests 200] [--concurrency 8]
//                                  [--postgres postgres://postgres@127.0.0.1:5432/test]
//
// On PostgreSQL, after each growth the script runs VACUUM (ANALYZE) on the catalogue's tables of
// its own database, as autovacuum would: the test servers of these machines run with autovacuum
// off, and without statistics and a visibility map no plan there is what a production server runs.
// It is said in the output, and can be turned off with --no-vacuum.
//
// Progress on stderr, a Markdown table on stdout, everything in bench/out/catalogue-scale-<time>.json.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CATALOGUE_COLLECTIONS as COLLECTIONS,
  call,
  grow,
  vacuumCatalogue,
} from './lib/catalogue-growth.mjs';
import { machineFacts, percentile } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { startPlatform, stopChild } from './lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const QUERY_PATH = '/stores-reader/v1/products/query-platformized';
const VARIANTS_PATH = '/stores-reader/v1/variants/query';
const PAGE = 50;
const log = (message) => console.error(message);

function options() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000,100000' },
      requests: { type: 'string', default: '200' },
      concurrency: { type: 'string', default: '8' },
      postgres: { type: 'string' },
      'no-vacuum': { type: 'boolean', default: false },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  if (!sizes.every((size, index) => Number.isInteger(size) && size > 0 && size > (sizes[index - 1] ?? 0))) {
    console.error('--sizes must be growing positive integers, e.g. 1000,10000,100000');
    process.exit(2);
  }
  return {
    sizes,
    requests: Number(values.requests),
    concurrency: Number(values.concurrency),
    postgres: values.postgres,
    vacuum: !values['no-vacuum'],
  };
}

/** A JSON call; anything but 200 stops the run (its numbers would not measure the intended work). */
const encode = (payload) => Buffer.from(JSON.stringify(payload)).toString('base64url');

/** The queries, each a function of the request number giving a distinct but equivalent request. */
function queries(size, collections, deepCursors) {
  const prefixes = Math.max(1, Math.floor(size / 100)); // "Scale 0001" … each names 100 products
  const products = (query) => ({ method: 'GET', path: `${QUERY_PATH}?.r=${encode({ query })}` });
  return [
    {
      name: 'default order (createdDate DESC)',
      request: (i) => products({ paging: { limit: PAGE, offset: i } }),
      rows: PAGE,
    },
    {
      name: 'sort by price',
      request: (i) =>
        products({ sort: [{ fieldName: 'price', order: 'ASC' }], paging: { limit: PAGE, offset: i } }),
      rows: PAGE,
    },
    {
      name: 'name prefix (100 matches)',
      request: (i) =>
        products({
          filter: { name: { $startsWith: `Scale ${String((i * 37) % prefixes).padStart(4, '0')}` } },
          paging: { limit: PAGE, offset: Math.floor(i / prefixes) % PAGE },
        }),
      rows: 'varies',
    },
    {
      // A buyer's search by a word of the name (issue 33): the product's own number, one match.
      name: 'word search (1 match)',
      request: (i) =>
        products({
          filter: { nameWords: { $hasAll: [String((i * 7919) % size).padStart(6, '0')] } },
          paging: { limit: PAGE, offset: 0 },
        }),
      rows: 1,
    },
    {
      // The worst word: one every name holds, counted in full for the page's total.
      name: 'word search (every product)',
      request: (i) =>
        products({ filter: { nameWords: { $hasAll: ['scale'] } }, paging: { limit: PAGE, offset: i } }),
      rows: PAGE,
    },
    {
      name: 'one collection',
      request: (i) =>
        products({
          filter: { collectionIds: { $hasSome: [collections[i % COLLECTIONS]] } },
          paging: { limit: PAGE, offset: Math.floor(i / COLLECTIONS) },
        }),
      rows: PAGE,
    },
    {
      name: 'deep page by cursor (store variants, 2nd half)',
      request: (i) => ({
        method: 'POST',
        path: VARIANTS_PATH,
        body: { query: { cursorPaging: { limit: PAGE, cursor: deepCursors[i % deepCursors.length] } } },
      }),
      rows: PAGE,
    },
    {
      name: 'deep page by offset (for comparison: size/2)',
      request: (i) => products({ paging: { limit: PAGE, offset: Math.floor(size / 2) + i } }),
      rows: PAGE,
    },
  ];
}

/**
 * Walks the store-wide variants (one per product here) by cursor from the first page to the last,
 * keeping the cursors of the second half: a real client's way to a deep page.
 */
async function walkVariants(url, visitor) {
  const started = performance.now();
  const cursors = [];
  let cursor;
  let pages = 0;
  do {
    const body = cursor
      ? { query: { cursorPaging: { limit: 100, cursor } } }
      : { query: { cursorPaging: { limit: 100 } } };
    const { json } = await call(url, 'POST', VARIANTS_PATH, { headers: visitor, body });
    pages++;
    cursor = json.metadata.cursors.next;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return {
    pages,
    seconds: (performance.now() - started) / 1000,
    deep: cursors.slice(Math.floor(cursors.length / 2)),
  };
}

async function measure(url, visitor, query, requests) {
  for (let i = 0; i < 5; i++) await send(url, visitor, query.request(requests + i)); // warm-up, not recorded
  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    bytes += await send(url, visitor, query.request(i));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    meanBytes: Math.round(bytes / requests),
  };
}

async function send(url, visitor, { method, path, body }) {
  const { json, bytes } = await call(url, method, path, { headers: visitor, body });
  const count = json.products?.length ?? json.variants?.length;
  if (!(count > 0)) throw new Error(`${method} ${path} answered no rows`);
  return bytes;
}

async function main() {
  const opts = options();
  const machine = await machineFacts();

  log(
    `Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}; ${Math.round(machine.busyPercentBefore)}% busy`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-scale-'));
  let platform;
  let postgres;
  try {
    if (opts.postgres) {
      postgres = await createBenchDatabase(opts.postgres);
      machine.postgres = postgres.serverVersion;
      log(`PostgreSQL ${postgres.serverVersion}: database ${postgres.name}, dropped at the end`);
    }
    platform = await startPlatform(dataDir, postgres?.url);
    const { url } = platform;
    log(`Platform: ${url} (pid ${platform.child.pid}), data in ${dataDir}`);
    const owner = { authorization: (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim() };
    const token = await call(url, 'POST', '/oauth2/token', {
      body: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' },
    });
    const visitor = { authorization: token.json.access_token };
    const collections = [];
    for (let c = 0; c < COLLECTIONS; c++) {
      const { json } = await call(url, 'POST', '/stores/v1/collections', {
        headers: owner,
        body: { collection: { name: `Scale collection ${c}` } },
      });
      collections.push(json.collection.id);
    }

    const results = [];
    let have = 0;
    for (const size of opts.sizes) {
      const load = await grow(url, owner, collections, have, size, opts.concurrency);
      have = size;
      if (postgres && opts.vacuum) {
        load.vacuumSeconds = await vacuumCatalogue(postgres.url);
        log(
          `  VACUUM (ANALYZE) of the catalogue's tables, as autovacuum would: ${load.vacuumSeconds.toFixed(1)} s`,
        );
      }
      log(
        `${size} bench products: ${load.products} created in ${load.createSeconds.toFixed(1)} s ` +
          `(${Math.round(load.products / load.createSeconds)}/s), linked to collections in ${load.linkSeconds.toFixed(1)} s`,
      );
      const walk = await walkVariants(url, visitor);
      log(`  walked ${walk.pages} pages of store variants by cursor in ${walk.seconds.toFixed(1)} s`);
      const measured = [];
      for (const query of queries(size, collections, walk.deep)) {
        const result = await measure(url, visitor, query, opts.requests);
        measured.push({ name: query.name, ...result });
        log(
          `  ${query.name}: p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, ${result.meanBytes} bytes`,
        );
      }
      results.push({ size, load, walk: { pages: walk.pages, seconds: walk.seconds }, queries: measured });
    }

    const lines = [
      `| Query | ${opts.sizes.map((size) => `${size.toLocaleString('en-US')} p50 / p99 ms`).join(' | ')} |`,
      `|---|${opts.sizes.map(() => '---:').join('|')}|`,
    ];
    for (const [index, { name }] of results[0].queries.entries()) {
      const cells = results.map(
        (r) => `${r.queries[index].p50Ms.toFixed(2)} / ${r.queries[index].p99Ms.toFixed(2)}`,
      );
      lines.push(`| ${name} | ${cells.join(' | ')} |`);
    }
    console.log(lines.join('\n'));
    machine.loadavgAfter = loadavg();
    const outDir = join(ROOT, 'bench/out');
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, `catalogue-scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), options: opts, machine, results }, null, 2)}\n`,
    );
    log(`Raw results: ${file}`);
  } finally {
    await stopChild(platform?.child, 'platform');
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
