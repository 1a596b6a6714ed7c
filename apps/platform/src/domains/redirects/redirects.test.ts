import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('redirect sessions on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let checkoutId: string;
  const as = (authorization: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    const product = (
      await as(t.ownerApiKey, '/stores/v1/products', {
        product: { name: 'Kettle', priceData: { price: '40' } },
      })
    ).json().product;
    await as(visitor, '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product.id } }],
    });
    checkoutId = (await as(visitor, '/ecom/v1/carts/current/create-checkout', {})).json().checkoutId;
  });
  afterAll(() => t.close());

  it('creates a checkout session on the platform origin, on every path the official modules use', async () => {
    for (const path of [
      '/_api/redirects-api/v1/redirect-session',
      '/redirect-session/v1/redirect-session',
      '/headless/v1/redirect-session',
    ]) {
      const response = await as(visitor, path, {
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: 'http://localhost:3000/store' },
      });
      expect(response.statusCode).toBe(200);
      const { redirectSession } = response.json();
      expect(redirectSession.fullUrl).toMatch(
        /^http:\/\/127\.0\.0\.1:4000\/hosted\/checkout\?session=bzs_[A-Za-z0-9_-]{43}$/,
      );
      expect(redirectSession.urlDetails.endpoint).toBe('http://127.0.0.1:4000/hosted/checkout');
      expect(redirectSession.fullUrl).toContain(redirectSession.sessionToken);
    }
  });

  it('refuses callbacks to origins the OAuth client does not allow (no open redirect)', async () => {
    const response = await as(visitor, '/_api/redirects-api/v1/redirect-session', {
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'https://evil.example/steal' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
  });

  it("refuses another visitor's checkout, unknown flavours, several flavours, and API keys", async () => {
    const stranger = await t.visitorToken();
    expect(
      (await as(stranger, '/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId } }))
        .statusCode,
    ).toBe(404);
    const unhosted = await as(visitor, '/_api/redirects-api/v1/redirect-session', {
      storesProduct: { productSlug: 'x' },
    });
    expect(unhosted.statusCode).toBe(400);
    expect(unhosted.json().details.applicationError.code).toBe('UNSUPPORTED_REDIRECT');
    const both = await as(visitor, '/_api/redirects-api/v1/redirect-session', {
      ecomCheckout: { checkoutId },
      login: {},
    });
    expect(both.json().details.validationError.fieldViolations[0].violatedRule).toBe('REQUIRED_ONE_OF_FIELD');
    expect(
      (await as(t.ownerApiKey, '/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId } }))
        .statusCode,
    ).toBe(403);
  });
});
