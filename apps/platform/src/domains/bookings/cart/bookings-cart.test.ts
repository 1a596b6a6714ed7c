import { BOOKINGS_APP_ID, STORES_APP_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { TEST_CARDS } from '../../payments/test-provider.js';
import { bookingsTestCalls } from '../test-calls.js';

const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2099, cvc: '123' });
// Monday 11 March 2030 in New York (EDT since the day before): 09:00, 10:00 and 11:00.
const at = (hour: number) => ({
  startDate: `2030-03-11T${String(hour + 4).padStart(2, '0')}:00:00.000Z`,
  endDate: `2030-03-11T${String(hour + 5).padStart(2, '0')}:00:00.000Z`,
});
// Tuesday 12 March 2030, the yoga class at 18:00 in New York.
const yogaSession = { startDate: '2030-03-12T22:00:00.000Z', endDate: '2030-03-12T23:00:00.000Z' };

interface WireLine {
  id: string;
  quantity: number;
  catalogReference: { appId: string; catalogItemId: string; options: { variantId: string } };
  itemType: { preset: string };
  availability: { status: string; quantityAvailable?: number };
  descriptionLines: { name: { original: string }; plainText: { original: string } }[];
}

/** A service's session as a cart line: bought in an order, booked when the order is placed. */
describe.each(testDialects)('bookings in the cart on %s', (dialect) => {
  let t: TestApp;
  const ids = {} as Record<'ada' | 'haircut' | 'yoga' | 'consultation' | 'massage' | 'pottery', string>;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const { call, owned, everyDay } = bookingsTestCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/New_York' } } });
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('09:00', '17:00') },
    });
    ids.ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay('09:00', '12:00') },
      })
    ).staffMember.id;
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service.id as string;
    ids.haircut = await service({
      type: 'APPOINTMENT',
      name: 'Haircut',
      staffMemberIds: [ids.ada],
      payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
      schedule: { availabilityConstraints: { sessionDurations: [60] } },
    });
    ids.yoga = await service({
      type: 'CLASS',
      name: 'Yoga',
      defaultCapacity: 3,
      payment: { rateType: 'FIXED', fixed: { price: { value: '20' } } },
      schedule: { recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }] },
    });
    ids.pottery = await service({
      type: 'COURSE',
      name: 'Pottery',
      defaultCapacity: 2,
      payment: { rateType: 'FIXED', fixed: { price: { value: '120' } } },
      // Thursdays 18:30-20:00 in New York, from 14 March to 4 April 2030.
      schedule: {
        recurringSessions: [{ day: 'THU', startTime: '18:30', endTime: '20:00' }],
        firstSessionStart: '2030-03-13T00:00:00Z',
        lastSessionEnd: '2030-04-05T00:00:00Z',
      },
    });
    ids.consultation = await service({
      type: 'APPOINTMENT',
      name: 'Consultation',
      staffMemberIds: [ids.ada],
      payment: { rateType: 'CUSTOM', custom: { description: 'Quoted on the day' } },
    });
    const form = (
      await owned('POST', '/bookings/v1/booking-forms', {
        bookingForm: {
          name: 'Intake',
          fields: [{ label: 'Allergies', valueType: 'SHORT_TEXT', required: true }],
        },
      })
    ).bookingForm.id as string;
    ids.massage = await service({
      type: 'APPOINTMENT',
      name: 'Massage',
      staffMemberIds: [ids.ada],
      payment: { rateType: 'FIXED', fixed: { price: { value: '80' } } },
      form: { id: form },
    });
  });
  afterAll(() => t.close());

  const reference = (serviceId: string, options?: Record<string, string>) => ({
    appId: BOOKINGS_APP_ID,
    catalogItemId: serviceId,
    ...(options ? { options: { options } } : {}),
  });
  const addToCart = (visitor: string, catalogReference: object, quantity = 1) =>
    call(
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ catalogReference, quantity }] },
      visitor,
    );
  const checkOut = async (visitor: string) => {
    const response = await call('POST', '/ecom/v1/carts/current/create-checkout', {}, visitor);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().checkoutId as string;
  };
  const pay = (visitor: string, checkoutId: string, number: string = TEST_CARDS.approved) =>
    call(
      'POST',
      `/ecom/v1/checkouts/${checkoutId}/pay`,
      { email: 'lin@example.com', card: card(number) },
      visitor,
    );
  const bookingsOf = async (serviceId: string) => {
    const response = await call('POST', '/bookings/v2/bookings/query', {
      query: { filter: { 'bookedEntity.slot.serviceId': serviceId } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().bookings as Record<string, unknown>[];
  };
  const haircutTimes = async () => {
    const response = await call(
      'POST',
      '/availability-calendar/v1/availability/query',
      {
        query: { filter: { serviceId: ids.haircut, startDate: at(9).startDate, endDate: at(12).startDate } },
      },
      await t.visitorToken(),
    );
    return (response.json().availabilityEntries as { slot: { startDate: string } }[]).map(
      (entry) => entry.slot.startDate,
    );
  };

  it('puts a session in the cart as a SERVICE line, priced from the service, and books it when the order is paid', async () => {
    const visitor = await t.visitorToken();
    const added = await addToCart(visitor, reference(ids.haircut, { ...at(9), staffMemberId: ids.ada }));
    expect(added.statusCode, added.body).toBe(200);
    const { cart } = added.json();
    const line = cart.lineItems[0] as WireLine;
    expect(line).toMatchObject({
      quantity: 1,
      catalogReference: { appId: BOOKINGS_APP_ID, catalogItemId: ids.haircut },
      productName: { original: 'Haircut' },
      itemType: { preset: 'SERVICE' },
      physicalProperties: { shippable: false },
      serviceProperties: { scheduledDate: at(9).startDate, numberOfParticipants: 1 },
      price: { amount: '45.00' },
      availability: { status: 'AVAILABLE', quantityAvailable: 1 },
    });
    expect(
      line.descriptionLines.map(
        (description) => `${description.name.original}: ${description.plainText.original}`,
      ),
    ).toEqual(['Date: Mar 11, 2030, 9:00 AM – 10:00 AM', 'Staff: Ada']);
    expect(cart.subtotal.amount).toBe('45.00');
    // The line as the cart answers it names the same slot: adding it again is the same line.
    const again = await addToCart(visitor, line.catalogReference);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.description).toBe(
      'A booking of this service is for one person',
    );

    const checkoutId = await checkOut(visitor);
    const checkout = (await call('GET', `/ecom/v1/checkouts/${checkoutId}`, undefined, visitor)).json()
      .checkout;
    expect(checkout.shippingInfo.carrierServiceOptions).toEqual([]);
    const paid = await pay(visitor, checkoutId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.priceSummary.total.amount).toBe('45.00');

    const [booking] = await bookingsOf(ids.haircut);
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      selectedPaymentOption: 'ONLINE',
      numberOfParticipants: 1,
      startDate: at(9).startDate,
      contactDetails: { firstName: 'lin', email: 'lin@example.com' },
      bookedEntity: { slot: { resource: { id: ids.ada, name: 'Ada' } } },
    });
    expect(await haircutTimes()).not.toContain(at(9).startDate);
    // Paying the same checkout again books nothing more.
    expect((await pay(visitor, checkoutId)).statusCode).toBe(409);
    expect(await bookingsOf(ids.haircut)).toHaveLength(1);
  });

  it('refuses what cannot be bought as a session, with a reason, and changes no cart', async () => {
    const visitor = await t.visitorToken();
    const refusal = async (catalogReference: object, quantity = 1) => {
      const response = await addToCart(visitor, catalogReference, quantity);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      return response.json().details.applicationError?.description ?? response.json().message;
    };
    // Taken by the order above; not on the service's grid; outside Ada's hours; already past.
    expect(await refusal(reference(ids.haircut, at(9)))).toBe(
      'This time is no longer available. Please choose another one',
    );
    expect(
      await refusal(
        reference(ids.haircut, { startDate: '2030-03-11T13:10:00Z', endDate: '2030-03-11T14:10:00Z' }),
      ),
    ).toBe('This time is no longer available. Please choose another one');
    expect(await refusal(reference(ids.haircut, at(14)))).toBe(
      'This time is no longer available. Please choose another one',
    );
    expect(
      await refusal(
        reference(ids.haircut, { startDate: '2030-03-07T14:00:00Z', endDate: '2030-03-07T15:00:00Z' }),
      ),
    ).toBe('This time is too soon to book');
    expect(await refusal(reference(ids.haircut, at(10)), 2)).toBe(
      'A booking of this service is for one person',
    );
    // No slot, a slot that is not one, a price agreed on the day, a form with a required question.
    for (const catalogReference of [
      reference(ids.haircut),
      reference(ids.haircut, { startDate: 'tomorrow', endDate: 'later' }),
      reference(ids.haircut, { startDate: at(10).endDate, endDate: at(10).startDate }),
      reference(ids.consultation, at(10)),
      reference(ids.massage, at(10)),
      reference('no-such-service', at(10)),
      { appId: BOOKINGS_APP_ID, catalogItemId: ids.haircut, options: { variantId: 'not-a-slot' } },
    ]) {
      const response = await addToCart(visitor, catalogReference);
      expect(response.statusCode, JSON.stringify(catalogReference)).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toBe(
        'lineItems[0].catalogReference',
      );
    }
    expect((await call('GET', '/ecom/v1/carts/current', undefined, visitor)).statusCode).toBe(404);
  });

  it('refuses the order of a slot taken meanwhile, charges nothing, and shows the line as unavailable', async () => {
    const visitor = await t.visitorToken();
    expect((await addToCart(visitor, reference(ids.haircut, at(10)))).statusCode).toBe(200);
    const checkoutId = await checkOut(visitor);
    // A declined card books nothing: the slot is still free afterwards.
    expect((await pay(visitor, checkoutId, TEST_CARDS.declined)).statusCode).toBe(402);
    expect(await haircutTimes()).toContain(at(10).startDate);
    const taken = await call('POST', '/bookings/v2/bookings', {
      booking: {
        bookedEntity: { slot: { serviceId: ids.haircut, ...at(10) } },
        contactDetails: { firstName: 'Owner', email: 'desk@example.com' },
      },
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const refused = await pay(visitor, checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'SLOT_NOT_AVAILABLE',
      description: 'This time is no longer available. Please choose another one',
    });
    expect(
      (await call('GET', `/ecom/v1/checkouts/${checkoutId}`, undefined, visitor)).json().checkout.completed,
    ).toBe(false);
    const cart = (await call('GET', '/ecom/v1/carts/current', undefined, visitor)).json().cart;
    expect(cart.lineItems[0].availability.status).toBe('NOT_AVAILABLE');
    expect(cart.subtotal.amount).toBe('0.00');
    const atTen = (await bookingsOf(ids.haircut)).filter((booking) => booking.startDate === at(10).startDate);
    expect(atTen.map((booking) => booking.contactDetails)).toEqual([
      { firstName: 'Owner', email: 'desk@example.com' },
    ]);
  });

  it('sells a class session by participants, within its open spots', async () => {
    const first = await t.visitorToken();
    const added = await addToCart(first, reference(ids.yoga, yogaSession), 2);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().cart.lineItems[0]).toMatchObject({
      availability: { status: 'AVAILABLE', quantityAvailable: 3 },
      serviceProperties: { numberOfParticipants: 2 },
      lineItemPrice: { amount: '40.00' },
    });
    expect((await pay(first, await checkOut(first))).statusCode).toBe(200);
    const [booking] = await bookingsOf(ids.yoga);
    expect(booking).toMatchObject({ numberOfParticipants: 2, status: 'CONFIRMED', paymentStatus: 'PAID' });

    const second = await t.visitorToken();
    const refused = await addToCart(second, reference(ids.yoga, yogaSession), 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.description).toBe('Only 1 spot is left at this time');
  });

  it('sells a course whole by its id: its dates on the line, a schedule booking when paid', async () => {
    const visitor = await t.visitorToken();
    const added = await addToCart(visitor, reference(ids.pottery), 2);
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json().cart.lineItems[0] as WireLine;
    expect(line).toMatchObject({
      catalogReference: { options: { variantId: '' } },
      itemType: { preset: 'SERVICE' },
      availability: { status: 'AVAILABLE', quantityAvailable: 2 },
      serviceProperties: { scheduledDate: '2030-03-14T22:30:00.000Z', numberOfParticipants: 2 },
      lineItemPrice: { amount: '240.00' },
    });
    expect(line.descriptionLines[0]?.plainText.original).toBe('Mar 14, 2030 – Apr 4, 2030');
    // A course has no slot to name.
    expect((await addToCart(visitor, reference(ids.pottery, at(10)))).statusCode).toBe(400);
    expect((await pay(visitor, await checkOut(visitor))).statusCode).toBe(200);
    const response = await call('POST', '/bookings/v2/bookings/query', {
      query: { filter: { 'bookedEntity.schedule.serviceId': ids.pottery } },
    });
    expect(response.json().bookings).toMatchObject([
      {
        numberOfParticipants: 2,
        status: 'CONFIRMED',
        paymentStatus: 'PAID',
        bookedEntity: {
          schedule: { scheduleId: expect.any(String), lastSessionEnd: '2030-04-05T00:00:00.000Z' },
        },
      },
    ]);
    const full = await addToCart(await t.visitorToken(), reference(ids.pottery));
    expect(full.statusCode).toBe(409);
    expect(full.json().details.applicationError.description).toBe(
      'This time is no longer available. Please choose another one',
    );
  });

  it('books a session bought with goods under the name of the delivery’s contact', async () => {
    const productId = (
      await owned('POST', '/stores/v1/products', { product: { name: 'Comb', priceData: { price: '5' } } })
    ).product.id as string;
    // Tuesday 12 March 2030, 09:00 in New York.
    const tuesday = { startDate: '2030-03-12T13:00:00.000Z', endDate: '2030-03-12T14:00:00.000Z' };
    const visitor = await t.visitorToken();
    const added = await call(
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 },
          { catalogReference: reference(ids.haircut, tuesday), quantity: 1 },
        ],
      },
      visitor,
    );
    expect(added.statusCode, added.body).toBe(200);
    const checkoutId = await checkOut(visitor);
    const shipped = await call(
      'PATCH',
      `/ecom/v1/checkouts/${checkoutId}`,
      {
        checkout: {
          shippingInfo: {
            shippingDestination: {
              address: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St' },
              contactDetails: { firstName: 'Linus', lastName: 'Pauling', phone: '+1 212 555 0100' },
            },
          },
        },
      },
      visitor,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await pay(visitor, checkoutId)).statusCode).toBe(200);
    const booked = (await bookingsOf(ids.haircut)).filter(
      (booking) => booking.startDate === tuesday.startDate,
    );
    expect(booked.map((booking) => booking.contactDetails)).toContainEqual({
      firstName: 'Linus',
      lastName: 'Pauling',
      phone: '+1 212 555 0100',
      email: 'lin@example.com',
    });
  });

  it('books an appointment slot for exactly one of 30 buyers paying at once; the others are told it is taken', async () => {
    const slot = at(11);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => t.visitorToken()));
    const checkouts: string[] = [];
    for (const buyer of buyers) {
      expect((await addToCart(buyer, reference(ids.haircut, slot))).statusCode).toBe(200);
      checkouts.push(await checkOut(buyer));
    }
    const answers = await Promise.all(buyers.map((buyer, index) => pay(buyer, checkouts[index] as string)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409))
      expect(answer.json().details.applicationError.code).toBe('SLOT_NOT_AVAILABLE');
    const booked = (await bookingsOf(ids.haircut)).filter((booking) => booking.startDate === slot.startDate);
    expect(booked).toHaveLength(1);
  });
});
