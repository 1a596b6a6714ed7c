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
  return { call, owned, concert, createEvent, createTicket };
}
