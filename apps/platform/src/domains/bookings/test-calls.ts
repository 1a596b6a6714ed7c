import type { TestApp } from '../../testing/app.js';

/**
 * HTTP calls on the test platform `app()` returns (built in `beforeAll`), shared by the bookings
 * tests: `call` as the owner unless told, `owned` for the owner's setup steps, which must succeed.
 */
export function bookingsTestCalls(app: () => TestApp) {
  const call = (
    method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    authorization = app().ownerApiKey,
  ) => app().app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const owned = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) => {
    const response = await call(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  /** Every day of the week, open from `startTime` to `endTime`. */
  const everyDay = (startTime: string, endTime: string) =>
    ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({ day, startTime, endTime }));
  /**
   * A $45 one-hour haircut with Ada, open 09:00–17:00 every day in the site's time zone, as the
   * payment tests start from (`service` adds to or overrides the service's fields); its id.
   */
  const paidHaircut = async (service: Record<string, unknown> = {}) => {
    await owned('PATCH', '/bookings/v1/settings', {
      settings: { businessHours: everyDay('09:00', '17:00') },
    });
    const ada = (
      await owned('POST', '/bookings/v1/staff-members', {
        staffMember: { name: 'Ada', workingHours: everyDay('09:00', '17:00') },
      })
    ).staffMember.id;
    return (
      await owned('POST', '/bookings/v2/services', {
        service: {
          type: 'APPOINTMENT',
          name: 'Haircut',
          staffMemberIds: [ada],
          payment: { rateType: 'FIXED', fixed: { price: { value: '45' } } },
          schedule: { availabilityConstraints: { sessionDurations: [60] } },
          ...service,
        },
      })
    ).service.id as string;
  };
  /**
   * The member behind `token` books the service's first free time from `from` (an ISO date) to the
   * day's end on the hosted Booking Details page, paying by the test card; the booking.
   */
  const bookPaidOnHostedPage = async (token: string, serviceId: string, from: string) => {
    const [entry] = (
      await call(
        'POST',
        '/availability-calendar/v1/availability/query',
        {
          query: {
            filter: {
              serviceId: [serviceId],
              startDate: from,
              endDate: `${from.slice(0, 10)}T23:59:59.000Z`,
              bookable: true,
            },
          },
        },
        token,
      )
    ).json().availabilityEntries;
    const session = await call(
      'POST',
      '/redirect-session/v1/redirect-session',
      {
        bookingsCheckout: { slotAvailability: entry, timezone: 'UTC' },
        callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
      },
      token,
    );
    const booked = await call('POST', '/hosted/v1/booking-session/book', {
      session: session.json().redirectSession.sessionToken,
      contactDetails: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      paymentOption: 'ONLINE',
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
    });
    if (booked.statusCode !== 200) throw new Error(`book: ${booked.body}`);
    return booked.json().booking as {
      id: string;
      revision: string;
      paymentStatus: string;
      startDate: string;
    };
  };
  return { call, owned, everyDay, paidHaircut, bookPaidOnHostedPage };
}
