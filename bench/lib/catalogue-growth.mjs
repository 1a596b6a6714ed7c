// Growing a site's catalogue through the owner API, for the benchmarks that measure queries at
// a catalogue's size (catalogue-scale.mjs, catalogue-varied.mjs).

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const pg = createRequire(fileURLToPath(new URL('../../apps/platform/package.json', import.meta.url)))('pg');

/** The bench products are spread over this many collections, product n in collection n % 4. */
export const CATALOGUE_COLLECTIONS = 4;
const COLLECTIONS = CATALOGUE_COLLECTIONS;

/** One call to the platform; anything but 200 throws. Its JSON and its size in bytes. */
export async function call(url, method, path, { headers = {}, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** Runs `task(i)` for i in [from, to) with at most `concurrency` in flight. */
async function pool(from, to, concurrency, task) {
  let next = from;
  const worker = async () => {
    while (next < to) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const productName = (n) => `Scale ${String(n).padStart(6, '0')}`;

/**
 * Grows the catalogue from `from` to `to` bench products, each in one of the collections.
 * Prices spread over 1.00-9,999.99 in an order unrelated to creation.
 */
export async function grow(url, owner, collections, from, to, concurrency) {
  const started = performance.now();
  const ids = new Array(to - from);
  await pool(from, to, concurrency, async (n) => {
    const { json } = await call(url, 'POST', '/stores/v1/products', {
      headers: owner,
      body: {
        product: {
          name: productName(n),
          description: `Product ${n} of the scale benchmark: plain, no options, always in stock.`,
          sku: `SCALE-${n}`,
          weight: 0.5,
          // Prices spread over 1.00-9,999.99, in an order unrelated to creation.
          priceData: { price: `${1 + ((n * 7919) % 9999)}.${String(n % 100).padStart(2, '0')}` },
          stock: { trackInventory: false, inStock: true },
        },
      },
    });
    ids[n - from] = json.product.id;
  });
  const created = performance.now();
  // Product n joins collection n % COLLECTIONS, 100 ids a call (the request's limit).
  const batches = [];
  for (let c = 0; c < COLLECTIONS; c++) {
    const members = ids.filter((_, index) => (from + index) % COLLECTIONS === c);
    for (let i = 0; i < members.length; i += 100) batches.push([collections[c], members.slice(i, i + 100)]);
  }
  await pool(0, batches.length, Math.min(concurrency, 4), async (index) => {
    const [collection, productIds] = batches[index];
    await call(url, 'POST', `/stores/v1/collections/${collection}/productIds`, {
      headers: owner,
      body: { productIds },
    });
  });
  return {
    products: to - from,
    createSeconds: (created - started) / 1000,
    linkSeconds: (performance.now() - created) / 1000,
  };
}

/** What autovacuum does after bulk inserts: statistics for the planner, a visibility map for index-only scans. */
export async function vacuumCatalogue(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    for (const table of ['products', 'product_collections', 'store_variants', 'outbox', 'revisions'])
      await client.query(`VACUUM (ANALYZE) ${table}`);
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
