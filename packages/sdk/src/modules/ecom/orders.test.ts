import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import type { BazaarError } from '../../errors.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { products } from '../stores/index.js';
import { currentCart, orders, STORES_APP_ID } from './index.js';

describe.each(dialects)('@bazaar/sdk/ecom orders against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let productId: string;
  const visitor = () =>
    createClient({
      modules: { currentCart, orders },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  beforeAll(async () => {
    platform = await startPlatform(dialect);
    const owner = createClient({
      modules: { products },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    productId = (await owner.products.createProduct({ name: 'Saucer', priceData: { price: '4.00' } })).product
      ._id;
  });
  afterAll(() => platform.close());

  it('reads the order its visitor paid, and no one else’s', async () => {
    const buyer = visitor();
    await buyer.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 3 }],
    });
    const { checkoutId } = await buyer.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    const paid = await buyer.fetchWithAuth(`${platform.baseUrl}/ecom/v1/checkouts/${checkoutId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'buyer@example.com',
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2099, cvc: '123' },
      }),
    });
    expect(paid.status).toBe(200);
    const { order: paidOrder } = (await paid.json()) as { order: { id: string; number: string } };

    const order = await buyer.orders.getOrder(paidOrder.id);
    expect(order._id).toBe(paidOrder.id);
    expect(order.number).toBe(paidOrder.number);
    expect(order.lineItems[0]?.quantity).toBe(3);
    expect(order.priceSummary.subtotal.amount).toBe('12.00');
    expect(order._createdDate).toBeInstanceOf(Date);

    const stranger = await visitor()
      .orders.getOrder(paidOrder.id)
      .catch((error: unknown) => error as BazaarError);
    expect((stranger as BazaarError).status).toBe(404);
  });
});
