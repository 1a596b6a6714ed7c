import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/app.js';
import { testDialects } from './testing/databases.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The exact reproductions of issue 12's defects (2-5, 7, 9-12), each answered without a 5xx. */
describe.each(testDialects)('hardened edges on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let productId: string;
  const call = (authorization: string | undefined, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const owner = (method: Method, url: string, payload?: unknown) => call(t.ownerApiKey, method, url, payload);
  const fieldsOf = (body: { details?: { validationError?: { fieldViolations?: { field: string }[] } } }) =>
    (body.details?.validationError?.fieldViolations ?? []).map((violation) => violation.field);

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    productId = (
      await owner('POST', '/stores/v1/products', { product: { name: 'Lamp', priceData: { price: '20' } } })
    ).json().product.id;
  });
  afterAll(() => t.close());

  describe('text the platform does not accept: NUL and unpaired surrogates (2)', () => {
    it('refuses them in a public token request, naming the field', async () => {
      const response = await call(undefined, 'POST', '/oauth2/token', {
        clientId: 'x\u0000y',
        grantType: 'anonymous',
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['clientId']);
    });

    it('refuses them in a path parameter, a filter, a product name and a query string', async () => {
      expect((await call(visitor, 'GET', '/stores-reader/v1/products/abc%00def')).statusCode).toBe(400);
      const filter = await call(visitor, 'POST', '/stores-reader/v1/products/query-platformized', {
        query: { filter: { name: 'a\u0000b' } },
      });
      expect(filter.statusCode).toBe(400);
      expect(fieldsOf(filter.json())).toEqual(['query.filter.name']);
      const name = await owner('POST', '/stores/v1/products', {
        product: { name: 'x\ud800y', priceData: { price: '1' } },
      });
      expect(name.statusCode).toBe(400);
      expect(fieldsOf(name.json())).toEqual(['product.name']);
      const lowSurrogate = await owner('POST', '/stores/v1/products', {
        product: { name: 'x\udc00', priceData: { price: '1' } },
      });
      expect(lowSurrogate.statusCode).toBe(400);
      expect((await call(visitor, 'GET', '/stores-reader/v1/collections/slug/a%00b')).statusCode).toBe(400);
      const encoded = Buffer.from(JSON.stringify({ query: { filter: { name: 'a\u0000' } } })).toString(
        'base64url',
      );
      const get = await call(visitor, 'GET', `/stores-reader/v1/products/query-platformized?.r=${encoded}`);
      expect(get.statusCode).toBe(400);
      expect(fieldsOf(get.json())).toEqual(['query.filter.name']);
    });

    it('refuses them in object keys, and accepts well-formed text from every plane', async () => {
      const key = await owner('POST', '/stores/v1/products', {
        product: { name: 'Kettle', priceData: { price: '1' }, 'bad\u0000key': 1 },
      });
      expect(key.statusCode).toBe(400);
      const fine = await owner('POST', '/stores/v1/products', {
        product: { name: 'Tea 🍵 für Zoë — 茶', priceData: { price: '1' } },
      });
      expect(fine.statusCode).toBe(200);
      expect(fine.json().product.name).toBe('Tea 🍵 für Zoë — 茶');
    });
  });

  it('answers a forged cursor holding NUL or an unpaired surrogate with the same 400 on both databases', async () => {
    const query = (cursorPaging: object, sort?: object) =>
      owner('POST', '/stores-reader/v1/variants/query', {
        query: { cursorPaging, ...(sort ? { sort } : {}) },
      });
    await owner('POST', '/stores/v1/products', {
      product: { name: 'Lamp shade', priceData: { price: '9' } },
    });
    // Sorted by name, the cursor's anchor holds text: the place a forged NUL reaches the database.
    const first = await query({ limit: 1 }, [{ fieldName: 'productName', order: 'ASC' }]);
    const cursor = first.json().metadata.cursors.next as string;
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    expect(Array.isArray(payload.a)).toBe(true);
    const forge = (changes: object) =>
      Buffer.from(JSON.stringify({ ...payload, ...changes }), 'utf8').toString('base64url');
    // A forged cursor that is well formed still pages: the refusals below are for the text alone.
    expect((await query({ limit: 1, cursor: forge({}) })).statusCode).toBe(200);
    for (const forged of [
      forge({ a: payload.a.map((value: unknown) => (typeof value === 'string' ? 'x\u0000y' : value)) }),
      forge({ a: payload.a.map((value: unknown) => (typeof value === 'string' ? 'x\ud800' : value)) }),
      forge({ f: { name: { $eq: 'a\u0000' } } }),
    ]) {
      const refused = await query({ limit: 1, cursor: forged });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json())).toEqual(['cursorPaging.cursor']);
    }
  });

  it('refuses a callback URL that the URL parser cannot read, at the request and at the client (3)', async () => {
    const cart = await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
    });
    expect(cart.statusCode).toBe(200);
    const checkoutId = (await call(visitor, 'POST', '/ecom/v1/carts/current/create-checkout', {})).json()
      .checkoutId;
    for (const postFlowUrl of ['http://1.2.3.4.5/', 'http://256.256.256.256/']) {
      const session = await call(visitor, 'POST', '/redirect-session/v1/redirect-session', {
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl },
      });
      expect(session.statusCode).toBe(400);
      expect(fieldsOf(session.json())).toEqual(['callbacks.postFlowUrl']);
      const client = await owner('POST', '/sites/v1/oauth-clients', {
        oauthClient: { name: 'Odd', allowedRedirectUris: [postFlowUrl] },
      });
      expect(client.statusCode).toBe(400);
    }
  });

  it('refuses a filter nested thousands of levels deep with a 400 (4)', async () => {
    // Written as text: serialising 3,000 levels would itself exhaust the test's stack.
    const filter = `${'{"$and":['.repeat(3_000)}{"name":"x"}${']}'.repeat(3_000)}`;
    const body = `{"query":{"filter":${filter}}}`;
    const url = '/stores-reader/v1/products/query-platformized';
    for (const response of [
      await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: visitor, 'content-type': 'application/json' },
        payload: body,
      }),
      await call(visitor, 'GET', `${url}?.r=${Buffer.from(body).toString('base64url')}`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/nested/);
    }
  });

  it('answers a huge malformed array with a short 400, listing a bounded number of violations (5)', async () => {
    const zeros = new Array(330_000).fill(0);
    const response = await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: zeros });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(4_000);
    // Within the array cap, the schema's own limit on lines speaks, and violations stay few.
    const many = await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: new Array(900).fill(0),
    });
    expect(many.statusCode).toBe(400);
    expect(fieldsOf(many.json()).length).toBeLessThanOrEqual(20);
    expect(many.body.length).toBeLessThan(4_000);
  });

  it('refuses a cart line whose amount is past the limit and keeps the cart as it was (7)', async () => {
    const expensive = (
      await owner('POST', '/stores/v1/products', {
        product: { name: 'Yacht', priceData: { price: '21474836' } },
      })
    ).json().product.id;
    const buyer = await t.visitorToken();
    const add = () =>
      call(buyer, 'POST', '/ecom/v1/carts/current/add-to-cart', {
        lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: expensive }, quantity: 9999 }],
      });
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await add()).statusCode);
    const refusedAt = answers.indexOf(400);
    expect(refusedAt).toBeGreaterThan(-1);
    expect(answers.slice(refusedAt).every((status) => status === 400)).toBe(true);
    const cart = await call(buyer, 'GET', '/ecom/v1/carts/current');
    expect(cart.statusCode).toBe(200);
    expect(cart.json().cart.lineItems[0].quantity).toBe(9999 * refusedAt);
  });

  it('answers the same unique create sent ten times at once with one 200 and 409s (9)', async () => {
    const coupons = await Promise.all(
      Array.from({ length: 10 }, () =>
        owner('POST', '/ecom/v1/coupons', { coupon: { code: 'DUPX', type: 'PERCENT', value: '5' } }),
      ),
    );
    expect(coupons.map((r) => r.statusCode).sort()).toEqual([200, ...new Array(9).fill(409)]);
    const slugged = await Promise.all(
      Array.from({ length: 10 }, () =>
        owner('POST', '/stores/v1/collections', { collection: { name: 'Dup X', slug: 'dup-x' } }),
      ),
    );
    expect(slugged.map((r) => r.statusCode).sort()).toEqual([200, ...new Array(9).fill(409)]);
    // A slug the platform makes up is never refused: a taken one gets a suffix.
    const generated = await Promise.all(
      Array.from({ length: 10 }, () =>
        owner('POST', '/stores/v1/collections', { collection: { name: 'Same Name' } }),
      ),
    );
    expect(generated.map((r) => r.statusCode)).toEqual(new Array(10).fill(200));
    expect(new Set(generated.map((r) => r.json().collection.slug)).size).toBe(10);
  });

  it('refuses an offset past any page there can be (10)', async () => {
    for (const offset of [1e20, 2 ** 53]) {
      const response = await call(visitor, 'POST', '/stores-reader/v1/products/query-platformized', {
        query: { paging: { offset } },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['query.paging.offset']);
    }
  });

  it('answers an over-long path parameter in the wire format, without echoing it (11)', async () => {
    const long = 'a'.repeat(5_000);
    const response = await call(visitor, 'GET', `/stores-reader/v1/products/${long}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('details');
    expect(response.json()).not.toHaveProperty('code');
    expect(response.body).not.toContain(long);
  });

  it('refuses a cart line of an app that sells nothing here (12)', async () => {
    const response = await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: 'not-an-app', catalogItemId: productId }, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['lineItems[0].catalogReference.appId']);
  });
});
