import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { testDialects } from '../../testing/databases.js';
import { startTwoProcesses } from '../../testing/two-processes.js';
import { startWebhookReceiver } from '../../testing/webhook-receiver.js';

/**
 * Two platform processes on one PostgreSQL (one process on SQLite) publish and send at the same
 * time: every event reaches the endpoint once, and an entity's events arrive in the order its
 * changes committed.
 */
describe.each(testDialects)('webhooks sent by every process at once, on %s', (dialect) => {
  let platform: Awaited<ReturnType<typeof startTwoProcesses>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');

  beforeAll(async () => {
    platform = await startTwoProcesses(dialect, clock);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await platform?.close();
  });

  it('delivers each event once, each product’s changes in order', async () => {
    await platform.owned('POST', '/webhooks/v1/subscriptions', {
      subscription: { url: receiver.url, eventTypes: ['*'] },
    });
    const products: string[] = [];
    for (let index = 0; index < 6; index++) {
      const { product } = await platform.owned('POST', '/stores/v1/products', {
        product: { name: `Mug ${index}`, priceData: { price: '9' } },
      });
      products.push(product.id);
      for (const price of ['10', '11'])
        await platform.call('PATCH', `/stores/v1/products/${product.id}`, {
          product: { priceData: { price } },
        });
    }
    // Every process publishes and sends at once, round after round, until nothing is left.
    for (let round = 0; round < 20; round++) {
      await Promise.all(platform.background.map((process) => process.publishEvents()));
      const sent = await Promise.all(platform.background.map((process) => process.dispatchWebhooks()));
      if (sent.every((count) => count === 0)) break;
    }
    const bodies = receiver.received.map((delivery) => {
      const data = JSON.parse(
        JSON.parse(Buffer.from(delivery.body.split('.')[1] ?? '', 'base64url').toString()).data,
      );
      const event = JSON.parse(data.data);
      return {
        eventId: event.id as string,
        entityId: event.entityId as string,
        type: data.eventType as string,
        event,
      };
    });
    const productEvents = bodies.filter((body) => products.includes(body.entityId));
    expect(productEvents).toHaveLength(products.length * 3);
    expect(new Set(bodies.map((body) => body.eventId)).size).toBe(bodies.length);
    for (const id of products)
      expect(
        productEvents
          .filter((body) => body.entityId === id)
          .map(
            (body) =>
              `${body.type.replace('wix.stores.catalog.v1.product_', '')}:${body.event.updatedEvent?.currentEntity?.priceData?.price ?? body.event.createdEvent?.entity?.priceData?.price}`,
          ),
      ).toEqual(['created:9', 'updated:10', 'updated:11']);
  });
});
