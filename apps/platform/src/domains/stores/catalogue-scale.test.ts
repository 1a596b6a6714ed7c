import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../app.js';
import { migrate } from '../../kernel/db/migrate.js';
import { sql } from '../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

// Issue 12: the catalogue at the edges of what the contract allows, on both databases.
describe.each(testDialects)('catalogue scale on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const owner = () => ({ authorization: t.ownerApiKey });
  const create = (product: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/stores/v1/products', headers: owner(), payload: { product } });
  const query = (payload: unknown) =>
    t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${encode(payload)}`,
      headers: owner(),
    });

  it('keeps a price of 999,999,999.99 (beyond 32-bit minor units): created, read back, sorted', async () => {
    const created = await create({ name: 'Island', priceData: { price: '999999999.99' } });
    expect(created.statusCode).toBe(200);
    const { product } = created.json();
    expect(product.priceData).toMatchObject({ price: 999999999.99, discountedPrice: 999999999.99 });
    expect(product.priceData.formatted.price).toBe('$999,999,999.99');

    const read = await t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/${product.id}`,
      headers: owner(),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().product.price.price).toBe(999999999.99);

    const sorted = await query({
      query: { sort: [{ fieldName: 'price', order: 'DESC' }], paging: { limit: 1 } },
    });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json().products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const filtered = await query({ query: { filter: { price: { $gte: 999999999.99 } } } });
    expect(filtered.json().products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  const ids = (response: { json(): { products: { id: string }[] } }) =>
    response.json().products.map((p) => p.id);
  const owned = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: owner(), ...(payload ? { payload } : {}) });

  it('filters by collection through its link rows, kept in step with every product write', async () => {
    const made: string[] = [];
    for (const name of ['Link A', 'Link B', 'Link C'])
      made.push((await create({ name, priceData: { price: '3' } })).json().product.id);
    const [a = '', b = '', c = ''] = made;
    const red = (await owned('POST', '/stores/v1/collections', { collection: { name: 'Red' } })).json()
      .collection.id as string;
    const blue = (await owned('POST', '/stores/v1/collections', { collection: { name: 'Blue' } })).json()
      .collection.id as string;
    await owned('POST', `/stores/v1/collections/${red}/productIds`, { productIds: [a, b] });
    await owned('POST', `/stores/v1/collections/${blue}/productIds`, { productIds: [b, c] });
    const sorted = { sort: [{ fieldName: 'name', order: 'ASC' }] };
    const find = async (filter: object) => ids(await query({ query: { filter, ...sorted } }));

    expect(await find({ collectionIds: { $hasSome: [red] } })).toEqual([a, b]);
    expect(await find({ collectionIds: { $hasSome: [red, blue] }, name: { $startsWith: 'Link' } })).toEqual(
      made,
    );
    expect(await find({ collectionIds: { $hasAll: [red, blue] } })).toEqual([b]);
    expect(await find({ collectionIds: { $hasAll: [red, red] } })).toEqual([a, b]);
    expect(
      await find({ $not: { collectionIds: { $hasSome: [red] } }, name: { $startsWith: 'Link' } }),
    ).toEqual([c]);
    expect(await find({ collectionIds: { $isEmpty: false }, name: { $startsWith: 'Link' } })).toEqual(made);

    await owned('POST', `/stores/v1/collections/${red}/productIds/delete`, { productIds: [a] });
    expect(await find({ collectionIds: { $hasSome: [red] } })).toEqual([b]);
    expect(await find({ collectionIds: { $isEmpty: true }, name: { $startsWith: 'Link' } })).toEqual([a]);
    expect((await owned('DELETE', `/stores/v1/products/${b}`)).statusCode).toBe(200);
    expect(await find({ collectionIds: { $hasSome: [red, blue] } })).toEqual([c]);
    const inBlue = { query: { filter: { collectionIds: { $hasSome: [blue] } } } };
    expect((await query(inBlue)).json().metadata).toMatchObject({ count: 1, total: 1 });

    // The count of one collection is read from its link rows: they follow the product's visibility.
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/stores/v1/products/${c}`,
      headers: owner(),
      payload: { product: { visible: false } },
    });
    expect(hide.statusCode).toBe(200);
    expect((await query(inBlue)).json().metadata).toMatchObject({ count: 0, total: 0 });
    const hidden = await query({ ...inBlue, includeHiddenProducts: true });
    expect(hidden.json().metadata).toMatchObject({ count: 1, total: 1 });
    const both = await query({ ...inBlue, query: { filter: { collectionIds: { $hasAll: [blue, blue] } } } });
    expect(both.json().metadata).toMatchObject({ count: 0, total: 0 });
  });

  it('matches name prefixes exactly, whatever characters end them', async () => {
    const names = [
      'Pre',
      'Pre%x',
      'Pre_y',
      'Prf',
      'Pr\u{10FFFF}z',
      'Pr\u{10FFFF}',
      'Préface',
      'Pr\u00e9',
      'Pre\u{1F600}',
    ];
    const byName = new Map<string, string>();
    for (const name of names)
      byName.set(name, (await create({ name, priceData: { price: '1' } })).json().product.id);
    const starting = async (prefix: string) => {
      const response = await query({
        query: { filter: { name: { $startsWith: prefix } }, paging: { limit: 100 } },
      });
      return response
        .json()
        .products.map((p: { name: string }) => p.name)
        .sort();
    };
    for (const prefix of ['Pre', 'Pr', 'Pr\u{10FFFF}', 'Pré', 'pRÉ', 'Pre%', 'Pre\u{1F600}', 'P']) {
      // Names match whatever their case (the name's folded copy is compared).
      const expected = names.filter((name) => name.toLowerCase().startsWith(prefix.toLowerCase())).sort();
      // Other tests' products also start with P; only this test's names are compared.
      expect((await starting(prefix)).filter((name: string) => byName.has(name))).toEqual(expected);
    }
  });

  it('pages store variants by cursor through a descending order and back, as offset paging orders it', async () => {
    for (let index = 0; index < 7; index++)
      await create({ name: `Cursor ${index % 4}`, priceData: { price: '2' } });
    const variants = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/stores-reader/v1/variants/query',
        headers: owner(),
        payload: body,
      });
    const idsOf = (response: { json(): { variants: { id: string }[] } }) =>
      response.json().variants.map((v) => v.id);
    const filter = { productName: { $startsWith: 'Cursor ' } };
    const sort = [{ fieldName: 'productName', order: 'DESC' }];
    const all = idsOf(await variants({ query: { filter, sort, paging: { limit: 100 } } }));
    expect(all).toHaveLength(7);
    let response = await variants({ query: { filter, sort, cursorPaging: { limit: 3 } } });
    const pages = [idsOf(response)];
    while (response.json().metadata.cursors.next) {
      const cursor = response.json().metadata.cursors.next;
      response = await variants({ query: { cursorPaging: { limit: 3, cursor } } });
      pages.push(idsOf(response));
    }
    expect(pages.flat()).toEqual(all);
    const cursor = response.json().metadata.cursors.prev;
    expect(idsOf(await variants({ query: { cursorPaging: { limit: 3, cursor } } }))).toEqual(pages.at(-2));
  });

  it('fills the sort price and the collection links from existing products when the migration runs', async () => {
    const made: string[] = [];
    for (const [name, price] of [
      ['Old Cheap', '1.10'],
      ['Old Dear', '300.10'],
    ] as const)
      made.push(
        (await create({ name, priceData: { price }, discount: { type: 'AMOUNT', value: '0.10' } })).json()
          .product.id,
      );
    const [cheap = '', dear = ''] = made;
    const old = (await owned('POST', '/stores/v1/collections', { collection: { name: 'Old' } })).json()
      .collection.id as string;
    await owned('POST', `/stores/v1/collections/${old}/productIds`, { productIds: made });

    // The database as the release before 0013 left it: the sort price inside the document.
    for (const [id, price] of [
      [cheap, 1],
      [dear, 300],
    ] as const) {
      const row = await t.db.one<{ doc: string }>(sql`SELECT doc FROM products WHERE id = ${id}`);
      const doc = JSON.stringify({ ...JSON.parse(row?.doc ?? '{}'), price });
      await t.db.run(sql`UPDATE products SET doc = ${doc} WHERE id = ${id}`);
    }
    for (const index of ['products_site_created_id', 'products_site_price', 'products_site_name'])
      await t.db.run(sql`DROP INDEX ${sql.ident(index)}`);
    await t.db.run(sql`DROP TABLE product_collections`);
    // Prices beyond 32 bits did not exist then (they could not be stored on PostgreSQL).
    await t.db.run(sql`DELETE FROM products WHERE price_minor > 2147483647`);
    await t.db.run(sql`ALTER TABLE products DROP COLUMN sort_price`);
    await t.db.run(sql`CREATE INDEX products_site_created ON products (site_id, created_date)`);
    if (dialect === 'postgres') {
      await t.db.run(sql`ALTER TABLE products ALTER COLUMN price_minor TYPE INTEGER`);
      await t.db.run(sql`DROP INDEX store_variants_site_names_c`);
    }
    await t.db.run(sql`DELETE FROM schema_migrations WHERE id = ${'stores/0003-catalogue-scale'}`);
    expect(await migrate(t.db, migrations)).toEqual(['stores/0003-catalogue-scale']);

    const inOld = await query({ query: { filter: { collectionIds: { $hasSome: [old] } } } });
    expect(ids(inOld).sort()).toEqual([...made].sort());
    const byPrice = await query({
      query: { filter: { name: { $startsWith: 'Old ' } }, sort: [{ fieldName: 'price', order: 'DESC' }] },
    });
    expect(ids(byPrice)).toEqual([dear, cheap]);
    // The old document's `price` never reaches the wire.
    expect(byPrice.json().products[1].price).toMatchObject({ price: 1.1, discountedPrice: 1 });
    const dearer = await create({ name: 'New Dear', priceData: { price: '30000000.10' } }); // BIGINT again
    expect(dearer.statusCode).toBe(200);
  });
});
