import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './haircut-times';
import { checkLook, PLATFORM, signUpOnStorefront } from './hosted-login-helpers';
import { storefrontFailures } from './page-checks';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

/** The member's access token, from the storefront's session cookie. */
async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'session');
  return JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).accessToken?.value;
}

test('a member sees their coming booking on /account, moves it to another time, and cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const failures = storefrontFailures(page);
  await page.goto('/account');
  const email = await signUpOnStorefront(page, request, 'Lin');
  await expect(page.getByTestId('account.bookings')).toContainText('Nothing booked yet.');
  await expect(page.getByTestId('account.tickets')).toContainText('No tickets yet.');
  await expect(page.getByTestId('account.orders')).toContainText('No orders yet.');

  // A haircut booked through the API as the member, at its first free time.
  const authorization = await accessToken(page);
  const services = await request.post(`${PLATFORM}/bookings/v2/services/query`, {
    headers: { authorization },
    data: { query: { filter: { name: 'Haircut' } } },
  });
  const serviceId = (await services.json()).services[0].id as string;
  const free = await request.post(`${PLATFORM}/availability-calendar/v1/availability/query`, {
    headers: { authorization },
    data: {
      query: {
        filter: {
          serviceId: [serviceId],
          startDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          endDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
          bookable: true,
        },
      },
    },
  });
  const [first] = (await free.json()).availabilityEntries as { slot: Record<string, unknown> }[];
  const booked = await request.post(`${PLATFORM}/bookings/v2/bookings`, {
    headers: { authorization },
    data: { booking: { bookedEntity: { slot: first?.slot }, contactDetails: { firstName: 'Lin', email } } },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await page.reload();
  const booking = page.getByTestId('account.booking');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText('Haircut');
  await expect(booking).toContainText('(New York time)');
  const before = await booking.textContent();
  await checkLook(page, 'account-bookings');

  await booking.getByRole('button', { name: /^Reschedule\b/ }).click();
  const choices = booking.getByRole('group', { name: 'Move it to' }).getByRole('button');
  await expect(choices.first()).toBeVisible();
  await choices.first().click();
  await expect(booking).not.toHaveText(before ?? '');
  await expect(booking).toContainText('Haircut');

  await booking.getByRole('button', { name: /^Cancel booking\b/ }).click();
  await booking.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('account.bookings')).toContainText('Nothing booked yet.');
  expect(failures).toEqual([]);
});
