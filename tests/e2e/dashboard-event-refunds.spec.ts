import { expect, test } from '@playwright/test';
import { ok } from './door';
import { checkLook } from './hosted-login-helpers';
import { demoOwner, ownSite, signIn } from './own-site';

/*
 * Refunding one ticket of an order on an event's page: it goes back on sale and admits no one,
 * the buyer gets its share, and the rest of the order stays paid and refundable.
 */
test('the owner refunds one ticket of a paid order, then the rest of it', async ({ page, request }) => {
  const venue = `Refunds ${Date.now().toString(36)}`;
  const site = await ownSite(request, venue, ['events']);
  const event = (
    await ok(
      request,
      '/events/v3/events',
      {
        event: {
          title: 'Quay concert',
          location: { type: 'VENUE', address: { formattedAddress: 'Lisboa' } },
          dateAndTimeSettings: {
            startDate: '2031-06-14T19:00:00.000Z',
            endDate: '2031-06-14T22:00:00.000Z',
            timeZoneId: 'Europe/Lisbon',
          },
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
        ticketDefinition: {
          eventId: event.id,
          name: 'General',
          pricingMethod: { fixedPrice: { value: '20' } },
        },
      },
      site.apiKey,
    )
  ).ticketDefinition;
  // A buyer pays two tickets by card on the hosted checkout, through its API.
  const visitor = await site.visitorToken();
  const held = await ok(
    request,
    '/events/v1/checkout/reservations',
    { eventId: event.id, ticketQuantities: [{ ticketDefinitionId: ticket.id, quantity: 2 }] },
    visitor,
  );
  const { redirectSession } = await ok(
    request,
    '/_api/redirects-api/v1/redirect-session',
    { eventsCheckout: { eventSlug: event.slug, reservationId: held.id } },
    visitor,
  );
  const paid = await request.post('http://127.0.0.1:4000/hosted/v1/event-checkout-session/checkout', {
    data: {
      session: redirectSession.sessionToken,
      buyer: { firstName: 'Amália', lastName: 'Rodrigues', email: 'amalia@example.com' },
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { orderNumber, tickets } = (await paid.json()).order as {
    orderNumber: string;
    tickets: { ticketNumber: string }[];
  };
  const [first = '', second = ''] = tickets.map((one) => one.ticketNumber);

  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: new RegExp(venue) }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'Quay concert' }).click();
  const ofOrder = page.getByRole('list', { name: `Tickets of order ${orderNumber}` });
  await expect(ofOrder.getByRole('listitem')).toHaveCount(2);
  await ofOrder.getByRole('button', { name: `Refund ticket ${first}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status')).toContainText(`Ticket ${first} refunded:`);
  await expect(ofOrder.getByRole('listitem').filter({ hasText: first })).toContainText('refunded');
  await expect(ofOrder.getByRole('button', { name: `Refund ticket ${first}` })).toHaveCount(0);
  await expect(ofOrder.getByRole('button', { name: `Refund ticket ${second}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tickets', exact: true })).toContainText('1 sold');
  await checkLook(page, 'dashboard-event-refunds');
  await page.getByRole('button', { name: `Refund ${orderNumber}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status')).toContainText(`Order ${orderNumber} refunded:`);
  await expect(page.getByRole('list', { name: 'Tickets', exact: true })).toContainText('0 sold');
});
