// The storefront's requests as the SDK sends them, recorded from the built @bazaar/sdk against the
// platform instead of re-encoded here: the `.r` parameter of a query GET, the headers and the
// JSON body are then the SDK's own, and stay so when the SDK changes.
import { createClient, OAuthStrategy } from '@bazaar/sdk';
import { currentCart, STORES_APP_ID } from '@bazaar/sdk/ecom';
import { products } from '@bazaar/sdk/stores';

/**
 * A fetch for the SDK that sends every call to the platform and keeps the last one as
 * `{ method, path, headers, body }` for autocannon (`last()`); a call to any other host is an error.
 */
export function recordingFetch(platformUrl) {
  let last;
  return {
    fetch(input, init = {}) {
      const url = String(input);
      if (!url.startsWith(platformUrl)) throw new Error(`the SDK called another host: ${url}`);
      last = {
        method: init.method ?? 'GET',
        path: url.slice(platformUrl.length),
        headers: Object.fromEntries(new Headers(init.headers)),
        ...(init.body === undefined ? {} : { body: init.body }),
      };
      return fetch(input, init);
    },
    last: () => last,
  };
}

/** A storefront's catalogue page as a GraphQL document, with `extra` fields on each product. */
const graphqlProductsDocument = (extra) => `query Catalogue($limit: Int) {
  storesProductsV1Products(queryInput: { query: { paging: { limit: $limit } } }) {
    items {
      id name slug ribbon
      price { currency price discountedPrice formatted { price discountedPrice } }
      stock { inStock inventoryStatus }
      media { mainMedia { image { url width height altText } } }
      ${extra}
    }
    pageInfo { count offset total }
  }
}`;

/**
 * One visitor (an anonymous token of `clientId`) makes each call once, for real. Returns each as
 * `{ method, path, headers, body }` for autocannon, plus a way to read the visitor's cart later.
 */
export async function recordStorefrontCalls(platformUrl, { clientId, pageSize, cartProductId }) {
  const recorder = recordingFetch(platformUrl);
  const client = createClient({
    modules: { products, currentCart },
    auth: OAuthStrategy({ clientId }),
    host: { apiBaseUrl: platformUrl },
    fetch: recorder.fetch,
  });

  const page = await client.products.queryProducts().limit(pageSize).find();
  if (page.items.length !== pageSize) {
    throw new Error(`queryProducts().limit(${pageSize}) found ${page.items.length} products`);
  }
  const queryProducts = recorder.last();

  // The same page through GraphQL: the fields a product card shows, then with each product's collections.
  const graphqlPage = async (extra) => {
    const { data, errors } = await client.graphql(graphqlProductsDocument(extra), { limit: pageSize });
    if (errors || data.storesProductsV1Products.items.length !== pageSize)
      throw new Error(`the GraphQL products query answered ${JSON.stringify(errors ?? data).slice(0, 500)}`);
    return recorder.last();
  };
  const graphqlProducts = await graphqlPage('');
  const withCollections = await graphqlPage('collections { id name slug }');
  // The bare server finds its sample by path: this one gets a query string the platform ignores.
  const graphqlProductsWithCollections = {
    ...withCollections,
    path: `${withCollections.path}?with=collections`,
  };

  await client.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: cartProductId }, quantity: 1 }],
  });
  const addToCurrentCart = recorder.last();

  return {
    queryProducts,
    graphqlProducts,
    graphqlProductsWithCollections,
    addToCurrentCart,
    /** How many units the visitor's one cart line holds now. */
    cartQuantity: async () => {
      const cart = await client.currentCart.getCurrentCart();
      return cart.lineItems.reduce((sum, line) => sum + line.quantity, 0);
    },
  };
}
