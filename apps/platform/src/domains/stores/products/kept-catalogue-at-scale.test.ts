import { searchWordsOf } from '@bazaar/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../kernel/ids.js';
import { encodeCursor } from '../../../kernel/query/cursor.js';
import { buildTestApp, platformOnSameDatabase, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { type Random, randomFrom, randomQuery, type ValuePools } from '../../../testing/random-queries.js';
import { sortPrice } from './presenter.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';

const PRODUCTS = 10_000;
const NAMES = ['Apple', 'apple pie', 'Émile', 'Zebra', '100% cotton', '日本茶', '😀 smile', 'Mug', 'mug XL'];
const SORTABLE = ['id', 'name', 'slug', 'numericId', 'price', 'createdDate', 'lastUpdated'];
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

/**
 * Issue 42: a catalogue of 10,000 products kept in memory, with its indexes, answers through HTTP
 * byte for byte what a platform querying by SQL answers: every sort both ways, price windows,
 * words, collections, deep offsets, counts past the count limit, before and after writes.
 */
describe.each(testDialects)('a kept catalogue of 10,000 products on %s', (dialect) => {
  let t: TestApp;
  let bySql: FastifyInstance;
  /** Another platform on the same database keeping its own catalogue, as a second process would. */
  let otherKept: FastifyInstance;
  let visitor: string;
  const collectionIds: string[] = [];
  const productIds: string[] = [];

  const owner = async (method: string, url: string, payload?: object) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: t.ownerApiKey },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const name of ['Kitchen', 'Garden', 'Sale']) {
      collectionIds.push(
        (await owner('POST', '/stores/v1/collections', { collection: { name } })).collection.id,
      );
    }
    const { product } = await owner('POST', '/stores/v1/products', {
      product: { name: 'Template', priceData: { price: '1' }, sku: 'T-1' },
    });
    const template = await repo.findProduct(t.db, t.siteId, product.id);
    if (!template) throw new Error('the template product must be found');
    await seedProducts(t, template, randomFrom(42), collectionIds, productIds);
    // A second platform on the same database that keeps no catalogue: every query goes to SQL.
    bySql = await platformOnSameDatabase(t.db, '0');
    otherKept = await platformOnSameDatabase(t.db, '200000');
    visitor = await t.visitorToken();
  }, 180_000);
  afterAll(async () => {
    await bySql?.close();
    await otherKept?.close();
    await t.close();
  });

  /** Sends one query to both platforms and holds their answers to be the same bytes. */
  const compare = async (query: unknown, asOwner: boolean, keeping = t.app) => {
    const payload = { query, ...(asOwner ? { includeHiddenProducts: true } : {}) };
    const url = `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`;
    const headers = { authorization: asOwner ? t.ownerApiKey : visitor };
    const kept = await keeping.inject({ method: 'GET', url, headers });
    const sql = await bySql.inject({ method: 'GET', url, headers });
    expect({ payload, status: kept.statusCode }).toEqual({ payload, status: sql.statusCode });
    expect({ payload, body: kept.body }).toEqual({ payload, body: sql.body });
    return kept.statusCode === 200
      ? (kept.json() as { products: unknown[]; metadata: { total: number } })
      : undefined;
  };

  /** Every sort both ways, over the whole catalogue and through each kind of narrowing filter. */
  const compareEverySort = async (random: Random, keeping = t.app) => {
    const filters = [
      undefined,
      { price: { $gte: 100, $lte: 130 } },
      { price: { $gt: 500, $lt: 520.5 }, visible: true },
      { nameWords: { $hasAll: ['mug'] }, price: { $lt: 300 } },
      // Rare words beside a narrower window: tested on their small sets of rows.
      { price: { $gte: 100, $lte: 105 }, nameWords: { $hasSome: ['7', '70'] } },
      { collectionIds: { $hasSome: [collectionIds[0]] }, brand: 'Acme' },
      { $and: [{ numericId: { $gte: 2000 } }, { numericId: { $lt: 2100 } }] },
      { slug: { $in: ['large-17', 'large-4000', 'large-9999', 'none'] } },
    ];
    let counted = 0;
    for (const fieldName of SORTABLE) {
      for (const order of ['ASC', 'DESC']) {
        for (const filter of filters) {
          const offset = random.pick([0, 0, 7, 90, 4_000, 9_990]);
          const answer = await compare(
            { ...(filter ? { filter } : {}), sort: [{ fieldName, order }], paging: { limit: 100, offset } },
            random.chance(0.5),
            keeping,
          );
          if ((answer?.metadata.total ?? 0) > 0) counted += 1;
        }
      }
    }
    // The default order, and two-field sorts (no single index gives them).
    for (const sort of [undefined, [{ fieldName: 'price' }, { fieldName: 'name', order: 'DESC' }]]) {
      const paging = { limit: 50, offset: random.below(100) };
      await compare({ ...(sort ? { sort } : {}), paging }, true, keeping);
      await compare({ sort, filter: { price: { $lte: 50 } }, paging: { limit: 50 } }, false, keeping);
    }
    expect(counted).toBeGreaterThan(SORTABLE.length * 2 * 5);
  };

  const pools = (): ValuePools => ({
    id: [productIds[0], productIds[5000], 'zzz'],
    name: [...NAMES, 'apple 3', 'Mug 1', 'app', 'é', 'Z', ''],
    slug: ['large-10', 'large-5000', 'large-', 'm'],
    visible: [true, false],
    numericId: [1, 500, 5000, 9999, 20_000, 2.5],
    price: [0, 9.99, 100, 250.5, 500, 799.2, 999.99, 1000],
    productType: ['physical', 'digital'],
    sku: ['LG-1', 'LG-77', 'LG'],
    ribbon: ['New', 'Sale', ''],
    brand: ['Acme', 'acme', 'Zeta'],
    collectionIds: [...collectionIds, 'none'],
    nameWords: [...new Set(NAMES.flatMap(searchWordsOf)), '7', 'zzz'],
    'stock.inventoryStatus': ['IN_STOCK', 'OUT_OF_STOCK'],
    createdDate: ['2020-01-01', '2025-03-01T10:00:00Z', '2100-01-01'],
    lastUpdated: ['2020-01-01', '2025-06-01', '2100-01-01'],
  });

  it('answers every sort, filter kind and page as SQL does, before and after writes', async () => {
    const random = randomFrom(2027);
    await compareEverySort(random);
    // The other platform keeps the catalogue as it is now.
    await compare({ filter: { price: { $lt: 10 } } }, false, otherKept);
    // Owners see more than the count limit (10,000) without a filter: the total says so.
    const all = await compare({ paging: { limit: 10, offset: 9_995 } }, true);
    expect(all?.metadata.total).toBe(10_000);

    // Written since: renamed, repriced, hidden, moved between collections, deleted, created.
    const [renamed, repriced, hidden, moved, deleted] = productIds.slice(100) as [
      string,
      string,
      string,
      string,
      string,
    ];
    await owner('PATCH', `/stores/v1/products/${renamed}`, { product: { name: 'Zebra mug' } });
    await owner('PATCH', `/stores/v1/products/${repriced}`, { product: { priceData: { price: '115' } } });
    await owner('PATCH', `/stores/v1/products/${hidden}`, { product: { visible: false } });
    await owner('POST', `/stores/v1/collections/${collectionIds[0]}/productIds`, { productIds: [moved] });
    await owner('DELETE', `/stores/v1/products/${deleted}`);
    await owner('POST', '/stores/v1/products', {
      product: { name: 'Mug late', priceData: { price: '120' } },
    });
    await compareEverySort(random);
    // The writes reach the other platform's catalogue by the next query it answers.
    await compareEverySort(random, otherKept);
  }, 240_000);

  it('pages by cursor as SQL does: every sort both ways, from the start, the end and an anchor', async () => {
    const random = randomFrom(4711);
    const anchorValue: Record<string, unknown> = {
      id: productIds[4_000],
      name: 'Mug 40',
      slug: 'large-5000',
      numericId: 5_000,
      price: 500,
      createdDate: '2025-01-01T12:00:00.000Z',
      lastUpdated: '2025-01-02T00:00:00.000Z',
    };
    for (const fieldName of SORTABLE) {
      for (const order of ['ASC', 'DESC'] as const) {
        const sort = [{ fieldName, order }];
        // A narrow price window (a range of another index than the sort's, for most sorts) every
        // time, with the anchor inside it; else one of the others.
        const filter = random.pick([
          null,
          { price: { $lt: 300 } },
          { collectionIds: { $hasSome: [collectionIds[1]] } },
        ]);
        const window = { price: { $gte: 450, $lte: 560 } };
        for (const direction of ['next', 'prev'] as const) {
          const values =
            fieldName === 'id' ? [productIds[4_000]] : [anchorValue[fieldName], random.pick(productIds)];
          const anchor = { values, inclusive: random.chance(0.5) };
          const cursor = encodeCursor({ filter: window, sort, direction, anchor } as never);
          await compare({ cursorPaging: { limit: 40, cursor } }, random.chance(0.5));
        }
        await compare(
          { ...(filter ? { filter } : {}), sort, cursorPaging: { limit: 30 } },
          random.chance(0.5),
        );
        const values =
          fieldName === 'id' ? [anchorValue.id] : [anchorValue[fieldName], random.pick(productIds)];
        for (const direction of ['next', 'prev'] as const) {
          for (const anchor of [undefined, { values, inclusive: random.chance(0.5) }]) {
            const cursor = encodeCursor({ filter, sort, direction, ...(anchor ? { anchor } : {}) } as never);
            await compare({ cursorPaging: { limit: 40, cursor } }, random.chance(0.5));
          }
        }
      }
    }
  }, 240_000);

  it('answers 300 random queries as SQL does, visitor and owner', async () => {
    const random = randomFrom(99);
    for (let index = 0; index < 300; index += 1) {
      await compare(randomQuery(random, repo.queryableProducts, pools()), random.chance(0.4));
    }
  }, 240_000);
});

