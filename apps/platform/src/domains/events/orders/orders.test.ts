import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { eventsTestCalls } from '../test-calls.js';

const buyer = { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' };
const guestForm = (firstName: string, lastName: string) => ({
  form: {
    inputValues: [
      { inputName: 'firstName', value: firstName },
      { inputName: 'lastName', value: lastName },
    ],
  },
});

describe.each(testDialects)('event checkout and orders on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let eventId: string;
  const tickets: Record<string, string> = {};
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const { call, owned, createEvent, createTicket } = eventsTestCalls(() => t);

  const reserve = async (ticketDefinitionId: string, quantity = 1, authorization = visitor) => {
    const response = await call(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId, ticketQuantities: [{ ticketDefinitionId, quantity }] },
      authorization,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().id as string;
  };
  const checkout = (reservationId: string, extra: Record<string, unknown> = {}, authorization = visitor) =>
    call('POST', '/events/v1/checkout', { eventId, reservationId, buyer, ...extra }, authorization);
  /** What is sold and held of a kind of ticket, as the owner reads it. */
  const sales = async (id: string) =>
    (await call('GET', `/events/v3/ticket-definitions/${id}`)).json().ticketDefinition.salesDetails as {
      soldCount: number;
      reservedCount: number;
    };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    eventId = (await createEvent()).id;
    tickets.free = (
      await createTicket(eventId, { name: 'Free', pricingMethod: { free: true }, initialLimit: 5 })
    ).id;
    tickets.general = (
      await createTicket(eventId, { name: 'General', initialLimit: 10, feeType: 'FEE_ADDED_AT_CHECKOUT' })
    ).id;
  });
  afterAll(() => t.close());

  it('turns a free hold into a FREE order with numbered tickets, and the hold into sold tickets', async () => {
    const reservationId = await reserve(tickets.free as string, 2);
    const response = await checkout(reservationId, {
      guests: [guestForm('Amália', 'Rodrigues'), guestForm('Carlos', 'Paredes')],
    });
    expect(response.statusCode).toBe(200);
    const { order, reservations } = response.json();
    expect(order).toMatchObject({
      eventId,
      reservationId,
      status: 'FREE',
      confirmed: true,
      firstName: 'Amália',
      fullName: 'Amália Rodrigues',
      ticketsQuantity: 2,
      totalPrice: { value: '0.00', currency: 'USD' },
      channel: 'ONLINE',
      fullyCheckedIn: false,
    });
    expect(order.orderNumber).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{3}$/);
    expect(order.tickets.map((ticket: { guestFullName: string }) => ticket.guestFullName)).toEqual([
      'Amália Rodrigues',
      'Carlos Paredes',
    ]);
    const numbers = order.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber);
    expect(new Set(numbers).size).toBe(2);
    expect(reservations[0].quantity).toBe(2);
    expect(await sales(tickets.free as string)).toMatchObject({
      soldCount: 2,
      reservedCount: 0,
      unsoldCount: 3,
    });
    // The reservation is now an order: it cannot be checked out again, or cancelled.
    expect((await checkout(reservationId)).json().details.applicationError.code).toBe(
      'RESERVATION_NOT_PENDING',
    );
    const cancel = await call(
      'DELETE',
      `/events/v1/checkout/reservations/${reservationId}?eventId=${eventId}`,
      undefined,
      visitor,
    );
    expect(cancel.statusCode).toBe(409);
  });

  it('prices the invoice with a coupon of the site, and says when a code does not apply', async () => {
    await owned('POST', '/ecom/v1/coupons', { coupon: { code: 'FADO10', type: 'PERCENT', value: '10' } });
    const reservationId = await reserve(tickets.general as string, 2);
    const invoice = (
      await call(
        'POST',
        `/events/v1/checkout/invoices/${reservationId}`,
        { eventId, withDiscount: { couponCode: 'fado10' } },
        visitor,
      )
    ).json();
    // 2 × 25.00 = 50.00; 10% off = 45.00; the 2.5% fee on the tickets' price (1.25) is added.
    expect(invoice.invoice).toMatchObject({
      subTotal: { value: '50.00' },
      discount: { amount: { value: '5.00' }, afterDiscount: { value: '45.00' }, code: 'FADO10' },
      fees: [{ type: 'FEE_ADDED_AT_CHECKOUT', amount: { value: '1.25' } }],
      grandTotal: { value: '46.25' },
    });
    expect(invoice).toMatchObject({ reservationStatus: 'RESERVATION_PENDING', reservationOccupied: false });
    const unknown = (
      await call(
        'POST',
        `/events/v1/checkout/invoices/${reservationId}`,
        { eventId, withDiscount: { couponCode: 'NOPE' } },
        visitor,
      )
    ).json();
    expect(unknown.discountErrors).toEqual({ error: [{ code: 'ERROR_COUPON_DOES_NOT_EXIST' }] });
    expect(unknown.invoice.grandTotal.value).toBe('51.25');
    const order = (await checkout(reservationId, { discount: { couponCode: 'FADO10' } })).json().order;
    expect(order).toMatchObject({ status: 'PENDING', confirmed: false, totalPrice: { value: '46.25' } });
    // The owner confirms an order paid elsewhere.
    const confirmed = await owned('POST', `/events/v1/events/${eventId}/orders/confirm`, {
      orderNumber: [order.orderNumber],
    });
    expect(confirmed.orders[0]).toMatchObject({ status: 'PAID', confirmed: true });
  });

  it('cancels an order left unpaid past its deadline and puts its tickets back on sale, once', async () => {
    const before = await sales(tickets.general as string);
    const reservationId = await reserve(tickets.general as string, 3);
    const { order } = (await checkout(reservationId)).json();
    expect(order.status).toBe('PENDING');
    expect(await sales(tickets.general as string)).toMatchObject({
      soldCount: before.soldCount + 3,
      reservedCount: before.reservedCount,
    });
    clock.advance(21 * 60_000);
    await t.runDueJobs();
    await t.runDueJobs();
    const got = (
      await call('GET', `/events/v1/events/${eventId}/orders/${order.orderNumber}`, undefined, visitor)
    ).json();
    expect(got.order.status).toBe('CANCELED');
    expect(await sales(tickets.general as string)).toEqual(expect.objectContaining(before));
    // Paying now is too late; confirming it is refused too.
    const confirm = await call('POST', `/events/v1/events/${eventId}/orders/confirm`, {
      orderNumber: [order.orderNumber],
    });
    expect(confirm.json().details.applicationError.code).toBe('ORDER_NOT_CONFIRMABLE');
  });

  it('keeps a pay-at-the-door order OFFLINE_PENDING, and checks each ticket in once', async () => {
    const reservationId = await reserve(tickets.general as string, 2);
    const { order } = (
      await checkout(reservationId, { options: { payInPerson: true }, marketingConsent: true })
    ).json();
    expect(order).toMatchObject({
      status: 'OFFLINE_PENDING',
      confirmed: false,
      method: 'offline',
      marketingConsent: true,
    });
    const [first, second] = order.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber);
    const checkIn = (ticketNumber: string[], authorization = t.ownerApiKey) =>
      call('POST', `/events/v1/events/${eventId}/tickets/check-in`, { ticketNumber }, authorization);
    expect((await checkIn([first], visitor)).statusCode).toBe(403);
    const checked = await checkIn([first]);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().tickets[0]).toMatchObject({
      ticketNumber: first,
      checkIn: { created: clock.now().toISOString() },
    });
    const again = await checkIn([first]);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError).toMatchObject({
      code: 'TICKET_ALREADY_CHECKED_IN',
      data: { ticketNumber: first, checkedInAt: clock.now().toISOString() },
    });
    expect((await checkIn(['NO-SUCH-TICKET'])).statusCode).toBe(404);
    const tagged = async (tag: string) =>
      (await call('GET', `/events/v1/orders?eventId=${eventId}&tag=${tag}`, undefined, t.ownerApiKey))
        .json()
        .orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await tagged('NOT_FULLY_CHECKED_IN')).toContain(order.orderNumber);
    await checkIn([second]);
    expect(await tagged('FULLY_CHECKED_IN')).toEqual([order.orderNumber]);
    expect(await tagged('NOT_FULLY_CHECKED_IN')).not.toContain(order.orderNumber);
  });

  it("lists orders with filters and facets for the owner, and only a buyer's own for a visitor", async () => {
    const stranger = await t.visitorToken();
    const strangersHold = await reserve(tickets.free as string, 1, stranger);
    const theirs = (
      await checkout(
        strangersHold,
        { buyer: { ...buyer, firstName: 'Zeca', email: 'zeca@example.com' } },
        stranger,
      )
    ).json().order;
    const all = (
      await call('GET', `/events/v1/orders?facet=status&limit=100`, undefined, t.ownerApiKey)
    ).json();
    expect(all.total).toBe(all.orders.length);
    expect(all.facets.status.counts).toMatchObject({ FREE: 2, PAID: 1, CANCELED: 1, OFFLINE_PENDING: 1 });
    const mine = (await call('GET', '/events/v1/orders', undefined, visitor)).json();
    expect(mine.orders.map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(theirs.orderNumber);
    expect(mine.total).toBe(4);
    const search = (
      await call('GET', '/events/v1/orders?searchPhrase=zeca', undefined, t.ownerApiKey)
    ).json();
    expect(search.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([theirs.orderNumber]);
    const onlyFree = (
      await call('GET', '/events/v1/orders?status=FREE&fieldset=DETAILS', undefined, t.ownerApiKey)
    ).json();
    expect(onlyFree.orders).toHaveLength(2);
    expect(onlyFree.orders[0].tickets).toBeUndefined();
    // Another buyer's order is not found for a visitor, whoever asks by number.
    const peek = await call(
      'GET',
      `/events/v1/events/${eventId}/orders/${theirs.orderNumber}`,
      undefined,
      visitor,
    );
    expect(peek.statusCode).toBe(404);
    const byOwner = (
      await call('GET', `/events/v1/events/${eventId}/orders/${theirs.orderNumber}`, undefined, t.ownerApiKey)
    ).json();
    expect(byOwner.calendarLinks.google).toContain('calendar.google.com');
    expect(decodeURIComponent(byOwner.calendarLinks.ics)).toContain('SUMMARY:Fado Night');
  });

  it('sums sales per currency: what buyers paid and what the seller keeps after fees', async () => {
    const { sales } = (
      await call('GET', `/events/v1/orders/summary?eventId=${eventId}`, undefined, t.ownerApiKey)
    ).json();
    // PAID 46.25 (fee 1.25) and OFFLINE_PENDING 51.25 (fee 1.25); the free orders add tickets only.
    expect(sales).toEqual([
      {
        total: { amount: '97.50', value: '97.50', currency: 'USD' },
        totalOrders: 4,
        totalTickets: 7,
        revenue: { amount: '95.00', value: '95.00', currency: 'USD' },
      },
    ]);
    expect((await call('GET', '/events/v1/orders/summary', undefined, visitor)).statusCode).toBe(403);
  });

  it('archives orders and corrects the guests of an order', async () => {
    const { orders } = (await call('GET', '/events/v1/orders?status=FREE', undefined, t.ownerApiKey)).json();
    const numbers = orders.map((o: { orderNumber: string }) => o.orderNumber);
    const archived = await owned('PATCH', `/events/v1/events/${eventId}/orders`, {
      orderNumber: numbers,
      archived: true,
    });
    expect(archived.orders.every((o: { archived: boolean }) => o.archived)).toBe(true);
    const listed = (await call('GET', '/events/v1/orders?tag=ARCHIVED', undefined, t.ownerApiKey)).json();
    expect(listed.total).toBe(2);
    const mine = (await call('GET', '/events/v1/orders?status=FREE', undefined, visitor)).json().orders[0];
    const renamed = await call(
      'PATCH',
      `/events/v1/checkout/${mine.orderNumber}`,
      { eventId, guests: [guestForm('Amália', 'Rodrigues'), guestForm('Mariza', 'Nunes')] },
      visitor,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().order.tickets[1].guestFullName).toBe('Mariza Nunes');
    const bad = await call(
      'PATCH',
      `/events/v1/checkout/${mine.orderNumber}`,
      { eventId, guests: [guestForm('a', 'b'), guestForm('c', 'd'), guestForm('e', 'f')] },
      visitor,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('lets the owner archive one order and correct its form, and tells a buyer what the checkout takes', async () => {
    const { orders } = (
      await call('GET', '/events/v1/orders?status=PAID&limit=1', undefined, t.ownerApiKey)
    ).json();
    const { orderNumber } = orders[0];
    const checkoutForm = { inputValues: [{ inputName: 'phone', value: '+351 21 000 0000' }] };
    const updated = await owned('PATCH', `/events/v1/events/${eventId}/orders/${orderNumber}`, {
      archived: true,
      checkoutForm,
    });
    expect(updated.order).toMatchObject({ orderNumber, archived: true, checkoutForm });
    const byVisitor = await call(
      'PATCH',
      `/events/v1/events/${eventId}/orders/${orderNumber}`,
      { archived: false },
      visitor,
    );
    expect(byVisitor.statusCode).toBe(403);
    const options = (await call('GET', '/events/v1/checkout/options', undefined, visitor)).json();
    expect(options).toEqual({
      paymentMethodConfigured: true,
      acceptCoupons: true,
      premiumServices: true,
      paidTickets: true,
      acceptGiftCards: false,
    });
  });

  it("refuses an expired hold, a stranger's hold, a missing buyer and owner-only options", async () => {
    const reservationId = await reserve(tickets.general as string, 1);
    expect(
      (await call('POST', '/events/v1/checkout', { eventId, reservationId }, visitor)).json().details
        .validationError.fieldViolations[0],
    ).toMatchObject({
      field: 'buyer',
      violatedRule: 'REQUIRED_FIELD',
    });
    const stranger = await t.visitorToken();
    expect((await checkout(reservationId, {}, stranger)).statusCode).toBe(404);
    expect((await checkout(reservationId, { options: { markAsPaid: true } })).statusCode).toBe(403);
    clock.advance(21 * 60_000);
    const late = await checkout(reservationId);
    expect(late.statusCode).toBe(409);
    expect(late.json().details.applicationError.code).toBe('RESERVATION_EXPIRED');
  });

  it('sells at the box office: a PAID order on the OFFLINE_POS channel', async () => {
    const reservationId = await reserve(tickets.general as string, 1, t.ownerApiKey);
    const pos = await owned('POST', '/events/v1/pos-checkout', {
      eventId,
      reservationId,
      paymentDetailsId: 'till-42',
    });
    expect(pos.order).toMatchObject({
      status: 'PAID',
      channel: 'OFFLINE_POS',
      method: 'pos',
      paymentDetails: { transaction: { transactionId: 'till-42' } },
    });
    const visitorsHold = await reserve(tickets.general as string, 1);
    expect(
      (await call('POST', '/events/v1/pos-checkout', { eventId, reservationId: visitorsHold }, visitor))
        .statusCode,
    ).toBe(403);
  });
});
