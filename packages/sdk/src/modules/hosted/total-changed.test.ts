import { DEFAULT_CLIENT_ID, STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { NoCredentials } from '../../auth/no-credentials.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { currentCart } from '../ecom/index.js';
import { redirects } from '../redirects/index.js';
import { products } from '../stores/index.js';
import { hostedCheckout, totalChangedOf } from './index.js';

const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2034, cvc: '123' };

describe.each(dialects)('@bazaar/sdk/hosted: a total the buyer was not shown, on %s', (dialect) => {
  let platform: RunningPlatform;
  let productId: string;
  beforeAll(async () => {
    platform = await startPlatform(dialect);
    const owner = createClient({
      modules: { products },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    productId = (await owner.products.createProduct({ name: 'Kettle', priceData: { price: '40' } })).product
      ._id;
    await fetch(`${platform.baseUrl}/ecom/v1/coupons`, {
      method: 'POST',
      headers: { authorization: platform.ownerApiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ coupon: { code: 'KETTLE5', type: 'AMOUNT', value: '5' } }),
    });
  });
  afterAll(() => platform.close());

  it('refuses the payment with TOTAL_CHANGED and the new total, then pays the total shown again', async () => {
    const buyer = createClient({
      modules: { currentCart, redirects },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    await buyer.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
    });
    const { checkoutId } = await buyer.currentCart.createCheckoutFromCurrentCart({});
    const { redirectSession } = await buyer.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkoutId ?? '' },
    });
    const session = redirectSession?.sessionToken ?? '';
    const page = createClient({
      modules: { hostedCheckout },
      auth: NoCredentials(),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const withCoupon = await page.hostedCheckout.updateCheckoutSession({ session, couponCode: 'KETTLE5' });
    const shownTotal = withCoupon.checkout.priceSummary.total.amount;
    const withoutCoupon = await page.hostedCheckout.removeCheckoutSessionCoupon({ session });
    const due = withoutCoupon.checkout.priceSummary.total;

    const refused = await page.hostedCheckout
      .payCheckoutSession({ session, email: 'kettle@example.com', card, shownTotal })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'application', status: 409, code: 'TOTAL_CHANGED' });
    expect(totalChangedOf(refused)).toEqual({
      total: { amount: due.amount, formattedAmount: due.formattedAmount, currency: 'USD' },
      shownTotal,
    });
    expect(totalChangedOf(new Error('network down'))).toBeUndefined();
    const reopened = await page.hostedCheckout.getCheckoutSession({ session });
    expect(reopened.checkout.completed).toBe(false);

    const { order } = await page.hostedCheckout.payCheckoutSession({
      session,
      email: 'kettle@example.com',
      card,
      shownTotal: due.amount,
    });
    expect(order.priceSummary.total.amount).toBe(due.amount);
    expect(order.paymentStatus).toBe('PAID');
  });
});