/**
 * `PRODUCTS` products like `template`, varied (names sharing words, prices with repeats and
 * discounts, hidden ones, collections, equal creation times, out of stock), written as the repo
 * writes a product, a thousand to a transaction: the owner API would take minutes.
 */
async function seedProducts(
  t: TestApp,
  template: ProductRecord,
  random: Random,
  collectionIds: readonly string[],
  productIds: string[],
) {
  const { currency } = (await t.services.sites.getSite(t.siteId)).settings;
  const times = Array.from({ length: 2_000 }, (_, index) =>
    new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
  );
  for (let start = 0; start < PRODUCTS; start += 1_000) {
    await t.db.transaction(async (tx) => {
      for (let index = start; index < start + 1_000; index += 1) {
        const tracked = random.chance(0.1);
        const record: ProductRecord = {
          ...template,
          id: newId(),
          numericId: template.numericId + 1 + index,
          name: `${random.pick(NAMES)} ${index % 97}`,
          slug: `large-${index}`,
          visible: random.chance(0.85),
          productType: random.pick(['physical', 'digital']),
          priceMinor: random.below(100_000),
          discount: random.chance(0.2) ? { type: 'PERCENT', percent: '20' } : { type: 'NONE' },
          sku: `LG-${random.below(100)}`,
          ...(random.chance(0.5) ? { brand: random.pick(['Acme', 'acme', 'Zeta']) } : { brand: undefined }),
          ...(random.chance(0.3) ? { ribbon: random.pick(['New', 'Sale', '']) } : { ribbon: undefined }),
          stock: tracked ? { trackInventory: true, quantity: 0, inStock: false } : template.stock,
          collectionIds: collectionIds.filter(() => random.chance(0.3)),
          createdDate: random.pick(times),
          updatedDate: random.pick(times),
          revision: 1,
        };
        await repo.insertProduct(tx, record, sortPrice(record, currency));
        productIds.push(record.id);
      }
    });
  }
}
