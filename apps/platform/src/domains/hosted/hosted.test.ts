import { readdirSync } from 'node:fs';
import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_CARDS } from '../payments/test-provider.js';

describe.each(testDialects)('hosted checkout API on %s', (dialect) => {
  let t: TestApp;
  let session: string;
  /** A second visitor with the same teapot in the cart, whose checkout changes under the page. */
  let shownVisitor: string;
  const post = (url: string, payload: object, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const visitor = await t.visitorToken();
    const product = (
      await post(
        '/stores/v1/products',
        { product: { name: 'Teapot', priceData: { price: '35' } } },
        t.ownerApiKey,
      )
    ).json().product;
    await post(
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product.id } }] },
      visitor,
    );
    shownVisitor = await t.visitorToken();
    await post(
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product.id } }] },
      shownVisitor,
    );
    await post('/ecom/v1/coupons', { coupon: { code: 'TEA5', type: 'AMOUNT', value: '5' } }, t.ownerApiKey);
    const { checkoutId } = (await post('/ecom/v1/carts/current/create-checkout', {}, visitor)).json();
    session = (
      await post(
        '/_api/redirects-api/v1/redirect-session',
        { ecomCheckout: { checkoutId }, callbacks: { postFlowUrl: 'http://localhost:3000/store' } },
        visitor,
      )
    ).json().redirectSession.sessionToken;
  });
  afterAll(() => t.close());

  it("changes the session's checkout: contact email, a coupon applied and taken off again", async () => {
    const updated = await post('/hosted/v1/checkout-session/update', {
      session,
      couponCode: 'tea5',
      checkout: { buyerInfo: { email: 'tea@example.com' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().checkout).toMatchObject({
      buyerInfo: { email: 'tea@example.com' },
      priceSummary: { discount: { amount: '5.00' }, total: { amount: '30.00' } },
    });
    const removed = (await post('/hosted/v1/checkout-session/remove-coupon', { session })).json().checkout;
    expect(removed.priceSummary.total.amount).toBe('35.00');
    expect(removed.buyerInfo.email).toBe('tea@example.com');
    const stranger = await post('/hosted/v1/checkout-session/update', {
      session: 'bzs_not-a-real-session',
      couponCode: 'TEA5',
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses to charge a total the buyer was not shown: TOTAL_CHANGED with the new total, nothing placed', async () => {
    const { checkoutId } = (await post('/ecom/v1/carts/current/create-checkout', {}, shownVisitor)).json();
    const session = (
      await post('/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId } }, shownVisitor)
    ).json().redirectSession.sessionToken;
    const payment = {
      session,
      email: 'shown@example.com',
      card: { number: TEST_CARDS.approved, expiryMonth: 1, expiryYear: 2099, cvc: '123' },
    };
    // The page showed $30.00 with the coupon; another tab then took the coupon off.
    const shownTotal = (
      await post('/hosted/v1/checkout-session/update', { session, couponCode: 'TEA5' })
    ).json().checkout.priceSummary.total.amount;
    expect(shownTotal).toBe('30.00');
    const current = (await post('/hosted/v1/checkout-session/remove-coupon', { session })).json().checkout
      .priceSummary.total;
    expect(current.amount).toBe('35.00');
    const stale = await post('/hosted/v1/checkout-session/pay', { ...payment, shownTotal });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      details: {
        applicationError: {
          code: 'TOTAL_CHANGED',
          data: {
            total: { amount: current.amount, formattedAmount: current.formattedAmount, currency: 'USD' },
            shownTotal: '30.00',
          },
        },
      },
    });
    const after = (await post('/hosted/v1/checkout-session', { session })).json();
    expect(after.checkout.completed).toBe(false);
    expect(after).not.toHaveProperty('order');
    // The same refusal through the API's own pay call, for any client that sends what it showed.
    const direct = await post(
      `/ecom/v1/checkouts/${checkoutId}/pay`,
      { email: payment.email, card: payment.card, shownTotal: '30' },
      shownVisitor,
    );
    expect(direct.json().details.applicationError.code).toBe('TOTAL_CHANGED');
    const paid = await post('/hosted/v1/checkout-session/pay', { ...payment, shownTotal: current.amount });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.priceSummary.total.amount).toBe(current.amount);
  });

  it('shows the checkout of the session and pays it with the test card', async () => {
    const opened = (await post('/hosted/v1/checkout-session', { session })).json();
    expect(opened).toMatchObject({
      siteName: 'Bazaar demo site',
      callbacks: { postFlowUrl: 'http://localhost:3000/store' },
    });
    expect(opened.checkout.lineItems[0].productName.original).toBe('Teapot');
    const declined = await post('/hosted/v1/checkout-session/pay', {
      session,
      email: 'a@example.com',
      card: { number: TEST_CARDS.declined, expiryMonth: 1, expiryYear: 2099, cvc: '123' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().details.applicationError).toMatchObject({
      code: 'PAYMENT_DECLINED',
      data: { status: 'DECLINED', declineCode: 'CARD_DECLINED' },
    });
    const expired = await post('/hosted/v1/checkout-session/pay', {
      session,
      email: 'a@example.com',
      card: { number: TEST_CARDS.approved, expiryMonth: 1, expiryYear: 2001, cvc: '123' },
    });
    expect(expired.json().details.applicationError.data.declineCode).toBe('EXPIRED_CARD');
    const paid = await post('/hosted/v1/checkout-session/pay', {
      session,
      email: 'a@example.com',
      card: { number: TEST_CARDS.approved, expiryMonth: 1, expiryYear: 2099, cvc: '123' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.paymentStatus).toBe('PAID');
    expect(opened.order).toBeUndefined();
    // Opened again once paid (the buyer reloads the thank-you page): the same order comes back.
    const reopened = (await post('/hosted/v1/checkout-session', { session })).json();
    expect(reopened.checkout.completed).toBe(true);
    expect(reopened.order).toEqual(paid.json().order);
  });

  it('refuses unknown session tokens with a clear error', async () => {
    const unknown = await post('/hosted/v1/checkout-session', { session: 'bzs_not-a-real-session' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details.applicationError.code).toBe('SESSION_NOT_FOUND');
  });

  it('serves the hosted page without leaking the session in a Referer', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/hosted/checkout?session=${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<div id="root">');
    const script = /src="(\/hosted\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
    const asset = await t.app.inject({ method: 'GET', url: script });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(
      (await t.app.inject({ method: 'GET', url: '/hosted/assets/..%2F..%2Fpackage.json' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('serves the dashboard on every path under /dashboard, its scripts compressed and kept a year', async () => {
    for (const url of ['/dashboard', '/dashboard/sites/some-site/orders']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.body).toContain('<div id="root">');
    }
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const script = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
    const plain = await t.app.inject({ method: 'GET', url: script });
    const gzipped = await t.app.inject({
      method: 'GET',
      url: script,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect((await t.app.inject({ method: 'GET', url: '/dashboard/assets/nothing.js' })).statusCode).toBe(404);
    // The door's QR reader (WebAssembly) is served with the dashboard, typed for streaming compilation.
    const wasm = readdirSync('apps/dashboard/dist/assets').find((file) => file.endsWith('.wasm'));
    const reader = await t.app.inject({ method: 'GET', url: `/dashboard/assets/${wasm}` });
    expect(reader.statusCode).toBe(200);
    expect(reader.headers['content-type']).toBe('application/wasm');
  });

  it("serves every flow's page from the same app, which picks the flow by path", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/hosted/plans-checkout?session=x' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const odd = await t.app.inject({ method: 'GET', url: '/hosted/Not_A_Page' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().details.validationError.fieldViolations[0].field).toBe('page');
  });
});
