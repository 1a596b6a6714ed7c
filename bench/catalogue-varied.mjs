// The products query when no two answers are alike (issue 42): at each catalogue size, autocannon
// sends uncached queries only, as one new visitor: a price window of 300 at a place drawn from
// the request's number, one of nine sorts (each sortable field, both ways for price and name,
// and the default), an offset under 20, 50 products a page; two in five narrow the window to a
// collection or to a word every bench product's name holds, one in five is a buyer's search for
// one product's number. Side by side with a bare node:http server that sends one captured answer
// of the same kind, in the same run, on 127.0.0.1 (bench/lib/rounds.mjs); the platform's resident
// memory is read after each size, and each server's CPU time per answer (user and system, from
// /proc) is told beside the rates: on a machine whose neighbours make both rates swing by half
// between runs, the platform's own cost per answer moves far less. A benchmark, not a test:
// nothing passes or fails on timing; only broken responses are flagged.
//
//   npm run build
//   node bench/catalogue-varied.mjs [--sizes 1000,10000,100000 --duration 10 --rounds 3
//                                    --warmup 60 --connections 10 --postgres postgres://postgres@127.0.0.1:5432/test
//                                    --profile <folder for the platform's CPU profile> --no-restart
//                                    --data <folder kept between runs> --platform-first]
//
// The catalogue grows through the owner API (bench/lib/catalogue-growth.mjs); on PostgreSQL it
// is vacuumed after each growth, as autovacuum would. The platform runs with its defaults, and is
// restarted after each growth (`--no-restart` keeps it): what is measured, resident memory
// included, is a process serving the catalogue, not the one that also created it. `--data` keeps
// the data folder and what was grown in it (with `--postgres`, the bench database too, named in
// the folder), so that a later run at the same sizes starts measuring at once (growing 100,000
// products takes minutes). `--platform-first` warms the platform up before the bare server, so that
// its load starts right after its first query, as a process restarted under traffic would see it.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CATALOGUE_COLLECTIONS, call, grow, vacuumCatalogue } from './lib/catalogue-growth.mjs';
import { machineFacts, residentMegabytes } from './lib/machine.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { RATIO_TABLE_HEAD, ratioRow, summariseRuns } from './lib/report.mjs';
import { measureRounds } from './lib/rounds.mjs';
import { startBaseline, startPlatform, stopChild } from './lib/servers.mjs';

const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const QUERY_PATH = '/stores-reader/v1/products/query-platformized';
const PAGE = 50;
const WINDOW = 300;
const SORTS = [
  [{ fieldName: 'price', order: 'ASC' }],
  [{ fieldName: 'price', order: 'DESC' }],
  [{ fieldName: 'name', order: 'ASC' }],
  [{ fieldName: 'name', order: 'DESC' }],
  [{ fieldName: 'lastUpdated', order: 'DESC' }],
  [{ fieldName: 'createdDate', order: 'ASC' }],
  [{ fieldName: 'numericId', order: 'DESC' }],
  [{ fieldName: 'slug', order: 'ASC' }],
  undefined, // the default order
];
const log = (message) => console.error(message);
const encode = (payload) => Buffer.from(JSON.stringify(payload)).toString('base64url');

/**
 * The `n`th query: its price window starts at a place no other n < 969,900 takes (prices run
 * 1.00-9,999.99), so no two requests, and no two answers, are alike.
 */
function variedQuery(n, size, collections) {
  const from = 1 + ((n * 104_729) % 969_900) / 100;
  const sort = SORTS[Math.floor(n / 5) % SORTS.length];
  const offset = (n * 7) % 20;
  const window = { price: { $gte: from, $lte: from + WINDOW } };
  const filter = [
    window,
    window,
    // A collection's page within the window.
    { collectionIds: { $hasSome: [collections[n % collections.length]] }, ...window },
    // A buyer's search by a word all bench products share, within the window.
    { nameWords: { $hasAll: ['scale'] }, ...window },
    // A buyer's search: a product's number (the price window keeps each answer distinct).
    { nameWords: { $hasAll: [String((n * 7919) % size).padStart(6, '0')] }, price: { $gte: from / 100 } },
  ][n % 5];
  const query = {
    filter,
    ...(sort ? { sort } : {}),
    paging: { limit: PAGE, offset: n % 5 === 4 ? 0 : offset },
  };
  return `${QUERY_PATH}?.r=${encode({ query })}`;
}

function options() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000,100000' },
      duration: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      // A minute: a process restarted on 100,000 products presents each product once by then.
      warmup: { type: 'string', default: '60' },
      connections: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '8' },
      postgres: { type: 'string' },
      profile: { type: 'string' },
      'no-restart': { type: 'boolean', default: false },
      data: { type: 'string' },
      'platform-first': { type: 'boolean', default: false },
    },
  });
  return {
    sizes: values.sizes.split(',').map(Number),
    duration: Number(values.duration),
    rounds: Number(values.rounds),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
    concurrency: Number(values.concurrency),
    postgres: values.postgres,
    profile: values.profile,
    restart: !values['no-restart'],
    data: values.data,
    platformFirst: values['platform-first'],
  };
}

