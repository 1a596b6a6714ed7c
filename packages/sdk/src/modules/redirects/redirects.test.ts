import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { currentCart, STORES_APP_ID } from '../ecom/index.js';
import { products } from '../stores/index.js';
import { redirects } from './index.js';

describe.each(dialects)('checkout and redirect session through the SDK on %s', (dialect) => {
  let platform: RunningPlatform;
  let productId: string;
  beforeAll(async () => {
    platform = await startPlatform(dialect);
    const owner = createClient({
      modules: { products },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    productId = (await owner.products.createProduct({ name: 'Teapot', priceData: { price: '35' } })).product
      ._id;
  });
  afterAll(() => platform.close());

  it('creates a checkout from the cart and a redirect session to the hosted checkout', async () => {
    const client = createClient({
      modules: { currentCart, redirects },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
    });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'http://localhost:3000/store' },
    });
    expect(redirectSession.fullUrl).toContain('/hosted/checkout?session=');
  });
});
