import type { Product } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bytesOfItem, type ItemBytes } from '../../../kernel/http/shared-items.js';
import { defineQueryable } from '../../../kernel/query/fields.js';
import { KeptRows } from '../../../kernel/query/kept-rows.js';
import { SLOT_MEMO_WIDTH } from '../../../kernel/query/slot-memos.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { ENTRY_OVERHEAD, type KeptProducts, PresentedProducts } from './presented-products.js';
import { type PresentOptions, presentProduct } from './presenter.js';
import { cutPriceBlocks } from './price-blocks.js';
import type { ProductRecord } from './product-record.js';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

// Catalogue answers take unchanged products' wire shape from memory (presented-products.ts):
// the answer must be the one presenting them afresh gives, byte for byte, and follow every write.
describe.each(testDialects)('catalogue answers from presented products on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let distinct = 0;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    const owner = { authorization: t.ownerApiKey };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: owner, payload });
    await post('/stores/v1/products', {
      product: {
        name: 'Presented Shirt',
        priceData: { price: '49.90' },
        costAndProfitData: { itemCost: '20' },
        discount: { type: 'PERCENT', value: 10 },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
      },
    });
    await post('/stores/v1/products', {
      product: {
        name: 'Presented Mug',
        priceData: { price: '12' },
        stock: { trackInventory: true, quantity: 3 },
      },
    });
  });
  afterAll(() => t.close());

  /** The query with a filter never sent before, so the route's answer cache cannot serve it. */
  const query = (body: Record<string, unknown>, authorization = visitor) => {
    distinct += 1;
    const payload = { ...body, query: { filter: { numericId: { $ne: -distinct } }, paging: { limit: 100 } } };
    return t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`,
      headers: { authorization },
    });
  };

  it('answers the same bytes the first time (presented) and the next (from memory)', async () => {
    for (const [body, as] of [
      [{}, visitor],
      [{ includeVariants: true }, visitor],
      [{ includeVariants: true, includeMerchantSpecificData: true }, t.ownerApiKey],
      [{ includeMerchantSpecificData: true }, t.ownerApiKey],
    ] as const) {
      const first = await query(body, as);
      const again = await query(body, as);
      expect(first.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('shows each product exactly as reading it alone presents it', async () => {
    const listed = (
      await query({ includeVariants: true, includeMerchantSpecificData: true }, t.ownerApiKey)
    ).json().products as { id: string }[];
    expect(listed).toHaveLength(2);
    for (const product of listed) {
      const alone = await t.app.inject({
        method: 'GET',
        url: `/stores-reader/v1/products/${product.id}?includeMerchantSpecificData=true`,
        headers: { authorization: t.ownerApiKey },
      });
      expect(product).toEqual(alone.json().product);
    }
    // Without the merchant's data and variants, for a visitor, nothing of them leaks from memory.
    const plain = (await query({})).json().products as Record<string, unknown>[];
    for (const product of plain) {
      expect(product).not.toHaveProperty('variants');
      expect(product).not.toHaveProperty('costAndProfitData');
    }
  });

  it('follows a write to a product at once', async () => {
    const before = (await query({})).json().products as {
      id: string;
      name: string;
      price: { price: number };
    }[];
    const mug = before.find((product) => product.name === 'Presented Mug');
    expect(mug?.price.price).toBe(12);
    await t.app.inject({
      method: 'PATCH',
      url: `/stores/v1/products/${mug?.id}`,
      headers: { authorization: t.ownerApiKey },
      payload: { product: { priceData: { price: '13.25' } } },
    });
    const after = (await query({})).json().products as {
      id: string;
      price: { price: number; formatted: object };
    }[];
    expect(after.find((product) => product.id === mug?.id)?.price).toMatchObject({
      price: 13.25,
      formatted: { price: '$13.25' },
    });
  });

  it('reads a page by cursor the same way (ids and revisions first, then the missing documents)', async () => {
    const payload = { query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 1 } } };
    const response = await t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`,
      headers: { authorization: visitor },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((product: { name: string }) => product.name)).toEqual([
      'Presented Mug',
    ]);
  });
});

