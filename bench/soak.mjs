// What grows (issue 41, item 7): a soak of the built platform under a storefront's mix of calls
// for --duration seconds, then every table's rows and bytes, and what each grows by per thousand
// calls of each kind. Pruning works on days (docs/operations.md, "What is pruned"); the figures
// here say how big a table gets before its pruning catches up. A measurement, not a test.
//
//   npm run build
//   node bench/soak.mjs [--duration 120 --connections 8 --postgres postgres://postgres@127.0.0.1:5432/test]
//
// The mix, drawn at random for each call: a products query (60 %), a new visitor's token (20 %),
// a new visitor's cart line (15 %), a new visitor's purchase of a download by card, which is a
// cart, a checkout, a payment, an order, its mail and its events (5 %). Passwords hash at the
// lowest cost (PASSWORD_HASH_COST=12): sign-ins are not what this measures.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineFacts } from './lib/machine.mjs';
import { benchOptions } from './lib/options.mjs';
import { call, ownerCalls } from './lib/owner-api.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { rps } from './lib/report.mjs';
import { startPlatform, stopChild } from './lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const platformRequire = createRequire(join(ROOT, 'apps/platform/package.json'));
const pg = platformRequire('pg');
const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const STORES_APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
const TEST_CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' };
const log = (message) => console.error(message);

const newVisitor = async (url) =>
  (await call(url, '/oauth2/token', { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' })).access_token;

/** The calls of the mix: each resolves once its answers are in (anything but 200 throws). */
function callsOf(url, productId) {
  const addToCart = async (visitor) =>
    call(
      url,
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }] },
      { authorization: visitor },
    );
  let browsing;
  return {
    async products() {
      browsing ??= await newVisitor(url);
      const response = await fetch(`${url}/stores-reader/v1/products/query-platformized`, {
        headers: { authorization: browsing },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`products: ${response.status}`);
    },
    token: () => newVisitor(url),
    async cart() {
      await addToCart(await newVisitor(url));
    },
    async purchase() {
      const visitor = await newVisitor(url);
      await addToCart(visitor);
      const { checkoutId } = await call(
        url,
        '/ecom/v1/carts/current/create-checkout',
        { channelType: 'WEB' },
        { authorization: visitor },
      );
      await call(
        url,
        `/ecom/v1/checkouts/${checkoutId}/pay`,
        { email: 'soak@example.com', card: TEST_CARD },
        { authorization: visitor },
      );
    },
  };
}

const MIX = [
  ['products', 0.6],
  ['token', 0.2],
  ['cart', 0.15],
  ['purchase', 0.05],
];
const draw = () => {
  let at = Math.random();
  for (const [kind, share] of MIX) {
    at -= share;
    if (at < 0) return kind;
  }
  return 'products';
};

/** Rows and bytes per table: SQLite's dbstat (indexes counted with their table), PostgreSQL's relation sizes. */
async function tableSizes(dataDir, postgresUrl) {
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT relname AS name, pg_total_relation_size(c.oid) AS bytes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind = 'r' AND n.nspname = current_schema()`,
      );
      const sizes = [];
      for (const { name, bytes } of rows) {
        const count = await client.query(`SELECT COUNT(*) AS n FROM "${name}"`);
        sizes.push({ name, rows: Number(count.rows[0].n), bytes: Number(bytes) });
      }
      return sizes;
    } finally {
      await client.end();
    }
  }
  const Database = platformRequire('better-sqlite3');
  const db = new Database(join(dataDir, 'bazaar.db'), { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all();
    const pages = db.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all();
    const owner = new Map(
      db
        .prepare("SELECT name, tbl_name FROM sqlite_schema WHERE type IN ('table', 'index')")
        .all()
        .map((r) => [r.name, r.tbl_name]),
    );
    const bytes = new Map();
    for (const page of pages) {
      const table = owner.get(page.name) ?? page.name;
      bytes.set(table, (bytes.get(table) ?? 0) + page.bytes);
    }
    return tables.map(({ name }) => ({
      name,
      rows: db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get().n,
      bytes: bytes.get(name) ?? 0,
    }));
  } finally {
    db.close();
  }
}

async function main() {
  const opts = benchOptions('bench/soak.mjs');
  const duration = opts.duration;
  const machine = await machineFacts();
  log(`Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-soak-'));
  let postgres;
  let platform;
  process.env.PASSWORD_HASH_COST = '12';
  try {
    if (opts.postgres) postgres = await createBenchDatabase(opts.postgres);
    platform = await startPlatform(dataDir, postgres?.url);
    const apiKey = (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim();
    const { product } = await ownerCalls(platform.url, apiKey)('POST', '/stores/v1/products', {
      product: { name: 'Soak guide (PDF)', productType: 'digital', priceData: { price: '5' } },
    });
    const before = await tableSizes(dataDir, postgres?.url);
    const calls = callsOf(platform.url, product.id);
    const counts = Object.fromEntries(MIX.map(([kind]) => [kind, 0]));
    const failures = [];
    const until = Date.now() + duration * 1000;
    log(`Soaking for ${duration} s with ${opts.connections} callers…`);
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (Date.now() < until) {
          const kind = draw();
          try {
            await calls[kind]();
            counts[kind] += 1;
          } catch (error) {
            if (failures.length < 5) failures.push(`${kind}: ${error.message}`);
          }
        }
      }),
    );
    const after = await tableSizes(dataDir, postgres?.url);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    log(`Calls: ${JSON.stringify(counts)} (${rps(total / duration)} a second); failures: ${failures.length}`);
    for (const failure of failures) log(`  ${failure}`);
    const was = new Map(before.map((t) => [t.name, t]));
    const grown = after
      .map((t) => ({
        ...t,
        rowsAdded: t.rows - (was.get(t.name)?.rows ?? 0),
        bytesAdded: t.bytes - (was.get(t.name)?.bytes ?? 0),
      }))
      .filter((t) => t.rowsAdded !== 0 || t.bytesAdded > 0)
      .sort((a, b) => b.bytesAdded - a.bytesAdded);
    const lines = [
      `Soak: ${duration} s, ${opts.connections} callers, ${postgres ? 'PostgreSQL' : 'SQLite'}: ` +
        Object.entries(counts)
          .map(([kind, n]) => `${n.toLocaleString('en-US')} ${kind}`)
          .join(', '),
      '',
      '| Table | Rows added | Rows now | Bytes added (with indexes) | Bytes per added row |',
      '|---|---:|---:|---:|---:|',
      ...grown.map(
        (t) =>
          `| ${t.name} | ${t.rowsAdded.toLocaleString('en-US')} | ${t.rows.toLocaleString('en-US')} | ` +
          `${t.bytesAdded.toLocaleString('en-US')} | ${t.rowsAdded > 0 ? Math.round(t.bytesAdded / t.rowsAdded) : '–'} |`,
      ),
    ];
    console.log(lines.join('\n'));
  } finally {
    if (platform) await stopChild(platform.child, 'platform');
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
