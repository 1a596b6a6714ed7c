import * as bookings from '@wix/auto_sdk_bookings_bookings';
import * as ticketOrders from '@wix/auto_sdk_events_orders';
import * as wixEventsV2 from '@wix/auto_sdk_events_wix-events-v-2';
import * as planOrders from '@wix/auto_sdk_pricing-plans_orders';
import { orders } from '@wix/ecom';
import { AppStrategy, createClient } from '@wix/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { buyStoreProduct } from '../../testing/store-purchase.js';
import { startWebhookReceiver } from '../../testing/webhook-receiver.js';
import { bookingsTestCalls } from '../bookings/test-calls.js';
import { eventsTestCalls } from '../events/test-calls.js';
import { plansTestCalls } from '../pricing-plans/test-calls.js';

const HOUR = 3_600_000;

/** Every vertical's events reach a subscribed endpoint, signed so that the official SDK handles them. */
describe.each(testDialects)('webhooks on %s', (dialect) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const bookingCalls = bookingsTestCalls(() => t);
  const events = eventsTestCalls(() => t);
  const plans = plansTestCalls(() => t);
  const { call, owned } = bookingCalls;
  const subscribe = (eventTypes: string[], url = receiver.url) =>
    call('POST', '/webhooks/v1/subscriptions', {
      subscription: { url, eventTypes, alertEmail: 'owner@example.com' },
    });
  /** Publishes what is pending and sends what is due, as the background loops would. */
  const deliver = async () => {
    await t.publishEvents();
    while ((await t.services.webhooks.dispatcher.dispatchDue()) > 0) {}
  };
  /** The official client of a Wix app's backend, with the site's public key. */
  const appClient = async () => {
    const { publicKey } = (await call('GET', '/webhooks/v1/signing-key')).json();
    return createClient({
      auth: AppStrategy({ appId: 'bazaar-webhooks-test', publicKey }),
      modules: { orders, bookings, wixEventsV2, planOrders },
    });
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    receiver.received.length = 0;
    for (const { id } of (await call('GET', '/webhooks/v1/subscriptions')).json().subscriptions)
      await call('DELETE', `/webhooks/v1/subscriptions/${id}`);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('delivers each vertical’s events, which the official SDK verifies and hands to the vertical’s handlers', async () => {
    const subscribed = await subscribe([
      'wix.ecom.v1.order_created',
      'wix.bookings.v2.booking_created',
      'wix.events.v3.event_created',
      'wix.pricing_plans.v2.order_created',
    ]);
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const product = (
      await owned('POST', '/stores/v1/products', { product: { name: 'Mug', priceData: { price: '12' } } })
    ).product;
    const storeOrder = await buyStoreProduct(t.app, await t.visitorToken(), product.id, 1);
    const serviceId = await bookingCalls.paidHaircut();
    const booking = await bookingCalls.bookPaidOnHostedPage(
      await t.memberToken('11111111-1111-4111-8111-111111111111'),
      serviceId,
      '2030-03-11T14:00:00.000Z',
    );
    const event = await events.createEvent();
    const planOrder = await plans.buy((await plans.createPlan()).id, await plans.signUp());
    await deliver();

    const client = await appClient();
    const handled: Record<string, string[]> = { store: [], bookings: [], events: [], plans: [] };
    client.orders.onOrderCreated((envelope) => void handled.store?.push(envelope.entity._id ?? ''));
    client.bookings.onBookingCreated((envelope) => void handled.bookings?.push(envelope.entity._id ?? ''));
    client.wixEventsV2.onEventCreated((envelope) => void handled.events?.push(envelope.entity._id ?? ''));
    client.planOrders.onOrderCreated((envelope) => void handled.plans?.push(envelope.entity._id ?? ''));
    for (const { body } of receiver.received) await client.webhooks.process(body);
    expect(handled).toEqual({
      store: [storeOrder.id],
      bookings: [booking.id],
      events: [event.id],
      plans: [planOrder.id],
    });
    const [first] = receiver.received;
    expect(first?.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first?.headers['x-bazaar-delivery-id']).toMatch(/^[0-9a-f-]{36}$/);

    // A key of another site (or a forged body) is refused.
    const stranger = createClient({
      auth: AppStrategy({
        appId: 'x',
        publicKey: (await call('POST', '/webhooks/v1/signing-key/rotate', {})).json().publicKey,
      }),
      modules: { orders },
    });
    await expect(stranger.webhooks.process(first?.body ?? '')).rejects.toThrow();
  });

  it("sends a ticket order also as Wix's older order webhooks, which the official events orders module handles", async () => {
    expect(
      (
        await subscribe([
          'wix.events.ticketing.events.OrderInitiated',
          'wix.events.ticketing.events.OrderUpdated',
        ])
      ).statusCode,
    ).toBe(200);
    // A subscription to every type gets the domain events only, not these again in the older form.
    expect((await subscribe(['*'], `${receiver.url}?all`)).statusCode).toBe(200);
    const event = await events.createEvent({ title: 'Older Hooks Night' });
    const general = (await events.createTicket(event.id, { name: 'General', initialLimit: 5 })).id;
    const order = await events.buyTickets(await t.visitorToken(), event, general, 1, {
      firstName: 'Amália',
      lastName: 'Rodrigues',
      email: 'amalia@example.com',
    });
    await deliver();

    const { publicKey } = (await call('GET', '/webhooks/v1/signing-key')).json();
    const client = createClient({
      auth: AppStrategy({ appId: 'bazaar-webhooks-test', publicKey }),
      modules: { ticketOrders },
    });
    const initiated: string[] = [];
    client.ticketOrders.onOrderInitiated((envelope) => void initiated.push(envelope.data.orderNumber ?? ''));
    client.ticketOrders.onOrderUpdated(() => undefined);
    const older = receiver.received.filter((delivery) => !delivery.path.endsWith('?all'));
    for (const { body } of older) await client.webhooks.process(body);
    expect(initiated).toEqual([order.orderNumber]);
    const all = receiver.received.filter((delivery) => delivery.path.endsWith('?all'));
    expect(all.map((delivery) => delivery.headers['x-bazaar-event-type'])).not.toContain(
      'wix.events.ticketing.events.OrderInitiated',
    );
  });

  it('tries a failing endpoint again with backoff until it answers, logging each try, and redelivers on request', async () => {
    const subscription = (await subscribe(['wix.events.v3.event_created'])).json().subscription;
    receiver.answers.push(500, 503);
    const created = await events.createEvent({ title: 'Retried' });
    await deliver();
    const log = async () =>
      (await call('GET', `/webhooks/v1/subscriptions/${subscription.id}/deliveries`)).json().deliveries;
    const [failing] = await log();
    expect(failing).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastStatusCode: 500,
      eventType: 'wix.events.v3.event_created',
    });
    expect(JSON.parse(failing.body).eventType).toBe('wix.events.v3.event_created');
    // Nothing is due before the next try's time.
    await deliver();
    expect(receiver.received).toHaveLength(1);
    clock.advance(HOUR);
    await deliver();
    clock.advance(HOUR);
    await deliver();
    const [delivered] = await log();
    expect(delivered).toMatchObject({ status: 'DELIVERED', attempts: 3, lastStatusCode: 200 });
    expect(receiver.received.map((one) => one.headers['x-bazaar-delivery-id'])).toEqual([
      delivered.id,
      delivered.id,
      delivered.id,
    ]);
    expect(
      (await call('GET', `/webhooks/v1/subscriptions/${subscription.id}`)).json().subscription,
    ).not.toHaveProperty('failingSince');

    const again = await call('POST', `/webhooks/v1/deliveries/${delivered.id}/redeliver`, {});
    expect(again.json().delivery.status).toBe('PENDING');
    await deliver();
    expect(receiver.received).toHaveLength(4);
    const client = await appClient();
    const seen: string[] = [];
    client.wixEventsV2.onEventCreated((envelope) => void seen.push(envelope.entity._id ?? ''));
    await client.webhooks.process(receiver.received[3]?.body ?? '');
    expect(seen).toEqual([created.id]);
  });

  it('gives a delivery up after a day, switches an endpoint off after three days of failures, and mails the owner', async () => {
    const subscription = (await subscribe(['wix.events.v3.event_created'])).json().subscription;
    receiver.answers.push(...Array(200).fill(500));
    await events.createEvent({ title: 'Never delivered' });
    await deliver();
    for (let hour = 0; hour < 25; hour++) {
      clock.advance(HOUR);
      await deliver();
    }
    const [gaveUp] = (await call('GET', `/webhooks/v1/subscriptions/${subscription.id}/deliveries`)).json()
      .deliveries;
    expect(gaveUp.status).toBe('FAILED');
    for (let day = 0; day < 3; day++) {
      clock.advance(24 * HOUR);
      await events.createEvent({ title: `Day ${day}` });
      await deliver();
    }
    const off = (await call('GET', `/webhooks/v1/subscriptions/${subscription.id}`)).json().subscription;
    expect(off.active).toBe(false);
    expect(off.disabledReason).toMatch(/^Every delivery failed from .+ for three days$/);
    const mail = (await call('GET', '/mail/v1/messages?to=owner@example.com')).json().messages;
    expect(mail[0].subject).toBe('Bazaar demo site: a webhook endpoint was switched off');
    receiver.answers.length = 0;
  });

  it('refuses endpoints that are not http(s) or that reach private addresses', async () => {
    for (const [url, reason] of [
      ['ftp://example.com/hook', 'must be an http or https address'],
      [
        'http://10.0.0.5/hook',
        'resolves to a private, link-local or reserved address, which webhooks may not reach',
      ],
      [
        'http://169.254.169.254/latest/meta-data',
        'resolves to a private, link-local or reserved address, which webhooks may not reach',
      ],
      [
        'http://[::ffff:192.168.1.1]/hook',
        'resolves to a private, link-local or reserved address, which webhooks may not reach',
      ],
      ['not a url', 'is not a web address'],
    ]) {
      const refused = await subscribe(['*'], url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().details.validationError.fieldViolations[0]).toMatchObject({
        field: 'subscription.url',
        description: reason,
      });
    }
    // The demo and the tests allow this machine's own receivers; a platform without the demo does not.
    expect((await subscribe(['*'])).statusCode).toBe(200);
    expect((await subscribe(['not an event type'])).statusCode).toBe(400);
  });
});
