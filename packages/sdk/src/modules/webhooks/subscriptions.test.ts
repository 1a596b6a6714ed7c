import { startWebhookReceiver } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { subscriptions } from './index.js';

describe.each(dialects)('@bazaar/sdk/webhooks subscriptions against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const owner = () =>
    createClient({
      modules: { subscriptions },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });

  beforeAll(async () => {
    platform = await startPlatform(dialect);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await platform.close();
  });

  it('makes, lists, changes and deletes a subscription, and reads and resends its deliveries', async () => {
    const client = owner();
    const { eventTypes } = await client.subscriptions.listEventTypes();
    expect(eventTypes.map((type) => type.type)).toContain('wix.stores.catalog.v1.product_created');
    const { subscription } = await client.subscriptions.createSubscription({
      url: receiver.url,
      eventTypes: ['wix.stores.catalog.v1.product_created'],
    });
    expect(subscription).toMatchObject({ url: receiver.url, active: true });
    expect(subscription._updatedDate).toBeInstanceOf(Date);
    expect((await client.subscriptions.listSubscriptions()).subscriptions.map((one) => one._id)).toEqual([
      subscription._id,
    ]);

    await platform.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: platform.ownerApiKey },
      payload: { product: { name: 'Kettle', priceData: { price: '30' } } },
    });
    await platform.publishEvents();
    while ((await platform.services.webhooks.dispatcher.dispatchDue()) > 0) {}
    const { deliveries } = await client.subscriptions.listDeliveries(subscription._id, {
      status: 'DELIVERED',
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.deliveredDate).toBeInstanceOf(Date);
    const { delivery } = await client.subscriptions.redeliver(deliveries[0]?._id ?? '');
    // Queued to go at once, under the same id.
    expect(delivery).toMatchObject({ _id: deliveries[0]?._id, status: 'PENDING' });
    while ((await platform.services.webhooks.dispatcher.dispatchDue()) > 0) {}
    expect(receiver.received).toHaveLength(2);
    expect(
      (await client.subscriptions.listDeliveries(subscription._id, { status: 'FAILED' })).deliveries,
    ).toEqual([]);

    const { subscription: paused } = await client.subscriptions.updateSubscription(subscription._id, {
      active: false,
    });
    expect(paused.active).toBe(false);
    expect((await client.subscriptions.getSigningKey()).publicKey).toContain('BEGIN PUBLIC KEY');
    await client.subscriptions.deleteSubscription(subscription._id);
    expect((await client.subscriptions.listSubscriptions()).subscriptions).toEqual([]);
    await expect(client.subscriptions.deleteSubscription(subscription._id)).rejects.toMatchObject({
      status: 404,
    });
  });
});
