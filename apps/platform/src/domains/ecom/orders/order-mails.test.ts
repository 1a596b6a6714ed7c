import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { buyStoreProduct } from '../../../testing/store-purchase.js';

interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** The mail a store's buyer gets about their order, read from the development mailbox. */
describe.each(testDialects)('the mail about a store order on %s', (dialect) => {
  let t: TestApp;
  let productId: string;
  let buyers = 0;

  const owner = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: t.ownerApiKey },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  const mailTo = async (to: string): Promise<Mail[]> =>
    (await owner('GET', `/mail/v1/messages?to=${encodeURIComponent(to)}`)).messages;
  /** A new buyer's paid order of two mugs. */
  const buy = async () => {
    buyers += 1;
    const email = `buyer${buyers}@example.com`;
    const order = await buyStoreProduct(t.app, await t.visitorToken(), productId, 2, email);
    return { order, email };
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    productId = (
      await owner('POST', '/stores/v1/products', {
        product: { name: 'Enamel Mug', priceData: { price: '12.50' } },
      })
    ).product.id;
  });
  afterAll(() => t.close());

  it('confirms a paid order once, with its lines and total, in text and HTML', async () => {
    const { order, email } = await buy();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [confirmation] = mails as [Mail];
    expect(confirmation.subject).toBe(`Your Bazaar demo site order #${order.number}`);
    expect(confirmation.text.toLowerCase()).toContain(`thank you for your order #${order.number}`);
    expect(confirmation.text).toContain('2 × Enamel Mug');
    expect(confirmation.text).toContain('$25.00');
    expect(confirmation.html).toMatch(/^<!DOCTYPE html/i);
    expect(confirmation.html).toContain('2 × Enamel Mug');
    // No unsubscribe line on mail about the buyer's own order.
    expect(confirmation.text).not.toMatch(/unsubscribe/i);
  });

  it('sends nothing for a payment that was declined', async () => {
    const visitor = await t.visitorToken();
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: visitor } });
    await post('/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }],
    });
    const { checkoutId } = (
      await post('/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' })
    ).json();
    const declined = await post(`/ecom/v1/checkouts/${checkoutId}/pay`, {
      email: 'declined@example.com',
      card: { number: '4000000000000002', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
    });
    expect(declined.statusCode).toBe(402);
    expect(await mailTo('declined@example.com')).toEqual([]);
  });

  it('tells the buyer of each parcel with its tracking, of a refund, and of a cancellation', async () => {
    const { order, email } = await buy();
    const lineId = order.lineItems[0]?.id;
    await owner('POST', `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
      fulfillment: {
        lineItems: [{ id: lineId, quantity: 1 }],
        trackingInfo: { trackingNumber: '1Z999AA10123456784', shippingProvider: 'ups' },
      },
    });
    const [shipped] = (await mailTo(email)) as [Mail];
    expect(shipped.subject).toBe(`Your Bazaar demo site order #${order.number} has shipped`);
    expect(shipped.text).toContain('1 × Enamel Mug');
    expect(shipped.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');

    const { orderTransactions } = await owner('GET', `/ecom/v1/payments/orders/${order.id}`);
    const paymentId = orderTransactions.payments[0].id;
    await owner('POST', `/ecom/v1/payments-collector/orders/${order.id}/trigger-refund`, {
      payments: [{ paymentId }],
      details: { lineItems: [{ lineItemId: lineId, quantity: 1 }], reason: 'Chipped handle' },
    });
    const [refunded] = (await mailTo(email)) as [Mail];
    expect(refunded.subject).toBe(`Your Bazaar demo site refund for order #${order.number}`);
    expect(refunded.text).toContain('$12.50 goes back to the card you paid with');
    expect(refunded.text).toContain('Reason: Chipped handle.');
    const before = (await mailTo(email)).length;
    await owner('POST', `/ecom/v1/payments-collector/orders/${order.id}/trigger-refund`, {
      payments: [{ paymentId, amount: { amount: '1.00' } }],
      sideEffects: { sendOrderRefundedEmail: false },
    });
    expect(await mailTo(email)).toHaveLength(before);

    const other = await buy();
    await owner('POST', `/ecom/v1/orders/${other.order.id}/cancel`, {
      customMessage: 'We ran out of glaze.',
    });
    const [canceled] = (await mailTo(other.email)) as [Mail];
    expect(canceled.subject).toBe(`Your Bazaar demo site order #${other.order.number} is canceled`);
    expect(canceled.text).toContain('We ran out of glaze.');
    expect(canceled.text).toContain('$25.00 goes back to the card you paid with');

    // The owner may cancel without telling the buyer.
    const quiet = await buy();
    await owner('POST', `/ecom/v1/orders/${quiet.order.id}/cancel`, { sendOrderCanceledEmail: false });
    expect((await mailTo(quiet.email)).map((mail) => mail.subject)).toEqual([
      `Your Bazaar demo site order #${quiet.order.number}`,
    ]);
  });
});
