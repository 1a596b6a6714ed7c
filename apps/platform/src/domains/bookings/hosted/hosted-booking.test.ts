import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  secondStep: '4000 0027 6000 3184',
};
const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2034, cvc: '123' });

describe.each(testDialects)('the hosted Booking Details page on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const ids: Record<string, string> = {};
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const contactDetails = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };

  const call = (method: 'POST' | 'PATCH', url: string, payload: unknown, authorization?: string) =>
    t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      ...(authorization ? { headers: { authorization } } : {}),
    });
  const owned = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) => {
    const response = await call(method, url, payload, t.ownerApiKey);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  /** The first bookable entries of a service on Monday 11 March 2030 (New York). */
  const entries = async (serviceId: string) =>
    (
      await call(
        'POST',
        '/availability-calendar/v1/availability/query',
        {
          query: {
            filter: {
              serviceId: [serviceId],
              startDate: '2030-03-11T00:00:00.000Z',
              endDate: '2030-03-12T00:00:00.000Z',
              bookable: true,
            },
          },
        },
        visitor,
      )
    ).json().availabilityEntries as { slot: { startDate: string; resource?: { id: string } } }[];
  const sessionFor = async (slotAvailability: unknown, extra: Record<string, unknown> = {}) => {
    const response = await call(
      'POST',
      '/redirect-session/v1/redirect-session',
      {
        bookingsCheckout: { slotAvailability, timezone: 'Europe/Berlin', ...extra },
        callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
      },
      visitor,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().redirectSession as { fullUrl: string; sessionToken: string };
  };
  const describeSession = (session: string) => call('POST', '/hosted/v1/booking-session', { session });
  const book = (session: string, extra: Record<string, unknown> = { paymentOption: 'OFFLINE' }) =>
    call('POST', '/hosted/v1/booking-session/book', { session, contactDetails, ...extra });
  const bookingCount = async () =>
    Number((await t.db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM bookings`))?.n);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/New_York' } } });
    const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
      day,
      startTime: '09:00',
      endTime: '17:00',
    }));
    await owned('PATCH', '/bookings/v1/settings', { settings: { businessHours: everyDay } });
    ids.ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay },
      })
    ).staffMember.id;
    const service = async (body: Record<string, unknown>) =>
      (await owned('POST', '/bookings/v2/services', { service: body })).service.id as string;
    ids.haircut = await service({
      type: 'APPOINTMENT',
      name: 'Haircut',
      staffMemberIds: [ids.ada],
      payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
      locations: [{ type: 'CUSTOM', custom: { address: { formattedAddress: '1 Main St, Springfield' } } }],
      schedule: { availabilityConstraints: { sessionDurations: [60] } },
    });
    ids.consultation = await service({
      type: 'APPOINTMENT',
      name: 'Free consultation',
      staffMemberIds: [ids.ada],
      payment: { rateType: 'NO_FEE' },
      schedule: { availabilityConstraints: { sessionDurations: [30] } },
    });
  });
  afterAll(() => t.close());

  it('makes a link to the page, shows the slot in the chosen zone, and books it once, paid in person', async () => {
    const [entry] = await entries(ids.haircut as string);
    const { fullUrl, sessionToken } = await sessionFor(entry);
    expect(fullUrl).toMatch(/\/hosted\/booking\?session=/);

    const shown = await describeSession(sessionToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
      service: {
        name: 'Haircut',
        type: 'APPOINTMENT',
        price: { value: '45.00', currency: 'USD', formattedValue: '$45.00' },
        paymentOptions: ['OFFLINE', 'ONLINE'],
        requiresApproval: false,
      },
      slot: {
        startDate: '2030-03-11T13:00:00.000Z',
        timezone: 'Europe/Berlin',
        resource: { id: ids.ada, name: 'Ada' },
        location: { locationType: 'CUSTOM', formattedAddress: '1 Main St, Springfield' },
      },
    });
    expect(shown.json().booking).toBeUndefined();

    const before = await bookingCount();
    const booked = await book(sessionToken);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().booking).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'NOT_PAID',
      selectedPaymentOption: 'OFFLINE',
      contactDetails,
      startDate: '2030-03-11T13:00:00.000Z',
      bookedEntity: { title: 'Haircut', slot: { timezone: 'Europe/Berlin', resource: { name: 'Ada' } } },
    });
    // Sent again (a double click, a retry): the same booking, not a second one.
    const again = await book(sessionToken);
    expect(again.json().booking.id).toBe(booked.json().booking.id);
    expect(await bookingCount()).toBe(before + 1);
    // A reload of the page shows the confirmation.
    expect((await describeSession(sessionToken)).json().booking.id).toBe(booked.json().booking.id);
    // Back on the site, the visitor who booked reads what they booked; anyone else, nothing.
    const read = async (authorization: string) =>
      t.app.inject({
        method: 'GET',
        url: `/bookings/v2/bookings/${booked.json().booking.id}`,
        headers: { authorization },
      });
    const mine = await read(visitor);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().booking).toMatchObject({ id: booked.json().booking.id, status: 'CONFIRMED' });
    expect((await read(await t.visitorToken())).statusCode).toBe(404);
    const cancel = await call(
      'POST',
      `/bookings/v2/bookings/${booked.json().booking.id}/cancel`,
      {},
      visitor,
    );
    expect(cancel.statusCode).toBe(403);
    // The time is gone from availability, and another visitor's session for it is refused.
    expect((await entries(ids.haircut as string))[0]?.slot.startDate).not.toBe(entry?.slot.startDate);
    const late = await book((await sessionFor(entry)).sessionToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().details.applicationError.code).toBe('SLOT_NOT_AVAILABLE');
    expect(await bookingCount()).toBe(before + 1);
  });

  it('charges the price online in the booking: a declined card keeps nothing, the bank step is answered', async () => {
    const [entry] = await entries(ids.haircut as string);
    const { sessionToken } = await sessionFor(entry);
    const before = await bookingCount();

    const declined = await book(sessionToken, { paymentOption: 'ONLINE', card: card(CARDS.declined) });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().details.applicationError.code).toBe('PAYMENT_DECLINED');
    expect(await bookingCount()).toBe(before);
    expect((await entries(ids.haircut as string))[0]?.slot.startDate).toBe(entry?.slot.startDate);

    const asked = await book(sessionToken, { paymentOption: 'ONLINE', card: card(CARDS.secondStep) });
    expect(asked.statusCode).toBe(402);
    const { code, data } = asked.json().details.applicationError;
    expect(code).toBe('PAYMENT_ACTION_REQUIRED');
    expect(await bookingCount()).toBe(before);
    const { authentication } = (
      await call('POST', '/payments/v1/test-challenges/complete', {
        challenge: data.challenge,
        outcome: 'APPROVED',
      })
    ).json();
    const paid = await book(sessionToken, {
      paymentOption: 'ONLINE',
      card: card(CARDS.secondStep),
      authentication,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().booking).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      selectedPaymentOption: 'ONLINE',
    });
    expect(await bookingCount()).toBe(before + 1);
  });

  it('refuses to charge a price the booker was not shown (TOTAL_CHANGED, nothing booked), and charges the one shown', async () => {
    const [entry] = await entries(ids.haircut as string);
    const { sessionToken } = await sessionFor(entry);
    const shown = (await call('POST', '/hosted/v1/booking-session', { session: sessionToken })).json();
    const price = shown.service.price.value as string;
    const before = await bookingCount();

    const stale = await book(sessionToken, {
      paymentOption: 'ONLINE',
      card: card(CARDS.approved),
      shownTotal: '1.00',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError).toMatchObject({
      code: 'TOTAL_CHANGED',
      data: { total: { amount: price, currency: 'USD' }, shownTotal: '1.00' },
    });
    expect(await bookingCount()).toBe(before);
    const unreadable = await book(sessionToken, {
      paymentOption: 'ONLINE',
      card: card(CARDS.approved),
      shownTotal: '1.001',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(await bookingCount()).toBe(before);

    const paid = await book(sessionToken, {
      paymentOption: 'ONLINE',
      card: card(CARDS.approved),
      shownTotal: price,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().booking.paymentStatus).toBe('PAID');
    expect(await bookingCount()).toBe(before + 1);
  });

  it('books a free service with nothing to pay, and waits for approval when the policy asks', async () => {
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { bookingPolicy: { requiresManualApproval: true } },
    });
    try {
      const [entry] = await entries(ids.consultation as string);
      const { sessionToken } = await sessionFor(entry);
      const shown = (await describeSession(sessionToken)).json();
      expect(shown.service).toMatchObject({ paymentOptions: ['OFFLINE'], requiresApproval: true });
      expect(shown.service.price).toBeUndefined();
      const online = await book(sessionToken, { paymentOption: 'ONLINE', card: card(CARDS.approved) });
      expect(online.statusCode).toBe(400);
      expect(online.json().details.applicationError.code).toBe('PAYMENT_OPTION_NOT_AVAILABLE');
      const booked = await book(sessionToken);
      expect(booked.json().booking).toMatchObject({ status: 'PENDING', paymentStatus: 'EXEMPT' });
    } finally {
      await owned('PATCH', '/bookings/v1/settings', {
        settings: { bookingPolicy: { requiresManualApproval: false } },
      });
    }
  });

  it('asks the service’s questions, and books with the answers (a required one left out books nothing)', async () => {
    const { bookingForm } = await owned('POST', '/bookings/v1/booking-forms', {
      bookingForm: {
        name: 'Colour',
        fields: [
          { label: 'Your current colour', valueType: 'SHORT_TEXT', required: true },
          { label: 'Send me reminders', valueType: 'CHECK_BOX' },
        ],
      },
    });
    const colourId = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'APPOINTMENT',
          name: 'Colour',
          staffMemberIds: [ids.ada],
          form: { id: bookingForm.id },
          schedule: { availabilityConstraints: { sessionDurations: [60] } },
        },
      })
    ).service.id as string;
    const [entry] = (await entries(colourId)).slice(-1);
    const { sessionToken } = await sessionFor(entry);
    const shown = (await describeSession(sessionToken)).json();
    const [current, reminders] = bookingForm.fields as { id: string }[];
    expect(shown.service.formFields).toEqual(bookingForm.fields);

    const before = await bookingCount();
    const unanswered = await book(sessionToken, {
      paymentOption: 'OFFLINE',
      additionalFields: [{ id: reminders?.id, value: 'true' }],
    });
    expect(unanswered.statusCode).toBe(400);
    expect(await bookingCount()).toBe(before);
    const answered = await book(sessionToken, {
      paymentOption: 'OFFLINE',
      additionalFields: [
        { id: current?.id, value: 'Dark brown' },
        { id: reminders?.id, value: 'false' },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().booking.additionalFields).toEqual([
      { id: current?.id, value: 'Dark brown', label: 'Your current colour', valueType: 'SHORT_TEXT' },
      { id: reminders?.id, value: 'false', label: 'Send me reminders', valueType: 'CHECK_BOX' },
    ]);
  });

  it('refuses bad links and bad input clearly, and books nothing for them', async () => {
    const [entry] = await entries(ids.haircut as string);
    const before = await bookingCount();
    const refusedSession = async (bookingsCheckout: unknown) => {
      const response = await call(
        'POST',
        '/redirect-session/v1/redirect-session',
        { bookingsCheckout },
        visitor,
      );
      return { status: response.statusCode, body: response.json() };
    };
    const slot = entry?.slot as Record<string, unknown>;
    expect(
      (await refusedSession({ slotAvailability: { slot: { ...slot, serviceId: 'nope' } } })).status,
    ).toBe(404);
    expect(
      (await refusedSession({ slotAvailability: { slot }, timezone: 'Mars/Olympus_Mons' })).body.details
        .validationError.fieldViolations[0].field,
    ).toBe('bookingsCheckout.timezone');
    expect(
      (await refusedSession({ slotAvailability: { slot: { ...slot, endDate: slot.startDate } } })).status,
    ).toBe(400);
    expect((await refusedSession({ slotAvailability: {} })).status).toBe(400);

    const { sessionToken } = await sessionFor(entry);
    const noCard = await book(sessionToken, { paymentOption: 'ONLINE' });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().details.validationError.fieldViolations[0].field).toBe('card');
    const badEmail = await call('POST', '/hosted/v1/booking-session/book', {
      session: sessionToken,
      paymentOption: 'OFFLINE',
      contactDetails: { ...contactDetails, email: 'not-an-email' },
    });
    expect(badEmail.statusCode).toBe(400);
    const unknown = await describeSession('bzs_not-a-session-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details.applicationError.code).toBe('SESSION_NOT_FOUND');

    clock.advance(3 * 60 * 60 * 1000);
    try {
      const expired = await book(sessionToken);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().details.applicationError.code).toBe('SESSION_EXPIRED');
    } finally {
      clock.advance(-3 * 60 * 60 * 1000);
    }
    expect(await bookingCount()).toBe(before);
  });

  it('puts a visitor on a full class’s waitlist from the page, charging nothing, and refuses when the line is full too', async () => {
    const { bookingPolicy } = await owned('POST', '/bookings/v1/booking-policies', {
      bookingPolicy: { name: 'One waiting', waitlistPolicy: { enabled: true, capacity: 1 } },
    });
    const { service } = await owned('POST', '/bookings/v2/services', {
      service: {
        type: 'CLASS',
        name: 'Pilates',
        defaultCapacity: 1,
        staffMemberIds: [ids.ada],
        bookingPolicy: { id: bookingPolicy.id },
        payment: { rateType: 'FIXED', fixed: { price: { value: '20' } } },
        schedule: { recurringSessions: [{ day: 'MON', startTime: '12:00', endTime: '13:00' }] },
      },
    });
    const [entry] = await entries(service.id);
    const [first, second] = [await sessionFor(entry), await sessionFor(entry)];
    await owned('POST', '/bookings/v2/bookings', {
      booking: { bookedEntity: { slot: entry?.slot }, contactDetails },
    });

    const waiting = await book(first.sessionToken, { paymentOption: 'ONLINE', card: card(CARDS.approved) });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().booking).toMatchObject({ status: 'WAITING_LIST', paymentStatus: 'NOT_PAID' });
    const refused = await book(second.sessionToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('SLOT_NOT_AVAILABLE');
  });

  it('says a time too soon to book under the policy cannot be booked, and refuses to book it', async () => {
    // Booking closes four days before: every time on Monday is too soon from Friday.
    const { bookingPolicy } = await owned('POST', '/bookings/v1/booking-policies', {
      bookingPolicy: {
        name: 'Four days ahead',
        limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 5760 },
      },
    });
    const { service } = await owned('POST', '/bookings/v2/services', {
      service: {
        type: 'APPOINTMENT',
        name: 'Colour',
        staffMemberIds: [ids.ada],
        bookingPolicy: { id: bookingPolicy.id },
        payment: { rateType: 'NO_FEE' },
        schedule: { availabilityConstraints: { sessionDurations: [60] } },
      },
    });
    const listed = await call(
      'POST',
      '/availability-calendar/v1/availability/query',
      {
        query: {
          filter: {
            serviceId: [service.id],
            startDate: '2030-03-11T00:00:00.000Z',
            endDate: '2030-03-12T00:00:00.000Z',
          },
        },
      },
      visitor,
    );
    const [entry] = listed.json().availabilityEntries;
    expect(entry).toMatchObject({ bookable: false, bookingPolicyViolations: { tooLateToBook: true } });
    const { sessionToken } = await sessionFor(entry);

    const shown = await describeSession(sessionToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().slot.cannotBook).toBe('This time is too soon to book');
    const count = await bookingCount();
    const refused = await book(sessionToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'BOOKING_POLICY_VIOLATION',
      description: 'This time is too soon to book',
    });
    expect(await bookingCount()).toBe(count);
  });
});
