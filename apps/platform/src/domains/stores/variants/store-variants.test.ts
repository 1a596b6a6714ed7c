import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../app.js';
import { migrate } from '../../../kernel/db/migrate.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

interface WireStoreVariant {
  id: string;
  variantId: string;
  productId: string;
  variantName: string;
  productName: string;
  stock: { trackQuantity: boolean; quantity?: number; inStock: boolean };
}

describe.each(testDialects)('store-wide variants on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let tee: { id: string; variants: { id: string; choices: Record<string, string> }[] };
  let mug: { id: string };
  let secret: { id: string };

  const call = (
    authorization: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const owner = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    call(t.ownerApiKey, method, url, payload);
  const query = async (as: string, body: object) => {
    const response = await call(as, 'POST', '/stores-reader/v1/variants/query', body);
    expect(response.statusCode).toBe(200);
    return response.json() as { variants: WireStoreVariant[]; metadata: { count: number; total: number } };
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    const create = async (product: object) =>
      (await owner('POST', '/stores/v1/products', { product })).json().product;
    tee = await create({
      name: 'Linen Tee',
      priceData: { price: '30' },
      productOptions: [
        { name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] },
        { name: 'Color', optionType: 'color', choices: [{ value: '#fff', description: 'White' }] },
      ],
    });
    mug = await create({
      name: 'Stoneware Mug',
      sku: 'MUG-1',
      priceData: { price: '14' },
      stock: { trackInventory: true, quantity: 3 },
    });
    secret = await create({ name: 'Unreleased Hoodie', priceData: { price: '60' }, visible: false });
  });
  afterAll(() => t.close());

  it('lists every variant of every visible product, named by its choices, sorted by product and variant', async () => {
    const { variants, metadata } = await query(visitor, {});
    expect(variants.map((v) => `${v.productName} / ${v.variantName}`)).toEqual(
      ['Linen Tee / S | White', 'Linen Tee / M | White', 'Stoneware Mug / '].sort((a, b) =>
        a.localeCompare(b),
      ),
    );
    expect(metadata).toMatchObject({ count: 3, total: 3 });
    const mugVariant = variants.find((v) => v.productId === mug.id);
    expect(mugVariant).toMatchObject({
      id: `${mug.id}-00000000-0000-0000-0000-000000000000`,
      managedVariant: false,
      sku: 'MUG-1',
      stock: { trackQuantity: true, quantity: 3, inStock: true },
      choices: {},
    });
  });

  it('shows hidden products to the owner only', async () => {
    expect((await query(visitor, { query: { filter: { productId: secret.id } } })).variants).toEqual([]);
    const forOwner = await query(t.ownerApiKey, { query: { filter: { productId: secret.id } } });
    expect(forOwner.variants).toHaveLength(1);
    const id = forOwner.variants[0]?.id;
    expect((await call(visitor, 'GET', `/stores-reader/v1/variants/${id}`)).statusCode).toBe(404);
    expect((await owner('GET', `/stores-reader/v1/variants/${id}`)).json().variant.productName).toBe(
      'Unreleased Hoodie',
    );
  });

  it('filters by product, stock and name, and pages with offset paging', async () => {
    const ofTee = await query(visitor, {
      query: { filter: { productId: tee.id }, sort: [{ fieldName: 'variantName', order: 'DESC' }] },
    });
    expect(ofTee.variants.map((v) => v.variantName)).toEqual(['S | White', 'M | White']);
    const named = await query(visitor, { query: { filter: { variantName: { $startsWith: 'M' } } } });
    expect(named.variants.map((v) => v.variantName)).toEqual(['M | White']);
    const page = await query(visitor, { query: { paging: { limit: 1, offset: 1 } } });
    expect(page.variants).toHaveLength(1);
    expect(page.metadata).toMatchObject({ count: 1, offset: 1, total: 3 });
  });

  it('follows stock, collection and deletion changes of the products', async () => {
    const [small] = tee.variants;
    await owner('PATCH', `/stores/v2/inventoryItems/product/${tee.id}`, {
      inventoryItem: { trackQuantity: true, variants: [{ variantId: small?.id, quantity: 0 }] },
    });
    const soldOut = await query(visitor, { query: { filter: { 'stock.inStock': false } } });
    expect(soldOut.variants.map((v) => v.id)).toEqual([`${tee.id}-${small?.id}`]);

    const collection = (
      await owner('POST', '/stores/v1/collections', { collection: { name: 'Kitchen' } })
    ).json().collection;
    await owner('POST', `/stores/v1/collections/${collection.id}/productIds`, { productIds: [mug.id] });
    const inKitchen = await query(visitor, {
      query: { filter: { collectionIds: { $hasSome: [collection.id] } } },
    });
    expect(inKitchen.variants.map((v) => v.productName)).toEqual(['Stoneware Mug']);

    await owner('DELETE', `/stores/v1/products/${mug.id}`);
    expect((await query(visitor, { query: { filter: { productId: mug.id } } })).variants).toEqual([]);
  });

  it('answers bad input with validation errors and unknown ids with 404', async () => {
    const unknownField = await call(visitor, 'POST', '/stores-reader/v1/variants/query', {
      query: { filter: { price: 3 } },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().details.validationError).toBeDefined();
    const badPaging = await call(visitor, 'POST', '/stores-reader/v1/variants/query', {
      query: { paging: { limit: 1000 } },
    });
    expect(badPaging.statusCode).toBe(400);
    const missing = await call(visitor, 'GET', '/stores-reader/v1/variants/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/Variant/);
  });

  it('fills the projection from existing products when the migration runs on an older database', async () => {
    await t.db.run(sql`DROP TABLE store_variants`);
    await t.db.run(sql`DELETE FROM schema_migrations WHERE id = ${'stores/0002-store-variants'}`);
    expect(await migrate(t.db, migrations)).toEqual(['stores/0002-store-variants']);
    const { variants } = await query(t.ownerApiKey, {});
    expect(variants.map((v) => v.productName).sort()).toEqual([
      'Linen Tee',
      'Linen Tee',
      'Unreleased Hoodie',
    ]);
  });
});
