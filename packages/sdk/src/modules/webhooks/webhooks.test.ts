import { startWebhookReceiver } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { verifyWebhook, WebhookSignatureError, webhookHandlers } from './index.js';

describe.each(dialects)('@bazaar/sdk/webhooks against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const owned = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const response = await platform.app.inject({
      method,
      url,
      headers: { authorization: platform.ownerApiKey },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  /** The owner adds a product; the delivery of its `created` event reaches the receiver. */
  const productDelivered = async (name: string) => {
    const { product } = await owned('POST', '/stores/v1/products', {
      product: { name, priceData: { price: '9' } },
    });
    await platform.publishEvents();
    while ((await platform.services.webhooks.dispatcher.dispatchDue()) > 0) {}
    return { product, body: receiver.received.at(-1)?.body ?? '' };
  };

  beforeAll(async () => {
    platform = await startPlatform(dialect);
    receiver = await startWebhookReceiver();
    await owned('POST', '/webhooks/v1/subscriptions', {
      subscription: { url: receiver.url, eventTypes: ['wix.stores.catalog.v1.product_created'] },
    });
  });
  afterAll(async () => {
    await receiver.close();
    await platform.close();
  });

  it('verifies a delivery with the site’s key, hands it to the handler of its type, and refuses a forgery', async () => {
    const { publicKey } = await owned('GET', '/webhooks/v1/signing-key');
    const { product, body } = await productDelivered('Teapot');
    const handlers = webhookHandlers({ publicKeys: publicKey });
    const names: string[] = [];
    handlers.on('wix.stores.catalog.v1.product_created', (event) => {
      names.push(event.entity.name);
    });
    const event = await handlers.process(body);
    expect(names).toEqual(['Teapot']);
    expect(event).toMatchObject({
      eventType: 'wix.stores.catalog.v1.product_created',
      siteId: platform.siteId,
      entityFqdn: 'wix.stores.catalog.v1.product',
      action: 'created',
      entityId: product.id,
    });
    expect(event.deliveryId).toBe(receiver.received.at(-1)?.headers['x-bazaar-delivery-id']);
    expect(event.eventTime).toBeInstanceOf(Date);
    expect((event.entity as { _id: string })._id).toBe(product.id);

    const [header, payload, signature] = body.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ data: '{}' })).toString('base64url')}.${signature}`;
    await expect(verifyWebhook(forged, publicKey)).rejects.toThrow(WebhookSignatureError);
    await expect(verifyWebhook(`${header}.${payload}`, publicKey)).rejects.toThrow('The body is not a JWT');
  });

  it('accepts the old key’s deliveries during a rotation when given both keys, and only the new key’s after', async () => {
    const { body: before } = await productDelivered('Kettle');
    const rotated = await owned('POST', '/webhooks/v1/signing-key/rotate', {});
    const { body: after } = await productDelivered('Cup');
    const previous = rotated.previousKeys.map((key: { publicKey: string }) => key.publicKey) as string[];
    expect(previous).toHaveLength(1);
    const keys = [rotated.publicKey, ...previous];
    expect((await verifyWebhook(before, keys)).eventType).toBe('wix.stores.catalog.v1.product_created');
    expect((await verifyWebhook(after, rotated.publicKey)).eventType).toBe(
      'wix.stores.catalog.v1.product_created',
    );
    await expect(verifyWebhook(before, rotated.publicKey)).rejects.toThrow(
      'No key of the site signed this delivery',
    );
  });
});
