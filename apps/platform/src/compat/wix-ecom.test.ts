import { DEFAULT_CLIENT_ID, STORES_APP_ID } from '@bazaar/contracts';
import { checkout, currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCommerce } from '../seed/demo-commerce.js';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The store probe of the demo storefront, done with the official modules, unmodified. */
describe.each(testDialects)('official @wix/ecom current cart against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
    const { settings } = await t.services.sites.getSite(t.siteId);
    await seedDemoCommerce(t.services.ecom.commerce, t.services.ecom.coupons, t.siteId, settings.currency);
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

  it("estimates the cart's totals for an address: New York tax, shipping left out when asked", async () => {
    const client = createClient({
      modules: { products, currentCart },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    const { items } = await client.products.queryProducts().eq('name', 'Dot-Grid Notebook').find();
    await client.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: items[0]?._id ?? '' }, quantity: 2 },
      ],
    });
    const summaryOf = async (options: Parameters<typeof client.currentCart.estimateCurrentCartTotals>[0]) =>
      (await client.currentCart.estimateCurrentCartTotals(options)).priceSummary;

    const nowhere = await summaryOf({});
    expect(nowhere?.tax?.amount).toBe('0.00');
    const newYork = await summaryOf({
      shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' },
    });
    // 8.875 % of the goods (shipping is not taxed on the demo site).
    const goods = Number(newYork?.subtotal?.amount);
    expect(Number(newYork?.tax?.amount)).toBeGreaterThan(0);
    expect(newYork?.tax?.amount).toBe((Math.round(goods * 8.875) / 100).toFixed(2));
    const billedToBerlin = await summaryOf({ billingAddress: { country: 'DE', city: 'Berlin' } });
    expect(billedToBerlin?.tax?.amount).toBe((Math.round(goods * 19) / 100).toFixed(2));
    const untaxed = await summaryOf({
      shippingAddress: { country: 'US', subdivision: 'US-NY' },
      calculateTax: false,
      calculateShipping: false,
    });
    expect(untaxed?.tax?.amount).toBe('0.00');
    expect(untaxed?.shipping?.amount).toBe('0.00');
    await client.currentCart.deleteCurrentCart();
  });

  it('creates a "Buy now" checkout of one product with checkout.createCheckout, leaving the cart as it was', async () => {
    const client = createClient({
      modules: { products, currentCart, checkout },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    const { items } = await client.products.queryProducts().eq('name', 'Dot-Grid Notebook').find();
    const notebook = items[0]?._id ?? '';
    const { items: mugs } = await client.products.queryProducts().eq('name', 'Canvas Tote').find();
    await client.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: mugs[0]?._id ?? '' }, quantity: 2 },
      ],
    });
    const created = await client.checkout.createCheckout({
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: notebook }, quantity: 1 }],
      channelType: checkout.ChannelType.WEB,
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.lineItems?.map((line) => [line.productName?.original, line.quantity])).toEqual([
      ['Dot-Grid Notebook', 1],
    ]);
    expect(created.priceSummary?.subtotal?.amount).toBe('10.00');
    const cart = await client.currentCart.getCurrentCart();
    expect(cart.lineItems?.map((line) => [line.productName?.original, line.quantity])).toEqual([
      ['Canvas Tote', 2],
    ]);
    await expect(
      client.checkout.createCheckout({
        lineItems: [
          { catalogReference: { appId: STORES_APP_ID, catalogItemId: 'no-such-product' }, quantity: 1 },
        ],
        channelType: checkout.ChannelType.WEB,
      }),
    ).rejects.toThrow();
  });
});
