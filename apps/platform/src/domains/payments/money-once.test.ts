import { STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { testDialects } from '../../testing/databases.js';
import { buyStoreProduct, TEST_CARD as card } from '../../testing/store-purchase.js';
import { startTwoProcesses, TIMES } from '../../testing/two-processes.js';

/** Calls that take money (or hold it): what a duplicate purchase must not make twice. */
const TAKING = new Set(['CHARGE', 'CHARGE_SAVED_CARD', 'AUTHORIZE']);

/**
 * Each vertical's purchase sent ten times at once, as a double-clicking buyer or a retrying
 * network would; on PostgreSQL, by two platform processes sharing the database (each with its own
 * pool), alternately. The test provider's record, read as the owner reads it, shows one charge.
 */
describe.each(testDialects)('a purchase sent ten times at once takes money once, on %s', (dialect) => {
  let platform: Awaited<ReturnType<typeof startTwoProcesses>>;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const t = () => platform.t;
  const call: typeof platform.call = (...args) => platform.call(...args);
  const owned: typeof platform.owned = (...args) => platform.owned(...args);
  const tenTimes: typeof platform.tenTimes = (...args) => platform.tenTimes(...args);
  /** The provider's successful money-taking calls for this site, as its record lists them. */
  const taken = async () => {
    const response = await call('GET', '/payments/v1/test-provider/calls?limit=1000');
    expect(response.statusCode).toBe(200);
    const { calls } = response.json() as { calls: { kind: string; status: string }[] };
    return calls.filter((entry) => TAKING.has(entry.kind) && entry.status === 'APPROVED').length;
  };

  beforeAll(async () => {
    platform = await startTwoProcesses(dialect, clock);
  });
  afterAll(() => platform?.close());

  it('a store checkout: one order, one charge', async () => {
    const visitor = await t().visitorToken();
    const product = (
      await owned('POST', '/stores/v1/products', { product: { name: 'Mug', priceData: { price: '12' } } })
    ).product;
    await call(
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product.id }, quantity: 1 }] },
      visitor,
    );
    const { checkoutId } = (
      await call('POST', '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' }, visitor)
    ).json();
    const before = await taken();
    const answers = await tenTimes(
      `/ecom/v1/checkouts/${checkoutId}/pay`,
      { email: 'twice@example.com', card },
      visitor,
    );
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    // The others are told the checkout is already paid, with its order: nothing to pay again.
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(
      true,
    );
    expect((await taken()) - before).toBe(1);
  });

  it('a refund of one line, and a cancellation, sent ten times at once: each gives money back once', async () => {
    const visitor = await t().visitorToken();
    const product = (
      await owned('POST', '/stores/v1/products', { product: { name: 'Teapot', priceData: { price: '30' } } })
    ).product;
    const buy = () => buyStoreProduct(t().app, visitor, product.id, 1);
    const refundsOf = (orderId: string) => platform.providerCalls(`order:${orderId}`, 'REFUND', 'DONE');

    const order = await buy();
    const { orderTransactions } = (await call('GET', `/ecom/v1/payments/orders/${order.id}`)).json();
    const refunded = await tenTimes(
      `/ecom/v1/payments-collector/orders/${order.id}/trigger-refund`,
      {
        payments: [{ paymentId: orderTransactions.payments[0].id }],
        details: { lineItems: [{ lineItemId: order.lineItems[0]?.id, quantity: 1 }] },
      },
      t().ownerApiKey,
    );
    expect(refunded.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(refunded.filter((answer) => answer.status === 409)).toHaveLength(TIMES - 1);
    expect(await refundsOf(order.id)).toBe(1);

    const other = await buy();
    const canceled = await tenTimes(`/ecom/v1/orders/${other.id}/cancel`, {}, t().ownerApiKey);
    expect(canceled.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await refundsOf(other.id)).toBe(1);
  });

  it('a plan on the hosted Order summary: one order, one charge', async () => {
    await owned('PATCH', '/sites/v1/site', { site: { settings: { memberSignUp: 'OPEN' } } });
    const plan = (
      await owned('POST', '/pricing-plans/v2/plans', {
        plan: {
          name: 'Monthly membership',
          pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' } }, price: { value: '20' } },
        },
      })
    ).plan;
    const registered = (
      await call(
        'POST',
        '/_api/iam/authentication/v2/register',
        { loginId: { email: 'once@example.com' }, password: 'a long enough password' },
        await t().visitorToken(),
      )
    ).json();
    const { sessionToken: session } = (
      await call(
        'POST',
        '/_api/redirects-api/v1/redirect-session',
        {
          paidPlansCheckout: { planId: plan.id },
          callbacks: { postFlowUrl: 'http://localhost:3000/subscriptions' },
        },
        await t().visitorToken(),
      )
    ).json().redirectSession;
    const before = await taken();
    const answers = await tenTimes('/hosted/v1/plan-checkout-session/purchase', {
      session,
      sessionToken: registered.sessionToken,
      card,
    });
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Every send answers the one order the first one placed.
    expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
    expect((await taken()) - before).toBe(1);
  });

  it('a booking paid online on the hosted page: one booking, one charge', async () => {
    const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
      day,
      startTime: '09:00',
      endTime: '17:00',
    }));
    const ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay },
      })
    ).staffMember.id;
    const service = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'APPOINTMENT',
          name: 'Haircut',
          staffMemberIds: [ada],
          payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
          schedule: { availabilityConstraints: { sessionDurations: [60] } },
        },
      })
    ).service.id;
    const visitor = await t().visitorToken();
    const [entry] = (
      await call(
        'POST',
        '/availability-calendar/v1/availability/query',
        {
          query: {
            filter: {
              serviceId: [service],
              startDate: '2030-03-11T00:00:00.000Z',
              endDate: '2030-03-12T00:00:00.000Z',
              bookable: true,
            },
          },
        },
        visitor,
      )
    ).json().availabilityEntries;
    const { sessionToken } = (
      await call(
        'POST',
        '/redirect-session/v1/redirect-session',
        {
          bookingsCheckout: { slotAvailability: entry, timezone: 'Europe/Berlin' },
          callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
        },
        visitor,
      )
    ).json().redirectSession;
    const before = await taken();
    const answers = await tenTimes('/hosted/v1/booking-session/book', {
      session: sessionToken,
      contactDetails: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      paymentOption: 'ONLINE',
      card,
    });
    const booked = answers.filter((answer) => answer.status === 200);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(booked.map((answer) => answer.body.booking.id)).size).toBe(1);
    expect((await taken()) - before).toBe(1);
  });

  it('tickets on the hosted "Add your details" page: one order, one charge', async () => {
    const event = (
      await owned('POST', '/events/v3/events', {
        event: {
          title: 'Fado Night',
          dateAndTimeSettings: {
            startDate: '2030-06-14T19:00:00.000Z',
            endDate: '2030-06-14T22:00:00.000Z',
            timeZoneId: 'Europe/Lisbon',
          },
          location: { type: 'VENUE', name: 'Clube de Fado', address: { formatted: 'Lisboa' } },
          registration: { initialType: 'TICKETING' },
        },
      })
    ).event;
    const general = (
      await owned('POST', '/events/v3/ticket-definitions', {
        ticketDefinition: {
          eventId: event.id,
          name: 'General',
          pricingMethod: { fixedPrice: { value: '25' } },
          initialLimit: 10,
        },
      })
    ).ticketDefinition.id;
    const visitor = await t().visitorToken();
    const reservationId = (
      await call(
        'POST',
        '/events/v1/checkout/reservations',
        { eventId: event.id, ticketQuantities: [{ ticketDefinitionId: general, quantity: 2 }] },
        visitor,
      )
    ).json().id;
    const { sessionToken } = (
      await call(
        'POST',
        '/_api/redirects-api/v1/redirect-session',
        {
          eventsCheckout: { eventSlug: event.slug, reservationId },
          callbacks: { postFlowUrl: 'http://localhost:3000/tickets' },
        },
        visitor,
      )
    ).json().redirectSession;
    const before = await taken();
    const answers = await tenTimes('/hosted/v1/event-checkout-session/checkout', {
      session: sessionToken,
      buyer: { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' },
      card,
    });
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await taken()) - before).toBe(1);
  });
});