describe('presented products kept in memory', () => {
  const record = (id: string, revision: number): ProductRecord => ({
    id,
    siteId: 's',
    numericId: 1,
    name: `Product ${id}`,
    slug: id,
    description: '',
    productType: 'physical',
    visible: true,
    priceMinor: 100 * revision,
    discount: { type: 'NONE' },
    options: [],
    manageVariants: false,
    variants: [],
    stock: { trackInventory: false, inStock: true },
    media: [],
    collectionIds: [],
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-01T00:00:00.000Z',
    revision,
  });
  const options: PresentOptions = {
    currency: 'USD',
    storefrontUrl: 'http://localhost:3000',
    includeVariants: false,
    includeMerchantSpecificData: false,
  };
  /** A store of rows: what `load` reads, and which ids each load asked for. */
  const rows = new Map<string, number>();
  const loads: string[][] = [];
  const load = async (ids: string[]) => {
    loads.push(ids);
    return ids.flatMap((id) => (rows.has(id) ? [{ id, revision: rows.get(id) as number, doc: '' }] : []));
  };
  const versions = (...ids: string[]) => ids.map((id) => ({ id, revision: rows.get(id) as number }));
  /** What a product's bytes take kept: its price block once. */
  const keptLength = (product: ProductRecord) =>
    cutPriceBlocks(Buffer.from(JSON.stringify(presentProduct(product, options)))).bytes.length;
  /** Room for two products, with their bookkeeping (the three here serialise to the same length). */
  const length = keptLength(record('a', 1));
  const room = 2 * (length + ENTRY_OVERHEAD) + 10;
  // Slabs of one product each: the oldest product goes first.
  const kept = new PresentedProducts(
    room,
    (row) => record(row.id, Number(row.revision)),
    JSON.stringify,
    length,
  );
  const bytesOf = (item: ItemBytes<Product> | undefined) => bytesOfItem(item as ItemBytes<Product>);
  const wire = (item: ItemBytes<Product> | undefined) =>
    item && (JSON.parse(bytesOfItem(item).toString()) as Product);

  it('loads only what it does not keep, keeps at most its capacity, and lets the oldest go', async () => {
    rows.set('a', 1).set('b', 1).set('c', 1);
    const first = await kept.present(versions('a', 'b'), options, load);
    expect(first.map((product) => wire(product)?.id)).toEqual(['a', 'b']);
    expect((await kept.present(versions('a', 'b'), options, load)).map(bytesOf)).toEqual(first.map(bytesOf));
    expect(loads).toEqual([['a', 'b']]);
    expect(bytesOf((await kept.present(versions('b'), options, load))[0]).equals(bytesOf(first[1]))).toBe(
      true,
    );

    await kept.present(versions('c'), options, load);
    expect(kept.size).toBe(2);
    await kept.present(versions('a', 'c'), options, load);
    expect(loads.at(-1)).toEqual(['a']);
  });

  it('loads a product again when its revision moves, and leaves out one deleted since', async () => {
    rows.set('c', 2);
    const [c] = await kept.present(versions('c'), options, load);
    expect(loads.at(-1)).toEqual(['c']);
    expect(wire(c)?.price?.price).toBe(2);
    const stale = versions('a');
    rows.delete('a');
    expect(await kept.present([{ id: 'gone', revision: 1 }], options, load)).toEqual([]);
    expect((await kept.present(stale, options, load)).map((product) => wire(product)?.id)).toEqual(['a']);
  });

  it('lets a whole slab go, the oldest, with every product in it', async () => {
    // Slabs of three products, room for two slabs.
    const each = keptLength(record('s1', 1));
    const slabs = new PresentedProducts(
      2 * (3 * each + 3 * ENTRY_OVERHEAD),
      (row) => record(row.id, Number(row.revision)),
      JSON.stringify,
      3 * each,
    );
    const ids = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'];
    for (const id of ids) rows.set(id, 1);
    await slabs.present(versions(...ids.slice(0, 6)), options, load);
    expect(slabs.size).toBe(6);
    // A seventh needs a third slab: the first three go together.
    await slabs.present(versions('s7'), options, load);
    expect(slabs.size).toBe(4);
    await slabs.present(versions(...ids), options, load);
    expect(loads.at(-1)).toEqual(['s1', 's2', 's3']);
    // A product written since is kept again (in the newest slab); its old bytes are not shown.
    rows.set('s5', 2);
    const [s5] = await slabs.present(versions('s5'), options, load);
    expect(loads.at(-1)).toEqual(['s5']);
    expect(wire(s5)?.price?.price).toBe(2);
    const [again] = await slabs.present(versions('s5'), options, load);
    expect(loads.at(-1)).toEqual(['s5']);
    expect(wire(again)?.price?.price).toBe(2);
  });

  it("finds a kept row's bytes through its slot, until their slab goes, the row changes or another presentation is asked for", async () => {
    // Slabs of one product (in dollars or euros: a euro sign takes more bytes), room for two.
    const each = JSON.stringify(presentProduct(record('m1', 1), options)).length + 32;
    const small = new PresentedProducts(
      2 * (each + ENTRY_OVERHEAD),
      (row) => record(row.id, Number(row.revision)),
      JSON.stringify,
      each,
    );
    for (const id of ['m1', 'm2', 'm3']) rows.set(id, 1);
    const keptRows = new KeptRows(
      defineQueryable({ table: 't', fields: { id: { type: 'string', column: 'id', sortable: true } } }),
      'sqlite',
      ['m1', 'm2', 'm3'].map((id) => ({ id, revision: 1 })),
    );
    const slotOf = (id: string) => keptRows.page({ filter: { id } })?.slots[0] as number;
    const found = (...ids: string[]): KeptProducts => ({ slots: ids.map(slotOf), kept: keptRows });
    const tagOf = (id: string) => keptRows.memos.values[slotOf(id) * SLOT_MEMO_WIDTH];

    const [first] = await small.present(found('m1'), options, load);
    expect(tagOf('m1')).not.toBe(0);
    // Found again through the slot: the row is not read, nor its id looked up.
    const onlyM1 = found('m1');
    const rowAt = vi.spyOn(keptRows, 'rowAt');
    const [again] = await small.present(onlyM1, options, load);
    expect(rowAt).not.toHaveBeenCalled();
    rowAt.mockRestore();
    expect(bytesOf(again).equals(bytesOf(first))).toBe(true);
    expect(loads.at(-1)).toEqual(['m1']);
    // Another presentation is found by id, and the slot remembers that one now.
    const inDollars = tagOf('m1');
    await small.present(found('m1'), { ...options, currency: 'EUR' }, load);
    expect(tagOf('m1')).not.toBe(inDollars);
    expect(wire((await small.present(found('m1'), options, load))[0])?.price?.currency).toBe('USD');
    expect(tagOf('m1')).toBe(inDollars);
    // m1's slab goes as m2 and m3 come: the slot names a dropped slab, and m1 is loaded again.
    await small.present(found('m2', 'm3'), options, load);
    loads.length = 0;
    const [reloaded] = await small.present(found('m1'), options, load);
    expect(loads).toEqual([['m1']]);
    expect(wire(reloaded)?.id).toBe('m1');
    // A write to the row clears what its slot remembered: the new revision is presented.
    rows.set('m1', 2);
    keptRows.apply([{ id: 'm1', revision: 2 }], []);
    expect(tagOf('m1')).toBe(0);
    const [written] = await small.present(found('m1'), options, load);
    expect(wire(written)?.price?.price).toBe(2);
    // Rows SQL answered are found by id.
    expect(wire((await small.present([{ id: 'm1', revision: 2 }], options, load))[0])?.id).toBe('m1');
  });

  it('remembers nothing in a slot whose row changed while its document was read', async () => {
    rows.set('w1', 1);
    const keptRows = new KeptRows(
      defineQueryable({ table: 't', fields: { id: { type: 'string', column: 'id', sortable: true } } }),
      'sqlite',
      [{ id: 'w1', revision: 1 }],
    );
    const slot = keptRows.page({})?.slots[0] as number;
    const [product] = await kept.present({ slots: [slot], kept: keptRows }, options, async (ids) => {
      // A write lands while the page waits for the database.
      keptRows.apply([{ id: 'w1', revision: 2 }], []);
      return load(ids);
    });
    expect(wire(product)?.id).toBe('w1');
    expect(keptRows.memos.values[slot * SLOT_MEMO_WIDTH]).toBe(0);
  });

  it('keeps each presentation apart', async () => {
    const [inEuro] = await kept.present(versions('c'), { ...options, currency: 'EUR' }, load);
    expect(loads.at(-1)).toEqual(['c']);
    expect(wire(inEuro)?.price?.currency).toBe('EUR');
  });
});
