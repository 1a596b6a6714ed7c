import { searchWordsOf } from '@bazaar/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRevisions } from '../../../kernel/db/revisions.js';
import type { KeptRows } from '../../../kernel/query/kept-rows.js';
import { buildTestApp, platformOnSameDatabase, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { queryOutcome, randomFrom, randomQuery, type ValuePools } from '../../../testing/random-queries.js';
import { productsChangedSince } from '../catalogue-changes-repo.js';
import { catalogueScope } from '../catalogue-revision.js';
import { KeptCatalogues } from './kept-catalogues.js';
import * as repo from './repo.js';

const NAMES = [
  'Apple',
  'apple pie',
  'APPLE',
  'Émile',
  'éclair',
  'Zebra',
  '100% cotton',
  '100_x',
  '日本茶',
  '😀 smile',
  'Ωmega',
  'mango',
];

/**
 * A small catalogue is queried in memory; these hold that path to the SQL one on a real
 * catalogue (a link table for collections, a folded name, NUMERIC prices, JSON fields, hidden
 * products, equal creation times).
 */
describe.each(testDialects)('kept catalogues on %s', (dialect) => {
  let t: TestApp;
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
    const random = randomFrom(7);
    for (const name of ['Kitchen', 'Garden', 'Sale']) {
      collectionIds.push(
        (await owner('POST', '/stores/v1/collections', { collection: { name } })).collection.id,
      );
    }
    for (let index = 0; index < 36; index += 1) {
      const { product } = await owner('POST', '/stores/v1/products', {
        product: {
          name: `${random.pick(NAMES)} ${index % 5}`,
          priceData: { price: random.pick(['0', '9.99', '10', '10.5', '120.13', '999999999.99']) },
          productType: random.pick(['physical', 'digital']),
          visible: random.chance(0.8),
          // Sorted and filtered by the discounted price: 10.5 less 15 % is 8.925.
          ...(random.chance(0.3) ? { discount: { type: 'PERCENT', value: 15 } } : {}),
          ...(random.chance(0.5) ? { brand: random.pick(['Acme', 'acme', 'Zeta']) } : {}),
          ...(random.chance(0.4) ? { ribbon: random.pick(['New', 'Sale', '']) } : {}),
          ...(random.chance(0.5) ? { sku: `SKU-${random.below(5)}` } : {}),
        },
      });
      productIds.push(product.id);
    }
    for (const [index, id] of collectionIds.entries()) {
      const members = productIds.filter((_, position) => position % (index + 2) === 0);
      await owner('POST', `/stores/v1/collections/${id}/productIds`, { productIds: members });
    }
  });
  afterAll(() => t.close());

  const pools = (): ValuePools => ({
    id: [productIds[0], productIds[5], 'zzz'],
    name: [...NAMES, 'apple', 'app', 'é', 'Z', ''],
    slug: ['apple-0', 'apple-pie-1', 'm', ''],
    visible: [true, false],
    numericId: [1, 5, 18, 36, 40, 2.5],
    price: [0, 9.99, 8.925, 10, 10.5, 120.13, 102.11, 999999999.99, 50],
    productType: ['physical', 'digital'],
    sku: ['SKU-1', 'SKU-3', 'SKU'],
    ribbon: ['New', 'Sale', ''],
    brand: ['Acme', 'acme', 'Zeta'],
    collectionIds: [...collectionIds, 'none'],
    nameWords: [...new Set(NAMES.flatMap(searchWordsOf)), 'zzz', ''],
    createdDate: ['2020-01-01', '2100-01-01'],
    lastUpdated: ['2020-01-01', '2100-01-01'],
  });

  it('answers 600 random queries as SQL does, for visitors and the owner, before and after writes', async () => {
    const [before = 0] = await readRevisions(t.db, [catalogueScope(t.siteId)]);
    const kept = await repo.readKeptCatalogue(t.db, t.siteId, 1_000);
    if (!kept) throw new Error('36 products must be kept');
    expect(kept.size).toBe(36);
    const random = randomFrom(1125);
    const compare = async (rows: KeptRows, count: number) => {
      let matched = 0;
      for (let index = 0; index < count; index += 1) {
        const request = randomQuery(random, rows.entity, pools());
        const includeHidden = random.chance(0.5);
        const expected = await queryOutcome(() =>
          repo.queryProductVersions(t.db, t.siteId, request, includeHidden),
        );
        const actual = await queryOutcome(() => {
          // The page's slots read as rows, to be compared with SQL's.
          const found = repo.queryKeptProductVersions(rows, request, includeHidden);
          return found && { ...found, rows: found.rows.slots.map((slot) => rows.rowAt(slot)) };
        });
        expect({ request, includeHidden, ...actual }).toEqual({ request, includeHidden, ...expected });
        if ('ids' in expected && (expected.ids?.length ?? 0) > 0) matched += 1;
      }
      // The queries are not all empty answers, which would agree for nothing.
      expect(matched).toBeGreaterThan(count * 0.3);
    };
    await compare(kept, 400);

    // Written since: renamed, repriced, hidden, moved between collections, deleted, created.
    const [renamed, hidden, moved, deleted] = productIds as [string, string, string, string];
    await owner('PATCH', `/stores/v1/products/${renamed}`, {
      product: { name: 'ÉCLAIR new', priceData: { price: '3.5' } },
    });
    await owner('PATCH', `/stores/v1/products/${hidden}`, { product: { visible: false, brand: 'Zeta' } });
    await owner('POST', `/stores/v1/collections/${collectionIds[2]}/productIds`, { productIds: [moved] });
    await owner('DELETE', `/stores/v1/products/${deleted}`);
    const { product: created } = await owner('POST', '/stores/v1/products', {
      product: { name: 'apple late', priceData: { price: '10' } },
    });
    // Exactly the five products written are read again, the deleted one found gone.
    const changed = (await productsChangedSince(t.db, t.siteId, before, 1_000)) ?? [];
    expect([...changed].sort()).toEqual([renamed, hidden, moved, deleted, created.id].sort());
    await repo.refreshKeptProducts(t.db, t.siteId, kept, changed);
    expect(kept.inDefaultOrder()).toEqual(
      (await repo.readKeptCatalogue(t.db, t.siteId, 1_000))?.inDefaultOrder(),
    );
    await compare(kept, 200);
  });

  it('answers through HTTP byte for byte what a platform querying by SQL answers, visitor and owner', async () => {
    // A second platform on the same database that keeps no catalogue: every query goes to SQL.
    const bySql = await platformOnSameDatabase(t.db, '0');
    try {
      const visitor = await t.visitorToken();
      const kept = await repo.readKeptCatalogue(t.db, t.siteId, 1_000);
      if (!kept) throw new Error('the catalogue must be kept');
      const random = randomFrom(2026);
      let found = 0;
      for (let index = 0; index < 100; index += 1) {
        const owner = random.chance(0.3);
        const payload = {
          query: randomQuery(random, kept.entity, pools()),
          ...(owner ? { includeHiddenProducts: true } : {}),
        };
        const url = `/stores-reader/v1/products/query-platformized?.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
        const headers = { authorization: owner ? t.ownerApiKey : visitor };
        const inMemory = await t.app.inject({ method: 'GET', url, headers });
        const sql = await bySql.inject({ method: 'GET', url, headers });
        expect({ payload, status: inMemory.statusCode }).toEqual({ payload, status: sql.statusCode });
        if (inMemory.statusCode !== 200) continue;
        expect({ payload, body: inMemory.body }).toEqual({ payload, body: sql.body });
        if (inMemory.json().products.length > 0) found += 1;
      }
      expect(found).toBeGreaterThan(30);
    } finally {
      await bySql.close();
    }
  });
});

describe('KeptCatalogues', () => {
  const catalogue = (label: string, size = 1) => ({ rows: { label, size } as never, currency: 'USD' });
  const labelOf = (kept: { rows: unknown } | undefined) =>
    (kept?.rows as { label: string } | undefined)?.label;

  it('reads a site again when its revisions move on, not for an older request', async () => {
    const loads: string[] = [];
    const kept = new KeptCatalogues(
      async (siteId, previous) => {
        loads.push(`${siteId} after ${labelOf(previous?.catalogue) ?? 'nothing'}`);
        return catalogue(`${siteId} ${loads.length}`);
      },
      100,
      2,
    );
    expect(labelOf(await kept.at('a', [1, 1]))).toBe('a 1');
    expect(labelOf(await kept.at('a', [1, 1]))).toBe('a 1');
    // Kept at newer revisions serves an older request (it shows what a moment later would).
    expect(labelOf(await kept.at('a', [2, 1]))).toBe('a 2');
    expect(labelOf(await kept.at('a', [1, 1]))).toBe('a 2');
    expect(labelOf(await kept.at('a', [2, 2]))).toBe('a 3');
    // Each read continues from the catalogue kept before it.
    expect(loads).toEqual(['a after nothing', 'a after a 1', 'a after a 2']);
  });

  it('keeps a bounded number of sites, the least recently asked for going first', async () => {
    let loads = 0;
    const kept = new KeptCatalogues(async (siteId) => catalogue(`${siteId} ${++loads}`), 100, 2);
    await kept.at('a', [1]);
    await kept.at('b', [1]);
    await kept.at('a', [1]);
    await kept.at('c', [1]);
    expect(kept.size).toBe(2);
    expect(labelOf(await kept.at('a', [1]))).toBe('a 1');
    expect(labelOf(await kept.at('b', [1]))).toBe('b 4');
  });

  it('keeps a bounded number of products over all sites, the least recently asked for going first', async () => {
    const sizes: Record<string, number> = { a: 60, b: 30, c: 50 };
    let loads = 0;
    const kept = new KeptCatalogues(
      async (siteId) => catalogue(`${siteId} ${++loads}`, sizes[siteId]),
      100,
      10,
    );
    await kept.at('a', [1]);
    await kept.at('b', [1]);
    // 60 + 30 + 50 is over 100: a, the least recently asked for, goes.
    await kept.at('c', [1]);
    expect(kept.size).toBe(2);
    expect(labelOf(await kept.at('b', [1]))).toBe('b 2');
    expect(labelOf(await kept.at('a', [1]))).toBe('a 4');
  });

  it('leaves a catalogue too large to SQL without reading it again for every revision', async () => {
    let loads = 0;
    const kept = new KeptCatalogues(
      async () => {
        loads += 1;
        return undefined;
      },
      100,
      2,
    );
    expect(await kept.at('big', [1])).toBeUndefined();
    expect(await kept.at('big', [2])).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('keeps nothing when reading fails, so the next request reads again', async () => {
    let fail = true;
    const kept = new KeptCatalogues(
      async () => {
        if (fail) throw new Error('connection lost');
        return catalogue('read');
      },
      100,
      2,
    );
    await expect(kept.at('a', [1])).rejects.toThrow('connection lost');
    fail = false;
    expect(labelOf(await kept.at('a', [1]))).toBe('read');
  });
});
