import { type APIRequestContext, expect } from '@playwright/test';
import { PLATFORM } from './hosted-login-helpers';
import { ownSite } from './own-site';

/** A call that must succeed, with the credential given. */
export async function ok(request: APIRequestContext, path: string, data: object, authorization: string) {
  const response = await request.post(`${PLATFORM}${path}`, { headers: { authorization }, data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * An event on a site of this test's own (the demo site's event list is counted by other tests),
 * with a free ticket two guests hold.
 */
export async function doorOfTonight(request: APIRequestContext, venue: string) {
  const site = await ownSite(request, venue, ['events']);
  const stamp = Date.now().toString(36);
  const dates = {
    startDate: '2031-06-14T19:00:00.000Z',
    endDate: '2031-06-14T22:00:00.000Z',
    timeZoneId: 'Europe/Lisbon',
  };
  const location = { name: 'Clube de Fado', type: 'VENUE', address: { formattedAddress: 'Lisboa' } };
  const concert = (
    await ok(
      request,
      '/events/v3/events',
      {
        event: {
          title: `Door test ${stamp}`,
          location,
          dateAndTimeSettings: dates,
          registration: { initialType: 'TICKETING' },
        },
      },
      site.apiKey,
    )
  ).event;
  const ticket = (
    await ok(
      request,
      '/events/v3/ticket-definitions',
      {
        ticketDefinition: { eventId: concert.id, name: 'General', pricingMethod: { free: true } },
      },
      site.apiKey,
    )
  ).ticketDefinition;
  const visitor = await site.visitorToken();
  const held = await ok(
    request,
    '/events/v1/checkout/reservations',
    { eventId: concert.id, ticketQuantities: [{ ticketDefinitionId: ticket.id, quantity: 2 }] },
    visitor,
  );
  const { order } = await ok(
    request,
    '/events/v1/checkout',
    {
      eventId: concert.id,
      reservationId: held.id,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${stamp}@example.com` },
    },
    visitor,
  );
  return {
    concert: concert as { id: string; title: string },
    ownerKey: site.apiKey,
    ticketNumbers: (order.tickets as { ticketNumber: string }[]).map((ticket) => ticket.ticketNumber),
  };
}
