// The requests bench/run.mjs measures, each beside a bare node:http server sending the same bytes.

/** The demo site's storefront client, seeded on the platform's first start. */
export const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
/** Issue 5: a storefront's catalogue page is one `queryProducts().limit(50)` over 50 products. */
export const CATALOGUE_SIZE = 50;

/**
 * What is measured. An endpoint with `sdkCall` takes its method, path, headers and body from that
 * call as the SDK made it at start (`recordStorefrontCalls`), so it is sent exactly as a storefront
 * sends it.
 */
export const ENDPOINTS = [
  {
    name: 'GET /healthz',
    method: 'GET',
    path: '/healthz',
    check: (body, run) => body.status === 'ok' && body.database === run.database,
  },
  {
    name: 'POST /oauth2/token (anonymous)',
    method: 'POST',
    path: '/oauth2/token',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    check: (body) =>
      typeof body.access_token === 'string' &&
      body.token_type === 'Bearer' &&
      typeof body.expires_in === 'number' &&
      typeof body.refresh_token === 'string',
  },
  {
    name: 'GET /stores-reader/v1/products/query-platformized (.r, 50 products)',
    sdkCall: 'queryProducts',
    check: (body) => body.products?.length === CATALOGUE_SIZE && body.metadata?.total === CATALOGUE_SIZE,
  },
  {
    // The same page with the answer cache defeated: each request carries a filter of its own that
    // every product passes (`numericId` is never negative), so the platform reads, presents and
    // serialises the page every time. The bare server gets the recorded path: same bytes.
    name: 'GET /stores-reader/v1/products/query-platformized (.r, 50 products, uncached: a distinct filter per request)',
    sdkCall: 'queryProducts',
    distinctFilter: true,
    check: (body) => body.products?.length === CATALOGUE_SIZE && body.metadata?.total === CATALOGUE_SIZE,
  },
  {
    // Issue 38: the same page through GraphQL (a product card's fields), to read beside the REST one.
    name: 'POST /graphql/alpha (the same 50 products, a card’s fields)',
    sdkCall: 'graphqlProducts',
    check: (body) => body.data?.storesProductsV1Products?.items?.length === CATALOGUE_SIZE && !body.errors,
  },
  {
    name: 'POST /graphql/alpha (the same 50 products with their collections, batched)',
    sdkCall: 'graphqlProductsWithCollections',
    check: (body) =>
      body.data?.storesProductsV1Products?.items?.every((item) => Array.isArray(item.collections)) &&
      !body.errors,
  },
  {
    name: 'POST /ecom/v1/carts/current/add-to-cart',
    sdkCall: 'addToCurrentCart',
    // One visitor, one line: every call adds one more unit of the same product to it.
    check: (body) =>
      body.cart?.lineItems?.length === 1 && body.cart.lineItems[0].availability?.status === 'AVAILABLE',
  },
];
