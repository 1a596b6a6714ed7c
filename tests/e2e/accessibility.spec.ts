import { bookOnlineLink } from './book-online-link';
import { expect, test } from './haircut-times';
import { seriousViolations } from './page-checks';

test('no serious accessibility violation on the storefront pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('examples.uninstalled')).toBeVisible();
  expect(await seriousViolations(page), 'home').toEqual([]);

  await page.goto('/store');
  await expect(page.getByTestId('product.container')).toHaveCount(12);
  expect(await seriousViolations(page), 'store').toEqual([]);

  await page.goto('/store/linen-shirt');
  await expect(page.getByTestId('product.page')).toBeVisible();
  expect(await seriousViolations(page), 'product page').toEqual([]);
});

test('no serious accessibility violation in any state of the hosted checkout', async ({ page }) => {
  await page.goto('/store');
  await page.getByRole('listitem').filter({ hasText: 'Dot-Grid Notebook' }).getByRole('button').click();
  await expect(page.getByTestId('cart.line')).toHaveCount(1);
  expect(await seriousViolations(page), 'cart drawer').toEqual([]);
  await page.getByTestId('cart.checkout').click();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  expect(await seriousViolations(page), 'checkout form').toEqual([]);

  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page), 'checkout with an error').toEqual([]);

  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address').fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('NY');
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  const bank = page.getByRole('dialog');
  await expect(bank).toBeVisible();
  expect(await seriousViolations(page), 'bank step').toEqual([]);
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('thank-you')).toBeVisible();
  expect(await seriousViolations(page), 'thank-you page').toEqual([]);
});

test('no serious accessibility violation on /booking and in every state of the Booking Details page', async ({
  page,
}) => {
  await page.goto('/booking?service=free-consultation');
  await expect(page.getByTestId('bookings.slot').first()).toBeVisible();
  expect(await seriousViolations(page), '/booking with times').toEqual([]);
  await page.getByTestId('bookings.slot').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
  expect(await seriousViolations(page), 'booking form').toEqual([]);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByTestId('booking-confirmation')).toBeVisible();
  expect(await seriousViolations(page), 'booking confirmation').toEqual([]);

  await page.goto('/booking?service=haircut');
  await page.getByTestId('bookings.slot').first().click();
  await page.getByRole('radio', { name: /Pay online now/ }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(await seriousViolations(page), 'booking form, paying online').toEqual([]);
});

test('no serious accessibility violation on the hosted Book Online page', async ({ page, request }) => {
  await page.goto(await bookOnlineLink(request));
  await expect(page.getByTestId('book-times').getByRole('button').first()).toBeVisible();
  expect(await seriousViolations(page), 'Book Online with times').toEqual([]);
});
