import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_CARDS } from '../payments/test-provider.js';

describe.each(testDialects)('coupons, cart updates and totals on %s', (dialect) => {
  let t: TestApp;
  let productId: string;
  const call = (
    authorization: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const visitorWithCart = async (quantity: number) => {
    const visitor = await t.visitorToken();
    await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity }],
    });
    return visitor;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    productId = (
      await call(t.ownerApiKey, 'POST', '/stores/v1/products', {
        product: { name: 'Notebook', priceData: { price: '12.50' } },
      })
    ).json().product.id;
    for (const coupon of [
      { code: 'save15', type: 'PERCENT', value: '15' },
      { code: 'FIVEOFF', type: 'AMOUNT', value: '5.00', minimumSubtotal: '30' },
      { code: 'OLD', type: 'AMOUNT', value: '1', expirationDate: '2020-01-01T00:00:00Z' },
    ]) {
      expect((await call(t.ownerApiKey, 'POST', '/ecom/v1/coupons', { coupon })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('lets only the owner manage coupons, with unique codes', async () => {
    const visitor = await visitorWithCart(1);
    expect(
      (
        await call(visitor, 'POST', '/ecom/v1/coupons', {
          coupon: { code: 'MINE', type: 'PERCENT', value: '90' },
        })
      ).statusCode,
    ).toBe(403);
    const duplicate = await call(t.ownerApiKey, 'POST', '/ecom/v1/coupons', {
      coupon: { code: 'Save15', type: 'PERCENT', value: '10' },
    });
    expect(duplicate.statusCode).toBe(409);
    const list = (await call(t.ownerApiKey, 'GET', '/ecom/v1/coupons'))
      .json()
      .coupons.map((c: { code: string }) => c.code);
    expect([...list].sort()).toEqual(['FIVEOFF', 'OLD', 'SAVE15']);
  });

  it('applies a percentage coupon exactly, shows it on the cart and in the totals, and charges the discounted total', async () => {
    const visitor = await visitorWithCart(3);
    const { cart } = (
      await call(visitor, 'PATCH', '/ecom/v1/carts/current', {
        couponCode: 'save15',
        cartInfo: { buyerNote: 'Gift wrap, please' },
      })
    ).json();
    expect(cart.appliedDiscounts).toEqual([
      {
        coupon: expect.objectContaining({
          code: 'SAVE15',
          amount: expect.objectContaining({ amount: '5.63', formattedAmount: '$5.63' }),
        }),
      },
    ]);
    expect(cart.buyerNote).toBe('Gift wrap, please');
    const totals = (await call(visitor, 'POST', '/ecom/v1/carts/current/estimate-totals', {})).json();
    expect(totals.priceSummary).toMatchObject({
      subtotal: { amount: '37.50' },
      discount: { amount: '5.63' },
      total: { amount: '31.87' },
    });
    const { checkoutId } = (await call(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {})).json();
    const paid = await call(visitor, 'POST', `/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'a@example.com',
      card: { number: TEST_CARDS.approved, expiryMonth: 1, expiryYear: 2099, cvc: '123' },
    });
    expect(paid.json().order.priceSummary.total.amount).toBe('31.87');
  });

  it('refuses unknown, expired and not-yet-applicable coupons, and removes an applied one', async () => {
    const visitor = await visitorWithCart(1);
    const unknown = await call(visitor, 'PATCH', '/ecom/v1/carts/current', { couponCode: 'NOPE' });
    expect(unknown.json().details.applicationError.code).toBe('COUPON_DOES_NOT_EXIST');
    const expired = await call(visitor, 'PATCH', '/ecom/v1/carts/current', { couponCode: 'OLD' });
    expect(expired.json().details.applicationError).toMatchObject({
      code: 'COUPON_NOT_APPLICABLE',
      description: 'The coupon OLD has expired',
    });
    const minimum = await call(visitor, 'PATCH', '/ecom/v1/carts/current', { couponCode: 'FIVEOFF' });
    expect(minimum.json().details.applicationError.description).toBe(
      'The coupon FIVEOFF needs a subtotal of at least 30',
    );
    expect(
      (await call(visitor, 'PATCH', '/ecom/v1/carts/current', { couponCode: 'SAVE15' })).statusCode,
    ).toBe(200);
    const removed = (await call(visitor, 'POST', '/ecom/v1/carts/current/remove-coupon')).json().cart;
    expect(removed.appliedDiscounts).toEqual([]);
  });

  it('drops a coupon from the totals once the cart no longer meets its minimum', async () => {
    const visitor = await visitorWithCart(3);
    await call(visitor, 'PATCH', '/ecom/v1/carts/current', { couponCode: 'FIVEOFF' });
    const { cart } = (await call(visitor, 'GET', '/ecom/v1/carts/current')).json();
    expect(cart.appliedDiscounts[0].coupon.amount.amount).toBe('5.00');
    await call(visitor, 'POST', '/ecom/v1/carts/current/update-line-items-quantity', {
      lineItems: [{ id: cart.lineItems[0].id, quantity: 1 }],
    });
    const totals = (await call(visitor, 'POST', '/ecom/v1/carts/current/estimate-totals', {})).json()
      .priceSummary;
    expect(totals).toMatchObject({ discount: { amount: '0.00' }, total: { amount: '12.50' } });
  });
});
