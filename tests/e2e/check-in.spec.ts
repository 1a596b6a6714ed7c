import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { doorOfTonight, ok } from './door';
import { checkLook, PLATFORM } from './hosted-login-helpers';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('a staff member opens their login link on a phone or a desk, finds a guest and checks them in', async ({
  page,
  request,
}) => {
  const { concert, ownerKey } = await doorOfTonight(request, 'Door test venue');
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
