import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import type { BazaarError } from '../../errors.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { products } from '../stores/index.js';
import { currentCart, STORES_APP_ID } from './index.js';

describe.each(dialects)('@bazaar/sdk/ecom current cart against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let productId: string;
  const ownerClient = () =>
    createClient({
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  beforeAll(async () => {
    platform = await startPlatform(dialect);
    const owner = createClient({
      modules: { products },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    productId = (
      await owner.products.createProduct({
        name: 'Tea Cup',
        priceData: { price: '6.50' },
        productOptions: [{ name: 'Color', choices: [{ description: 'Blue' }] }],
      })
    ).product._id;
  });
  afterAll(() => platform.close());

  it('adds, reads, updates and deletes the visitor cart', async () => {
    const client = createClient({
      modules: { currentCart },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const missing = await client.currentCart.getCurrentCart().catch((e: unknown) => e as BazaarError);
    expect(missing).toMatchObject({ kind: 'application', code: 'OWNED_CART_NOT_FOUND' });
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: {
            appId: STORES_APP_ID,
            catalogItemId: productId,
            options: { options: { Color: 'Blue' } },
          },
          quantity: 2,
        },
      ],
    });
    expect(cart.subtotal.formattedAmount).toBe('$13.00');
    expect(cart._createdDate).toBeInstanceOf(Date);
    const line = cart.lineItems[0];
    expect(line?._id).toMatch(/^[0-9a-f-]{36}$/);
    const { cart: updated } = await client.currentCart.updateCurrentCartLineItemQuantity([
      { _id: line?._id ?? '', quantity: 3 },
    ]);
    expect(updated.subtotal.amount).toBe('19.50');
    expect((await client.currentCart.getCurrentCart()).lineItems[0]?.quantity).toBe(3);
    await ownerClient().fetchWithAuth('/ecom/v1/coupons', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coupon: { code: 'TENOFF', type: 'PERCENT', value: '10' } }),
    });
    const withCoupon = await client.currentCart.updateCurrentCart({ couponCode: 'tenoff' });
    expect(withCoupon.appliedDiscounts[0]?.coupon?.code).toBe('TENOFF');
    const { priceSummary } = await client.currentCart.estimateCurrentCartTotals();
    expect(priceSummary.total.amount).toBe('17.55');
    const { cart: without } = await client.currentCart.removeCouponFromCurrentCart();
    expect(without.appliedDiscounts).toEqual([]);
    await client.currentCart.deleteCurrentCart();
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({ code: 'OWNED_CART_NOT_FOUND' });
  });
});
