import { DEFAULT_CLIENT_ID, STORES_APP_ID } from '@bazaar/contracts';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The demo storefront's checkout start, with the official modules, unmodified. */
describe.each(testDialects)('official checkout and @wix/redirects against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('creates a checkout from the current cart and a redirect session to the hosted checkout', async () => {
    const client = createClient({
      modules: { products, currentCart, redirects },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    const { items } = await client.products.queryProducts().eq('name', 'Canvas Tote').find();
    await client.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: items[0]?._id ?? '' }, quantity: 1 },
      ],
    });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
    });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkoutId ?? '' },
      callbacks: { postFlowUrl: 'http://localhost:3000/store' },
    });
    expect(redirectSession?.fullUrl).toMatch(/\/hosted\/checkout\?session=bzs_/);
  });
});
