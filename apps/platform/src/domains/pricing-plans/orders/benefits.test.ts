import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { plansTestCalls } from '../test-calls.js';

const contactDetails = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
/** The yoga class on Tuesdays at 18:00 in New York, `week` weeks after 12 March 2030. */
const yogaOn = (serviceId: string, week: number) => {
  const start = new Date(Date.parse('2030-03-12T22:00:00.000Z') + week * 7 * 86_400_000);
  return {
    serviceId,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3_600_000).toISOString(),
  };
};

describe.each(testDialects)('bookings paid with a plan on %s', (dialect) => {
  let t: TestApp;
  let yoga: string;
  let passId: string;
  const clock = new ManualClock('2030-03-10T12:00:00.000Z');
  const { call, owned, createPlan, signUp, buy } = plansTestCalls(() => t);
  const bookApi = (slot: Record<string, unknown>, token: string, selectedPaymentOption = 'MEMBERSHIP') =>
    call(
      'POST',
      '/bookings/v2/bookings',
      { booking: { bookedEntity: { slot }, contactDetails, selectedPaymentOption } },
      token,
    );
  const hostedSession = async (slot: Record<string, unknown>, token: string) => {
    const response = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        bookingsCheckout: { slotAvailability: { slot } },
        callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
      },
      token,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().redirectSession.sessionToken as string;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    await owned('PATCH', '/sites/v1/site', { site: { settings: { timeZone: 'America/New_York' } } });
    const teacher = (await owned('POST', '/bookings/v1/staff-members', { staffMember: { name: 'Ada' } }))
      .staffMember.id;
    yoga = (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'CLASS',
          name: 'Yoga',
          defaultCapacity: 20,
          staffMemberIds: [teacher],
          payment: {
            rateType: 'FIXED',
            fixed: { price: { value: '18' } },
            options: { online: true, inPerson: true },
          },
          schedule: { recurringSessions: [{ day: 'TUE', startTime: '18:00', endTime: '19:00' }] },
        },
      })
    ).service.id;
    passId = (
      await createPlan({
        name: 'Two-class pass',
        sessionLimit: 2,
        pricing: { singlePaymentForDuration: { count: 3, unit: 'MONTH' }, price: { value: '30' } },
      })
    ).id;
    await owned('POST', `/bookings/v2/services/${yoga}/pricing-plans/add`, { pricingPlanIds: [passId] });
  });
  afterAll(() => t.close());

  it('offers the plan on the hosted page to its holder, books with it for nothing, and stops at its limit', async () => {
    const holder = await signUp();
    await buy(passId, holder);
    const session = await hostedSession(yogaOn(yoga, 0), holder.token);
    const shown = (await call('POST', '/hosted/v1/booking-session', { session })).json();
    expect(shown.service.paymentOptions).toEqual(['MEMBERSHIP', 'OFFLINE', 'ONLINE']);
    expect(shown.service.membership).toEqual({ planName: 'Two-class pass', sessionsLeft: 2 });
    const booked = await call('POST', '/hosted/v1/booking-session/book', {
      session,
      contactDetails,
      paymentOption: 'MEMBERSHIP',
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().booking).toMatchObject({
      selectedPaymentOption: 'MEMBERSHIP',
      paymentStatus: 'EXEMPT',
      status: 'CONFIRMED',
    });

    expect((await bookApi(yogaOn(yoga, 1), holder.token)).statusCode).toBe(200);
    const third = await hostedSession(yogaOn(yoga, 2), holder.token);
    expect(
      (await call('POST', '/hosted/v1/booking-session', { session: third })).json().service,
    ).not.toHaveProperty('membership');
    const refused = await call('POST', '/hosted/v1/booking-session/book', {
      session: third,
      contactDetails,
      paymentOption: 'MEMBERSHIP',
    });
    expect(refused.statusCode).toBe(400);
    const api = await bookApi(yogaOn(yoga, 2), holder.token);
    expect(api.statusCode).toBe(409);
    expect(api.json().details.applicationError.code).toBe('PLAN_SESSIONS_USED_UP');

    // A booking paid with the plan and canceled gives its session back; the wire never names the order.
    const bookingId = booked.json().booking.id;
    expect(booked.json().booking).not.toHaveProperty('coverId');
    const canceled = await call('POST', `/bookings/v2/bookings/${bookingId}/cancel`, {}, holder.token);
    expect(canceled.statusCode).toBe(200);
    const again = await hostedSession(yogaOn(yoga, 2), holder.token);
    expect(
      (await call('POST', '/hosted/v1/booking-session', { session: again })).json().service.membership,
    ).toEqual({
      planName: 'Two-class pass',
      sessionsLeft: 1,
    });
    expect((await bookApi(yogaOn(yoga, 2), holder.token)).statusCode).toBe(200);
  });

  it('offers nothing to a visitor or a member without the plan', async () => {
    const visitor = await t.visitorToken();
    const session = await hostedSession(yogaOn(yoga, 3), visitor);
    expect(
      (await call('POST', '/hosted/v1/booking-session', { session })).json().service.paymentOptions,
    ).toEqual(['OFFLINE', 'ONLINE']);
    const asVisitor = await call('POST', '/hosted/v1/booking-session/book', {
      session,
      contactDetails,
      paymentOption: 'MEMBERSHIP',
    });
    expect(asVisitor.json().details.applicationError.code).toBe('PAYMENT_OPTION_NOT_AVAILABLE');
    const other = await signUp();
    expect((await bookApi(yogaOn(yoga, 3), other.token)).json().details.applicationError.code).toBe(
      'PLAN_SESSIONS_USED_UP',
    );
  });

  it('gives the last session of a plan to one of many bookings racing for it', async () => {
    const holder = await signUp();
    await buy(passId, holder);
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, week) => bookApi(yogaOn(yoga, 4 + week), holder.token)),
    );
    const codes = racing.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(6);
  });
});
