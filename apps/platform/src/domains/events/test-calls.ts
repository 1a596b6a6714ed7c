import type { TestApp } from '../../testing/app.js';

/**
 * HTTP calls on the test platform `app()` returns, shared by the events tests: `call` as the
 * owner unless told, `owned` for setup steps that must succeed, and a ticketed event to start from.
 */
export function eventsTestCalls(app: () => TestApp) {
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
  /** An event's input: a concert in Lisbon on the given dates, ticketed unless told. */
  const concert = (overrides: Record<string, unknown> = {}) => ({
    title: 'Fado Night',
    shortDescription: 'Guitars and voices by the river',
    location: {
      name: 'Clube de Fado',
      type: 'VENUE',
      address: { formattedAddress: 'R. São João da Praça 86, Lisboa', city: 'Lisboa', country: 'PT' },
    },
    dateAndTimeSettings: {
      startDate: '2030-06-14T19:00:00.000Z',
      endDate: '2030-06-14T22:00:00.000Z',
      timeZoneId: 'Europe/Lisbon',
    },
    registration: { initialType: 'TICKETING' },
    ...overrides,
  });
  const createEvent = async (overrides: Record<string, unknown> = {}, draft = false) =>
    (await owned('POST', '/events/v3/events', { event: concert(overrides), draft })).event;
  const createTicket = async (eventId: string, fields: Record<string, unknown>) =>
    (
      await owned('POST', '/events/v3/ticket-definitions', {
        ticketDefinition: {
          eventId,
          name: 'General',
          pricingMethod: { fixedPrice: { value: '25' } },
          ...fields,
        },
      })
    ).ticketDefinition;
  /** A visitor buys `quantity` tickets of one kind on the hosted page with the test card; the order. */
  const buyTickets = async (
    visitor: string,
    event: { id: string; slug: string },
    ticketDefinitionId: string,
    quantity: number,
    buyer: { firstName: string; lastName: string; email: string },
  ) => {
    const reservation = await call(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId: event.id, ticketQuantities: [{ ticketDefinitionId, quantity }] },
      visitor,
    );
    const session = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        eventsCheckout: { eventSlug: event.slug, reservationId: reservation.json().id },
        callbacks: { postFlowUrl: 'http://localhost:3000/tickets' },
      },
      visitor,
    );
    const paid = await call('POST', '/hosted/v1/event-checkout-session/checkout', {
      session: session.json().redirectSession.sessionToken,
      buyer,
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
    });
    if (paid.statusCode !== 200) throw new Error(`checkout: ${paid.body}`);
    return paid.json().order as { orderNumber: string; tickets: { ticketNumber: string }[] };
  };
  return { call, owned, concert, createEvent, createTicket, buyTickets };
}
