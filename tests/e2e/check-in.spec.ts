import { mkdir } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { checkLook, PLATFORM } from './hosted-login-helpers';
import { ownSite } from './own-site';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

/** A call that must succeed, with the credential given. */
async function ok(request: APIRequestContext, path: string, data: object, authorization: string) {
  const response = await request.post(`${PLATFORM}${path}`, { headers: { authorization }, data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * An event on a site of this test's own (the demo site's event list is counted by other tests),
 * with a free ticket two guests hold.
 */
async function doorOfTonight(request: APIRequestContext) {
  const site = await ownSite(request, 'Door test venue', ['events']);
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
  await ok(
    request,
    '/events/v1/checkout',
    {
      eventId: concert.id,
      reservationId: held.id,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${stamp}@example.com` },
    },
    visitor,
  );
  return { concert: concert as { id: string; title: string }, ownerKey: site.apiKey };
}

test('a staff member opens their login link on a phone or a desk, finds a guest and checks them in', async ({
  page,
  request,
}) => {
  const { concert, ownerKey } = await doorOfTonight(request);
  const { staffMember } = await ok(
    request,
    '/events/v1/staff-members',
    {
      staffMember: {
        name: 'Rita',
        permissions: ['CHECK_IN_GUESTS'],
        specificEvents: { events: [concert.id] },
      },
    },
    ownerKey,
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(staffMember.loginLink);
  await expect(page).toHaveTitle('Check-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(concert.title);
  await expect(page.getByText('Check-in · Rita')).toBeVisible();
  const guests = page.getByRole('listitem');
  await expect(guests).toHaveCount(2);
  await expect(page.getByText('of 2 checked in')).toContainText('0');
  await checkLook(page, 'hosted-check-in');

  const first = (await guests.first().locator('.ticket-number').textContent()) ?? '';
  await page.getByLabel('Find a guest').fill(first);
  await expect(guests).toHaveCount(1);
  await guests.first().getByRole('button', { name: 'Check in Ada Lovelace' }).click();
  await expect(page.getByRole('status')).toHaveText('Ada Lovelace is checked in.');
  await expect(guests.first()).toContainText('Checked in');
  await page.getByLabel('Find a guest').fill('');
  await expect(page.getByText('of 2 checked in')).toContainText('1');
  await checkLook(page, 'hosted-check-in-one-inside');

  // The check-in is the platform's: the owner's door list says so, and a reload keeps this device signed in.
  const door = await request.get(`${PLATFORM}/events/v1/tickets?eventId=${concert.id}&state=CHECKED_IN`, {
    headers: { authorization: ownerKey },
  });
  expect((await door.json()).tickets.map((one: { ticketNumber: string }) => one.ticketNumber)).toEqual([
    first,
  ]);
  await page.reload();
  await expect(page.getByText('of 2 checked in')).toContainText('1');
  expect(errors).toEqual([]);

  // The owner pauses the staff member: the page says so in its own words.
  const current = await request.get(`${PLATFORM}/events/v1/staff-members/${staffMember.id}`, {
    headers: { authorization: ownerKey },
  });
  const paused = await request.patch(`${PLATFORM}/events/v1/staff-members/${staffMember.id}`, {
    headers: { authorization: ownerKey },
    data: { staffMember: { revision: (await current.json()).staffMember.revision, status: 'ACCESS_PAUSED' } },
  });
  expect(paused.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check-in unavailable');
  await expect(page.getByRole('alert')).toHaveText(
    'The event organiser has paused your access. Ask them to resume it.',
  );
});
