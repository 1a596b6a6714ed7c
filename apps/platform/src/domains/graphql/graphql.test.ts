import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/db/database.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { MAX_CALLS, MAX_COST } from './limits.js';

const PRODUCTS = 50;

/** Counts the statements run on the app's database handle while it is switched on. */
function countStatements(db: Database) {
  const counter = { on: false, count: 0 };
  for (const method of ['all', 'one', 'run'] as const) {
    const original = db[method].bind(db) as (...args: unknown[]) => Promise<unknown>;
    (db as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (counter.on) counter.count += 1;
      return original(...args);
    };
  }
  return counter;
}

const PRODUCT_WITH_COLLECTIONS = /* GraphQL */ `
  query Catalogue($limit: Int) {
    storesProductsV1Products(queryInput: { query: { paging: { limit: $limit }, sort: [{ fieldName: "name" }] } }) {
      items { id name slug price { price currency formatted { price } } collections { id name slug } }
      pageInfo { count offset total }
    }
  }
`;

describe.each(testDialects)('GraphQL over the REST calls on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let statements: ReturnType<typeof countStatements>;
  const collections: { id: string; name: string; slug: string }[] = [];
  const owner = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: t.ownerApiKey }, ...(payload ? { payload } : {}) });
  const graphql = (query: string, variables?: object, authorization: string | undefined = visitor) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql/alpha',
      headers: authorization ? { authorization } : {},
      payload: { query, ...(variables ? { variables } : {}) },
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
    for (const name of ['Everything', 'Odd ones'])
      collections.push(
        (await owner('POST', '/stores/v1/collections', { collection: { name } })).json().collection,
      );
    const ids: string[] = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const name = `Mug ${String(i).padStart(2, '0')}`;
      ids.push(
        (
          await owner('POST', '/stores/v1/products', { product: { name, priceData: { price: '4.50' } } })
        ).json().product.id,
      );
    }
    await owner('POST', `/stores/v1/collections/${collections[0]?.id}/productIds`, { productIds: ids });
    await owner('POST', `/stores/v1/collections/${collections[1]?.id}/productIds`, {
      productIds: ids.filter((_, i) => i % 2 === 1),
    });
    statements = countStatements(t.db);
  }, 60_000);
  afterAll(() => t.close());

  it('reads 50 products with their collections in no more SQL statements than 5', async () => {
    // The REST calls the gateway makes in process go through the app's `inject`: counted too, since
    // a kept answer can hide a read per product from the statement count.
    const inject = t.app.inject.bind(t.app);
    const calls: string[] = [];
    const counted = async (limit: number) => {
      statements.count = 0;
      calls.length = 0;
      (t.app as { inject: unknown }).inject = (options: { url: string }) => {
        calls.push(options.url);
        return inject(options as never);
      };
      statements.on = true;
      const response = await graphql(PRODUCT_WITH_COLLECTIONS, { limit });
      statements.on = false;
      (t.app as { inject: unknown }).inject = inject;
      expect(response.statusCode).toBe(200);
      expect(response.json().errors).toBeUndefined();
      return {
        items: response.json().data.storesProductsV1Products.items,
        count: statements.count,
        calls: [...calls],
      };
    };
    // A first call reads what is then kept (the site, the token's client); the two compared come after it.
    await counted(2);
    const five = await counted(5);
    const fifty = await counted(PRODUCTS);
    expect(fifty.items).toHaveLength(PRODUCTS);
    expect(fifty.items[1].collections.map((c: { name: string }) => c.name).sort()).toEqual([
      'Everything',
      'Odd ones',
    ]);
    expect(fifty.items[0].collections.map((c: { name: string }) => c.name)).toEqual(['Everything']);
    // A products query and a collections query (each with its count and the catalogue revisions),
    // however many products: no read per product (fewer when an answer is kept).
    expect(fifty.count).toBeLessThanOrEqual(five.count);
    expect(fifty.count).toBeLessThanOrEqual(10);
    expect(fifty.calls).toEqual([
      '/graphql/alpha',
      '/stores-reader/v1/products/query-platformized',
      '/stores-reader/v1/collections/query',
    ]);
  });

  it('answers what REST answers, paging included', async () => {
    const rest = (
      await t.app.inject({
        method: 'POST',
        url: '/stores-reader/v1/products/query-platformized',
        headers: { authorization: visitor },
        payload: { query: { paging: { limit: 3 }, sort: [{ fieldName: 'name' }] } },
      })
    ).json();
    const { items, pageInfo } = (await graphql(PRODUCT_WITH_COLLECTIONS, { limit: 3 })).json().data
      .storesProductsV1Products;
    expect(items.map((p: { id: string }) => p.id)).toEqual(rest.products.map((p: { id: string }) => p.id));
    expect(items[0].price).toEqual({
      price: rest.products[0].price.price,
      currency: rest.products[0].price.currency,
      formatted: { price: rest.products[0].price.formatted.price },
    });
    expect(pageInfo).toEqual({ count: 3, offset: 0, total: PRODUCTS });
  });

  it("runs Wix's storefront documents unchanged: a cart, its checkout and the hosted checkout", async () => {
    const product = (await graphql(PRODUCT_WITH_COLLECTIONS, { limit: 1 })).json().data
      .storesProductsV1Products.items[0];
    const added = await graphql(
      /* GraphQL */ `
        fragment Cart on EcomCartV1Cart { id lineItems { id quantity productName { original } price { amount } } currency }
        mutation AddToCart($lineItems: [EcomCartV1LineItemInput!]!) {
          ecomCurrentCartV1AddToCurrentCart(input: { lineItems: $lineItems }) { cart { ...Cart } }
        }`,
      { lineItems: [{ quantity: 3, catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID } }] },
    );
    const cart = added.json().data.ecomCurrentCartV1AddToCurrentCart.cart;
    expect(cart.lineItems).toEqual([
      {
        id: expect.any(String),
        quantity: 3,
        productName: { original: product.name },
        price: { amount: '4.50' },
      },
    ]);
    const updated = await graphql(
      /* GraphQL */ `mutation Update($lineItems: [EcomCartV1LineItemQuantityUpdateInput!]!) {
        ecomCurrentCartV1UpdateCurrentCartLineItemQuantity(input: { lineItems: $lineItems }) { cart { lineItems { quantity } } }
      }`,
      { lineItems: [{ id: cart.lineItems[0].id, quantity: 2 }] },
    );
    expect(updated.json().data.ecomCurrentCartV1UpdateCurrentCartLineItemQuantity.cart.lineItems).toEqual([
      { quantity: 2 },
    ]);
    // The same cart over REST: GraphQL made the calls as this visitor, nothing of its own.
    const restCart = (
      await t.app.inject({
        method: 'GET',
        url: '/ecom/v1/carts/current',
        headers: { authorization: visitor },
      })
    ).json().cart;
    expect(restCart.id).toBe(cart.id);
    const checkout = await graphql(/* GraphQL */ `mutation {
      ecomCurrentCartV1CreateCheckoutFromCurrentCart(input: { channelType: OTHER_PLATFORM }) { checkoutId }
    }`);
    const { checkoutId } = checkout.json().data.ecomCurrentCartV1CreateCheckoutFromCurrentCart;
    const read = await graphql(
      /* GraphQL */ `query ($id: String!) { ecomCheckoutV1Checkout(queryInput: { id: $id }) { checkout { id priceSummary { total { amount } } } } }`,
      { id: checkoutId },
    );
    expect(read.json().data.ecomCheckoutV1Checkout.checkout).toEqual({
      id: checkoutId,
      priceSummary: { total: { amount: '9.00' } },
    });
    const session = await graphql(
      /* GraphQL */ `mutation CreateRedirectSession($checkoutId: String!, $postFlowUrl: String!) {
        redirectsRedirectsV1CreateRedirectSession(input: { ecomCheckout: { checkoutId: $checkoutId }, callbacks: { postFlowUrl: $postFlowUrl } }) {
          redirectSession { fullUrl }
        }
      }`,
      { checkoutId, postFlowUrl: 'http://localhost:3000/store' },
    );
    expect(session.json().data.redirectsRedirectsV1CreateRedirectSession.redirectSession.fullUrl).toMatch(
      /^http.*checkout/,
    );
  });

  it("runs Wix's collection page document: a collection by its slug with its products, sorted", async () => {
    const response = await graphql(
      /* GraphQL */ `
        mutation GetcollectionProducts($slug: String!, $sort: [CommonSortingInput]!) {
          storesProductsV1GetCollectionBySlug(input: { slug: $slug }) {
            collection { id name productsVirtualReference(query: { query: { sort: $sort } }) { items { name } pageInfo { total } } }
          }
        }`,
      { slug: collections[1]?.slug, sort: [{ fieldName: 'name', order: 'DESC' }] },
    );
    const { collection } = response.json().data.storesProductsV1GetCollectionBySlug;
    expect(collection.name).toBe('Odd ones');
    expect(collection.productsVirtualReference.pageInfo.total).toBe(PRODUCTS / 2);
    expect(collection.productsVirtualReference.items[0]).toEqual({ name: 'Mug 49' });
    // Each collection's products is a call of its own: a page of collections without a limit is
    // counted at the largest page, over the limit, and refused; with a small page it runs.
    const each = (paging: string) =>
      graphql(
        `{ storesCollectionsV1Collections${paging} { items { productsVirtualReference { items { id } } } } }`,
      );
    expect((await each('')).json().errors[0].extensions.code).toBe('TOO_MANY_CALLS');
    const small = (await each('(queryInput: { query: { paging: { limit: 5 } } })')).json();
    expect(small.data.storesCollectionsV1Collections.items).toHaveLength(2);
  });

  it('checks each field’s caller as REST does, and says why in the error', async () => {
    const response = await graphql('{ membersMembersV1CurrentMember { member { id } } }');
    expect(response.statusCode).toBe(200);
    const [error] = response.json().errors;
    expect(error.path).toEqual(['membersMembersV1CurrentMember']);
    expect(error.extensions.status).toBe(403);
    expect(error.message).toMatch(/member/i);
    // No credentials at all: the products call refuses them, as over REST.
    const anonymous = await graphql('{ storesProductsV1Products { items { id } } }', undefined, '');
    expect(anonymous.json().errors[0].extensions.status).toBe(401);
  });

  it('refuses a document over the cost or call limits, or not valid, with errors saying what to change', async () => {
    const names = Array.from({ length: 300 }, (_, i) => `n${i}: name`).join(' ');
    const costly = await graphql(`{ storesProductsV1Products { items { ${names} } } }`);
    expect(costly.statusCode).toBe(200);
    expect(costly.json()).toEqual({
      errors: [
        expect.objectContaining({ message: expect.stringContaining(`more than the limit of ${MAX_COST}`) }),
      ],
    });
    const many = Array.from(
      { length: MAX_CALLS + 1 },
      (_, i) => `c${i}: storesCollectionsV1Collections { items { id } }`,
    );
    expect((await graphql(`{ ${many.join(' ')} }`)).json().errors[0].extensions.code).toBe('TOO_MANY_CALLS');
    const unknown = await graphql('{ storesProductsV1Products { items { colour } } }');
    expect(unknown.json().errors[0].message).toBe('Cannot query field "colour" on type "CatalogV1Product".');
    expect((await graphql('{ storesProductsV1Products {')).json().errors[0].message).toMatch(/^Syntax Error/);
  });

  it('answers a request that is not GraphQL with a wire error, and an unknown version with 404', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/graphql/alpha',
      headers: { authorization: visitor },
      payload: { variables: {} },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.validationError.fieldViolations[0].field).toBe('query');
    const beta = await t.app.inject({
      method: 'POST',
      url: '/graphql/beta',
      headers: { authorization: visitor },
      payload: { query: '{ __typename }' },
    });
    expect(beta.statusCode).toBe(404);
    expect(beta.json().message).toBe('There is no GraphQL version "beta": the version is alpha');
  });

  it('describes itself (introspection is on), with the names Wix documents use', async () => {
    const response = await graphql('{ __schema { types { name } } }', undefined, undefined);
    const names = response.json().data.__schema.types.map((type: { name: string }) => type.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'CatalogV1Product',
        'CatalogV1Collection',
        'EcomCartV1Cart',
        'EcomCartV1LineItemInput',
        'CommonSortingInput',
        'EventsV3Event',
        'BookingsServicesV2Service',
        'PricingPlansPlansV2PublicPlan',
        'JSON',
      ]),
    );
  });
});
