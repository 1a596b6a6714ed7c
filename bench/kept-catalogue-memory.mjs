// What a kept catalogue costs in memory per product (issue 42): builds the kept rows of
// catalogues of 10,000 and 100,000 products shaped like the bench's (bench/lib/catalogue-growth.mjs:
// a name of two words, a price, one of four collections, dates, a SKU), with the platform's own
// KeptRows, and reads the heap before and after, each after a full collection. A measurement, not
// a test.
//
//   npm run build
//   node --expose-gc bench/kept-catalogue-memory.mjs
import { randomUUID } from 'node:crypto';

const { KeptRows } = await import('../apps/platform/dist/kernel/query/kept-rows.js');
const { queryableProducts } = await import('../apps/platform/dist/domains/stores/products/repo.js');
const { withMemo } = await import('../apps/platform/dist/kernel/query/row-memo.js');

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const collections = Array.from({ length: 4 }, () => randomUUID());

/**
 * A kept row as `readKeptRows` makes it: its memo first, then the columns; shared text once, each
 * product's own text its own.
 */
function row(n) {
  const number = String(n).padStart(6, '0');
  const date = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
  const kept = {};
  withMemo(kept);
  return Object.assign(kept, {
    id: randomUUID(),
    revision: 1,
    name: `Scale ${number}`,
    name_folded: `scale ${number}`,
    slug: `scale-${number}`,
    visible: true,
    numericId: n + 1,
    price: 1 + ((n * 7919) % 9999) + (n % 100) / 100,
    'stock.inventoryStatus': 'IN_STOCK',
    productType: 'physical',
    sku: `SCALE-${n}`,
    ribbon: null,
    brand: null,
    collectionIds: [collections[n % 4]],
    nameWords: ['scale', number],
    createdDate: date,
    lastUpdated: date,
  });
}

const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};

console.log('| Products | Rows alone, bytes per product | Rows and indexes, bytes per product | In all |');
console.log('|---:|---:|---:|---:|');
for (const size of [10_000, 100_000]) {
  const before = heap();
  const rows = Array.from({ length: size }, (_, n) => row(n));
  const withRows = heap();
  const kept = new KeptRows(queryableProducts, 'sqlite', rows);
  // The rank arrays and a bitmap are made by the first queries that need them.
  kept.query(
    { filter: { price: { $gte: 10, $lte: 310 } }, sort: [{ fieldName: 'name' }] },
    { field: 'visible', is: true },
  );
  kept.query({ filter: { nameWords: { $hasAll: ['scale'] }, price: { $gte: 10, $lte: 310 } } });
  const after = heap();
  console.log(
    `| ${size.toLocaleString('en-US')} | ${Math.round((withRows - before) / size)} | ${Math.round((after - before) / size)} | ${((after - before) / 1024 / 1024).toFixed(0)} MB |`,
  );
  if (kept.size !== size) throw new Error('every row must be kept');
}
