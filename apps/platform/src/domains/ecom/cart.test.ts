import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('current cart on %s', (dialect) => {
  let t: TestApp;
  let shirt: { id: string; variants: { id: string; choices: Record<string, string> }[] };
  let mug: { id: string };
  let lastOne: { id: string };

  const newVisitor = async () => await t.visitorToken();
  const call = (visitor: string, method: 'GET' | 'POST' | 'DELETE', path = '', payload?: unknown) =>
    t.app.inject({
      method,
      url: `/ecom/v1/carts/current${path}`,
      headers: { authorization: visitor },
      ...(payload ? { payload: payload as object } : {}),
    });
  const reference = (catalogItemId: string, options?: Record<string, string>) => ({
    appId: STORES_APP_ID,
    catalogItemId,
    ...(options ? { options: { options } } : {}),
  });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const owner = { authorization: t.ownerApiKey };
    const create = async (product: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/stores/v1/products',
          headers: owner,
          payload: { product },
        })
      ).json().product;
    shirt = await create({
      name: 'Linen Shirt',
      priceData: { price: '49.90' },
      productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
    });
    mug = await create({
      name: 'Mug',
      priceData: { price: '12.00' },
      discount: { type: 'AMOUNT', value: '2' },
    });
    lastOne = await create({
      name: 'Last One',
      priceData: { price: '5' },
      stock: { trackInventory: true, quantity: 1 },
    });
  });
  afterAll(() => t.close());

  it('has no cart until something is added: 404 OWNED_CART_NOT_FOUND', async () => {
    const response = await call(await newVisitor(), 'GET');
    expect(response.statusCode).toBe(404);
    expect(response.json().details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('adds items with their options, merges the same item, and sums an exact subtotal', async () => {
    const visitor = await newVisitor();
    const first = await call(visitor, 'POST', '/add-to-cart', {
      lineItems: [{ catalogReference: reference(shirt.id, { Size: 'M' }), quantity: 1 }],
    });
    expect(first.statusCode).toBe(200);
    await call(visitor, 'POST', '/add-to-cart', {
      lineItems: [{ catalogReference: reference(shirt.id, { Size: 'M' }), quantity: 2 }],
    });
    const { cart } = (
      await call(visitor, 'POST', '/add-to-cart', { lineItems: [{ catalogReference: reference(mug.id) }] })
    ).json();
    expect(cart.lineItems).toHaveLength(2);
    const [shirtLine, mugLine] = cart.lineItems;
    expect(shirtLine).toMatchObject({
      quantity: 3,
      productName: { original: 'Linen Shirt' },
      price: { amount: '49.90', formattedAmount: '$49.90' },
      lineItemPrice: { amount: '149.70' },
      availability: { status: 'AVAILABLE' },
      catalogReference: { catalogItemId: shirt.id, options: { options: { Size: 'M' } } },
      descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'M' } }],
    });
    expect(mugLine).toMatchObject({ price: { amount: '10.00' }, fullPrice: { amount: '12.00' } });
    expect(cart.subtotal).toEqual({
      amount: '159.70',
      convertedAmount: '159.70',
      formattedAmount: '$159.70',
      formattedConvertedAmount: '$159.70',
    });
    expect(cart.buyerInfo.visitorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('prices every line from its own product, in cart order, and marks a deleted product NOT_FOUND', async () => {
    const owner = { authorization: t.ownerApiKey };
    const gone = (
      await t.app.inject({
        method: 'POST',
        url: '/stores/v1/products',
        headers: owner,
        payload: { product: { name: 'Soon Gone', priceData: { price: '3.00' } } },
      })
    ).json().product;
    const visitor = await newVisitor();
    const added = await call(visitor, 'POST', '/add-to-cart', {
      lineItems: [
        { catalogReference: reference(shirt.id, { Size: 'S' }) },
        { catalogReference: reference(gone.id), quantity: 2 },
        { catalogReference: reference(mug.id) },
        { catalogReference: reference(shirt.id, { Size: 'M' }), quantity: 3 },
      ],
    });
    expect(added.statusCode).toBe(200);
    interface WireLine {
      productName: { original: string };
      catalogReference: { options?: { options?: Record<string, string> } };
      quantity: number;
      price?: { amount: string };
      availability: { status: string };
    }
    const summary = (cart: { lineItems: WireLine[] }) =>
      cart.lineItems.map((line) => [
        line.productName.original,
        line.catalogReference.options?.options?.Size,
        line.quantity,
        line.price?.amount,
        line.availability.status,
      ]);
    expect(summary(added.json().cart)).toEqual([
      ['Linen Shirt', 'S', 1, '49.90', 'AVAILABLE'],
      ['Soon Gone', undefined, 2, '3.00', 'AVAILABLE'],
      ['Mug', undefined, 1, '10.00', 'AVAILABLE'],
      ['Linen Shirt', 'M', 3, '49.90', 'AVAILABLE'],
    ]);
    expect(added.json().cart.subtotal.amount).toBe('215.60');

    await t.app.inject({ method: 'DELETE', url: `/stores/v1/products/${gone.id}`, headers: owner });
    const { cart } = (await call(visitor, 'GET')).json();
    expect(
      cart.lineItems.map((line: { availability: { status: string } }) => line.availability.status),
    ).toEqual(['AVAILABLE', 'NOT_FOUND', 'AVAILABLE', 'AVAILABLE']);
    expect(cart.subtotal.amount).toBe('209.60');
  });

  it('changes quantities, removes lines, and deletes the cart', async () => {
    const visitor = await newVisitor();
    const { cart } = (
      await call(visitor, 'POST', '/add-to-cart', {
        lineItems: [
          { catalogReference: reference(mug.id) },
          { catalogReference: reference(shirt.id, { Size: 'S' }) },
        ],
      })
    ).json();
    const [mugLine, shirtLine] = cart.lineItems;
    const updated = (
      await call(visitor, 'POST', '/update-line-items-quantity', {
        lineItems: [{ id: mugLine.id, quantity: 4 }],
      })
    ).json().cart;
    expect(updated.subtotal.amount).toBe('89.90');
    const removed = (
      await call(visitor, 'POST', '/remove-line-items', { lineItemIds: [shirtLine.id] })
    ).json().cart;
    expect(removed.lineItems.map((line: { id: string }) => line.id)).toEqual([mugLine.id]);
    const zero = (
      await call(visitor, 'POST', '/update-line-items-quantity', {
        lineItems: [{ id: mugLine.id, quantity: 0 }],
      })
    ).json().cart;
    expect(zero.lineItems).toEqual([]);
    expect(zero.subtotal.amount).toBe('0.00');
    const deleted = await call(visitor, 'DELETE');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await call(visitor, 'GET')).statusCode).toBe(404);
  });

  it("keeps each visitor's cart to themselves", async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    const { cart } = (
      await call(alice, 'POST', '/add-to-cart', { lineItems: [{ catalogReference: reference(mug.id) }] })
    ).json();
    expect((await call(bob, 'GET')).statusCode).toBe(404);
    const meddling = await call(bob, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: cart.lineItems[0].id, quantity: 9 }],
    });
    expect(meddling.statusCode).toBe(404);
    expect((await call(alice, 'GET')).json().cart.lineItems[0].quantity).toBe(1);
    expect((await call(t.ownerApiKey, 'GET')).statusCode).toBe(403);
  });

  it('refuses unknown products, incomplete options, bad quantities and more than the stock, changing nothing', async () => {
    const visitor = await newVisitor();
    const unknown = await call(visitor, 'POST', '/add-to-cart', {
      lineItems: [{ catalogReference: reference('no-such-product') }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe(
      'lineItems[0].catalogReference',
    );
    const noSize = await call(visitor, 'POST', '/add-to-cart', {
      lineItems: [{ catalogReference: reference(shirt.id) }],
    });
    expect(noSize.statusCode).toBe(400);
    const badQuantity = await call(visitor, 'POST', '/add-to-cart', {
      lineItems: [{ catalogReference: reference(mug.id), quantity: 0 }],
    });
    expect(badQuantity.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems[0].quantity',
      violatedRule: 'MIN',
    });
    const tooMany = await call(visitor, 'POST', '/add-to-cart', {
      lineItems: [{ catalogReference: reference(lastOne.id), quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().details.applicationError).toMatchObject({
      code: 'INSUFFICIENT_INVENTORY',
      data: { quantityAvailable: 1 },
    });
    expect((await call(visitor, 'GET')).statusCode).toBe(404);
  });

  it('makes one cart out of concurrent first additions', async () => {
    const visitor = await newVisitor();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call(visitor, 'POST', '/add-to-cart', { lineItems: [{ catalogReference: reference(mug.id) }] }),
      ),
    );
    const { cart } = (await call(visitor, 'GET')).json();
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0].quantity).toBe(8);
  });
});
