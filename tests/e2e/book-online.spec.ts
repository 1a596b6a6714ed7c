import { mkdir } from 'node:fs/promises';
import { bookOnlineLink } from './book-online-link';
import { expect, test } from './haircut-times';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('a bookingsBook link: the hosted Book Online page, a service, a time, then Booking Details, booked', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(await bookOnlineLink(request));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Online');
  await expect(page).toHaveTitle('Book Online');
  const haircut = page.getByRole('radio', { name: /Haircut/ });
  await page.getByRole('radio', { name: /Free consultation/ }).check();
  await haircut.check();
  await expect(page.getByText(/45 min · \$40\.00/)).toBeVisible();
  const times = page.getByTestId('book-times');
  const first = times.getByRole('button').first();
  await expect(first).toBeVisible();
  await page.screenshot({ path: 'test-results/look/hosted-book-online.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/look/hosted-book-online-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  const time = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:4000\/hosted\/booking\?session=bzs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
  await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText('Haircut');
  await expect(page.getByTestId('booking-time')).toContainText(time.trim());
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByTestId('booking-confirmation').getByRole('heading', { level: 1 })).toHaveText(
    'Booking confirmed',
  );
  expect(errors).toEqual([]);
});

test('a Book Online link that is not valid says so plainly', async ({ page, request }) => {
  await page.goto(`${new URL(await bookOnlineLink(request)).origin}/hosted/book?session=bzs_not-a-link`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking unavailable');
  await expect(page.getByRole('alert')).toHaveText(
    'This booking link is not valid. Go back to the site and try again.',
  );
});