async function main() {
  const opts = options();
  const machine = await machineFacts();
  log(`Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}`);
  const dataDir = opts.data ?? (await mkdtemp(join(tmpdir(), 'bazaar-varied-')));
  await mkdir(dataDir, { recursive: true });
  // What an earlier run with the same --data grew: its collections and how many products.
  const grownFile = join(dataDir, 'bench-grown.json');
  const grown = opts.data ? await readFile(grownFile, 'utf8').then(JSON.parse, () => undefined) : undefined;
  if (grown && Boolean(grown.database) !== Boolean(opts.postgres)) {
    throw new Error(
      `--data ${dataDir} was grown on ${grown.database ? 'PostgreSQL' : 'SQLite'}: run it there`,
    );
  }
  let platform;
  let postgres;
  const rows = [];
  try {
    if (opts.postgres) postgres = await createBenchDatabase(opts.postgres, grown?.database);
    platform = await startPlatform(dataDir, postgres?.url, opts.profile);
    let { url } = platform;
    const owner = { authorization: (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim() };
    const collections = grown?.collections ?? [];
    for (let c = collections.length; c < CATALOGUE_COLLECTIONS; c++) {
      const { json } = await call(url, 'POST', '/stores/v1/collections', {
        headers: owner,
        body: { collection: { name: `Varied collection ${c}` } },
      });
      collections.push(json.collection.id);
    }
    let have = grown?.products ?? 0;
    let sent = 0;
    for (const size of opts.sizes) {
      if (size < have) throw new Error(`--data already holds ${have} products, more than ${size}`);
      const load = await grow(url, owner, collections, have, size, opts.concurrency);
      have = size;
      if (opts.data) {
        await writeFile(grownFile, JSON.stringify({ collections, products: have, database: postgres?.name }));
      }
      if (postgres) await vacuumCatalogue(postgres.url);
      const grownRss = residentMegabytes(platform.child.pid);
      log(
        `${size.toLocaleString('en-US')} products (${load.products} added in ${load.createSeconds.toFixed(1)} s; ${grownRss} MB resident after growing them)`,
      );
      // Measured on a process that serves the catalogue, as a shop's would be after a deploy: the
      // one that created it through the API keeps the garbage of every creation in its heap.
      if (opts.restart) {
        await stopChild(platform.child, 'platform');
        platform = await startPlatform(dataDir, postgres?.url, opts.profile);
        url = platform.url;
      }
      const { json: token } = await call(url, 'POST', '/oauth2/token', {
        body: { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' },
      });
      const headers = { authorization: token.access_token };
      // The bare server's answer: one full page of the same kind of query.
      const samplePath = `${QUERY_PATH}?.r=${encode({
        query: { filter: { price: { $gte: 1, $lte: 1 + WINDOW * 10 } }, paging: { limit: PAGE } },
      })}`;
      const sample = await fetch(`${url}${samplePath}`, { headers });
      const bytes = Buffer.from(await sample.arrayBuffer());
      const baseline = await startBaseline({
        [samplePath]: { contentType: sample.headers.get('content-type'), base64: bytes.toString('base64') },
      });
      try {
        const request = { method: 'GET', path: samplePath, headers };
        const varied = [
          { method: 'GET', setupRequest: (r) => ({ ...r, path: variedQuery(sent++, size, collections) }) },
        ];
        // The bare server answers its captured page; the platform gets a different query each time.
        const runs = await measureRounds(
          {
            baseline: { child: baseline.child, url: baseline.url },
            platform: { child: platform.child, url },
          },
          request,
          {
            duration: opts.duration,
            warmup: opts.warmup,
            platformFirst: opts.platformFirst,
            rounds: opts.rounds,
            connections: opts.connections,
            requestsFor: (server) => (server === 'platform' ? varied : undefined),
          },
          { log, label: '  ' },
        );
        const summary = summariseRuns(runs);
        const rss = residentMegabytes(platform.child.pid);
        // Where resident memory stands at a moment is mostly garbage not yet collected: each round's end is told too.
        const atRoundEnds = runs
          .filter((run) => run.server === 'platform')
          .map((run) => run.serverResidentMegabytes);
        log(`  platform resident memory: ${rss} MB (at the ends of its rounds ${atRoundEnds.join(', ')} MB)`);
        const [bare, ours] = [summary.baseline, summary.platform].map(
          (side) => side.serverCpuMicrosecondsPerRequest,
        );
        log(
          `  CPU an answer (median of rounds): bare ${bare.toFixed(0)} µs, platform ${ours.toFixed(0)} µs; bare/platform ${(bare / ours).toFixed(2)}`,
        );
        rows.push(
          ratioRow(
            `${postgres ? 'PostgreSQL' : 'SQLite'}, ${size.toLocaleString('en-US')} products, ${rss} MB resident (bare: ${bytes.length.toLocaleString('en-US')} bytes)`,
            summary,
          ),
        );
      } finally {
        await stopChild(baseline.child, 'bare server');
      }
    }
    console.log([...RATIO_TABLE_HEAD, ...rows].join('\n'));
  } finally {
    await stopChild(platform?.child, 'platform');
    if (!opts.data) {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
