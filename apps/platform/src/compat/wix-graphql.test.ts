import { DEFAULT_CLIENT_ID, STORES_APP_ID } from '@bazaar/contracts';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/**
 * The official client's `graphql()` against the platform, with the documents of Wix's own
 * headless storefront example (a product by its slug, the cart, its checkout), unmodified.
 */
describe.each(testDialects)('the official client.graphql against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  const client = () => createClient({ modules: {}, auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }) });

  it('reads a product by its slug and puts it in the cart', async () => {
    const wix = client();
    const { data, errors } = await wix.graphql<
      { storesProductsV1Products: { items: { id: string; name: string; slug: string }[] } },
      { handle: string }
    >(
      `query ProductByHandle($handle: String!) {
        storesProductsV1Products(queryInput: { query: { filter: { slug: $handle }, paging: { limit: 1 }}}) {
          items { id name slug stock { inventoryStatus } price { price currency } productOptions { name choices { value description } } }
        }
      }`,
      { handle: 'canvas-tote' },
    );
    expect(errors).toBeUndefined();
    const [product] = data.storesProductsV1Products.items;
    expect(product).toMatchObject({ name: 'Canvas Tote', slug: 'canvas-tote' });
    const added = await wix.graphql<
      { ecomCurrentCartV1AddToCurrentCart: { cart: { lineItems: { quantity: number }[] } } },
      { lineItems: object[] }
    >(
      `mutation AddToCart($lineItems: [EcomCartV1LineItemInput!]!) {
        ecomCurrentCartV1AddToCurrentCart(input: { lineItems: $lineItems }) { cart { id lineItems { id quantity } } }
      }`,
      {
        lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product?.id }, quantity: 2 }],
      },
    );
    expect(added.data.ecomCurrentCartV1AddToCurrentCart.cart.lineItems).toEqual([
      { id: expect.any(String), quantity: 2 },
    ]);
    const checkout = await wix.graphql<
      { ecomCurrentCartV1CreateCheckoutFromCurrentCart: { checkoutId: string } },
      Record<string, never>
    >(
      `mutation CreateCheckoutFromCurrentCart {
        ecomCurrentCartV1CreateCheckoutFromCurrentCart(input: { channelType: OTHER_PLATFORM }) { checkoutId }
      }`,
    );
    expect(checkout.data.ecomCurrentCartV1CreateCheckoutFromCurrentCart.checkoutId).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('gives errors in the answer for a bad document, and throws the spec’s error for a non-200 answer', async () => {
    const { errors } = await client().graphql('{ storesProductsV1Products { items { colour } } }');
    expect(errors?.[0]).toMatchObject({ message: 'Cannot query field "colour" on type "CatalogV1Product".' });
    // The version option is read at run time though the client's types leave it out.
    const withVersion = client() as unknown as {
      graphql(query: string, variables: object, options: { apiVersion: string }): Promise<unknown>;
    };
    await expect(withVersion.graphql('{ __typename }', {}, { apiVersion: 'beta' })).rejects.toThrow(
      'GraphQL request failed with status 404',
    );
  });
});
