import { DEFAULT_CLIENT_ID, STORES_APP_ID } from '@bazaar/contracts';
import { currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The store probe of the demo storefront, done with the official modules, unmodified. */
describe.each(testDialects)('official @wix/ecom current cart against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('adds the first product with its first choices, reads the cart, changes the quantity and deletes it', async () => {
    const client = createClient({
      modules: { products, currentCart },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    const { items } = await client.products.queryProducts().eq('name', 'Linen Shirt').find();
    const product = items[0];
    const options = Object.fromEntries(
      (product?.productOptions ?? []).map((option) => [
        option.name ?? '',
        option.choices?.[0]?.description ?? '',
      ]),
    );
    const added = await client.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: { appId: STORES_APP_ID, catalogItemId: product?._id ?? '', options: { options } },
          quantity: 1,
        },
      ],
    });
    expect(added.cart?.lineItems).toHaveLength(1);
    const cart = await client.currentCart.getCurrentCart();
    expect(cart.lineItems?.[0]?.productName?.original).toBe('Linen Shirt');
    expect((cart as unknown as { subtotal: { formattedAmount: string } }).subtotal.formattedAmount).toBe(
      '$49.90',
    );
    const lineId = cart.lineItems?.[0]?._id ?? '';
    const updated = await client.currentCart.updateCurrentCartLineItemQuantity([
      { _id: lineId, quantity: 2 },
    ]);
    expect(updated.cart?.lineItems?.[0]?.quantity).toBe(2);
    await client.currentCart.deleteCurrentCart();
    await expect(client.currentCart.getCurrentCart()).rejects.toThrow();
  });
});
