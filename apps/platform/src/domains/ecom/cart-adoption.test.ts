import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { memberTokensFor, setSignUpPolicy } from '../../testing/member-sign-in.js';

const PASSWORD = 'correct horse battery';

describe.each(testDialects)('a visitor’s cart follows them when they sign in, on %s', (dialect) => {
  let t: TestApp;
  let mug: string;
  let shirt: string;
  let poster: string;

  const cart = (authorization: string, method: 'GET' | 'POST' = 'GET', path = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/ecom/v1/carts/current${path}`,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
  const add = (authorization: string, catalogItemId: string, quantity: number) =>
    cart(authorization, 'POST', '/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId }, quantity }],
    });
  const lines = async (authorization: string) =>
    (
      (await cart(authorization)).json().cart.lineItems as {
        catalogReference: { catalogItemId: string };
        quantity: number;
      }[]
    )
      .map((line) => [line.catalogReference.catalogItemId, line.quantity])
      .sort();
  /** Signs `email` in from the visitor of `visitorToken`, as the hosted page would. */
  const signIn = async (email: string, visitorToken: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      headers: { authorization: visitorToken },
      payload: { loginId: { email }, password: PASSWORD },
    });
    return (await memberTokensFor(t, answer.json().sessionToken, visitorToken)).accessToken;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await setSignUpPolicy(t, 'OPEN');
    const create = async (name: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/stores/v1/products',
          headers: { authorization: t.ownerApiKey },
          payload: { product: { name, priceData: { price: '10' } } },
        })
      ).json().product.id as string;
    [mug, shirt, poster] = [await create('Mug'), await create('Shirt'), await create('Poster')];
    for (const email of ['ada@example.com', 'grace@example.com'])
      await t.app.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/register',
        headers: { authorization: await t.visitorToken() },
        payload: { loginId: { email }, password: PASSWORD },
      });
  });
  afterAll(() => t.close());

  it('becomes the member’s cart when they had none, and the visitor’s is gone', async () => {
    const visitor = await t.visitorToken();
    await add(visitor, mug, 2);
    const member = await signIn('ada@example.com', visitor);
    expect(await lines(member)).toEqual([[mug, 2]]);
    expect((await cart(visitor)).statusCode).toBe(404);
    // On another device, the member's cart is there too.
    const elsewhere = await signIn('ada@example.com', await t.visitorToken());
    expect(await lines(elsewhere)).toEqual([[mug, 2]]);
  });

  it('joins the member’s existing cart, adding up the same item', async () => {
    const phone = await signIn('grace@example.com', await t.visitorToken());
    await add(phone, mug, 1);
    await add(phone, shirt, 1);
    const laptopVisitor = await t.visitorToken();
    await add(laptopVisitor, mug, 2);
    await add(laptopVisitor, poster, 1);
    const laptop = await signIn('grace@example.com', laptopVisitor);
    // The first change after signing in takes the visitor's cart in too.
    const added = await add(laptop, shirt, 1);
    expect(added.statusCode).toBe(200);
    expect(await lines(laptop)).toEqual(
      [
        [mug, 3],
        [poster, 1],
        [shirt, 2],
      ].sort(),
    );
    expect(await lines(phone)).toEqual(await lines(laptop));
    expect((await cart(laptopVisitor)).statusCode).toBe(404);
  });
});
