import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './haircut-times';

/** From /booking to the hosted Booking Details page of the haircut's first free time. */
async function chooseHaircutTime(page: Page): Promise<string> {
  await page.goto('/booking');
  await expect(page.getByTestId('bookings.container')).toBeVisible();
  const haircut = page.getByRole('listitem').filter({ hasText: 'Haircut' });
  await expect(haircut).toContainText('$40.00');
  await expect(haircut).toContainText('45 min');
  await page.getByTestId('bookings.service').filter({ hasText: 'Haircut' }).click();
  const slot = page.getByTestId('bookings.slot').first();
  await expect(slot).toBeVisible();
  const time = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:4000\/hosted\/booking\?session=bzs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
  return time;
}

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
}

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('book a time from /booking, paying in person: confirmation, reload, back on the storefront', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const time = await chooseHaircutTime(page);
  const summary = page.getByRole('complementary', { name: 'Your booking' });
  await expect(summary).toContainText('Haircut');
  await expect(page.getByTestId('booking-price')).toHaveText('$40.00');
  // The time the visitor chose, in their zone (the browser's, as the storefront showed it).
  await expect(page.getByTestId('booking-time')).toContainText(time.trim().split(/\s+/)[0] ?? '');
  await fillContact(page);
  // The haircut's own questions, after the contact details (neither required).
  await page.getByLabel('How would you like it? (optional)').fill('Short on the sides');
  await expect(page.getByLabel('First visit? Tell us about your hair (optional)')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pay in person/ })).toBeChecked();
  await page.screenshot({ path: 'test-results/look/hosted-booking-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Book now' }).click();

  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');
  await expect(page.getByTestId('booking-payment')).toHaveText('Pay at the business');
  await page.screenshot({ path: 'test-results/look/hosted-booking-confirmed.png', fullPage: true });
  // The confirmation lasts: a reload shows the same booking.
  await page.reload();
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');

  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/booking\?bookingId=/);
  await expect(page.getByTestId('bookings.container')).toBeVisible();
  // Back on the storefront, what was booked, on the studio's clock; a reload says it again.
  const thanks = page.getByTestId('bookings.thanks');
  await expect(thanks).toContainText("You're booked! Haircut,");
  // On the clock the booker chose the time on (the browser's), named as the storefront names zones.
  await expect(thanks).toHaveText(
    / at \d{1,2}:\d\d [AP]M \((UTC|[A-Za-z ]+ time)\)\. Pay at the business\.$/,
  );
  await page.screenshot({ path: 'test-results/look/booking-returned-1280.png' });
  await page.reload();
  await expect(thanks).toContainText("You're booked! Haircut,");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/look/booking-returned-390.png' });
  expect(errors).toEqual([]);
});

test('book a time paying online with the test card: a declined card first, then one the bank confirms', async ({
  page,
}) => {
  await chooseHaircutTime(page);
  await fillContact(page);
  await page.getByRole('radio', { name: /Pay online now/ }).check();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: 'Book and pay $40.00' });
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined and nothing was charged. Try another card.',
  );

  // A card whose bank asks to confirm: the test bank's dialog, then the booking.
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await pay.click();
  const bank = page.getByTestId('bank-challenge');
  await expect(bank).toContainText('Confirm your payment');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('booking-confirmation').getByRole('heading', { level: 1 })).toHaveText(
    'Booking confirmed',
  );
  await expect(page.getByTestId('booking-payment')).toHaveText('Paid online');
});

test('a time taken meanwhile is said plainly, with a way to choose another', async ({ page, browser }) => {
  await chooseHaircutTime(page);
  // Another visitor chooses the same first free time on their own link, and books it first.
  const context = await browser.newContext();
  const other = await context.newPage();
  await chooseHaircutTime(other);
  await fillContact(other);
  await other.getByRole('button', { name: 'Book now' }).click();
  await expect(other.getByTestId('booking-confirmation')).toBeVisible();
  await context.close();

  await fillContact(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This time is no longer available. Please choose another one',
  );
  await page.getByRole('link', { name: 'Choose another time' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/booking/);
});

test('a booking link that is not valid says so', async ({ page }) => {
  await page.goto('http://127.0.0.1:4000/hosted/booking?session=bzs_not-a-real-session');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking unavailable');
  await expect(page.getByRole('alert')).toHaveText(
    'This booking link is not valid. Go back to the site and choose a time again.',
  );
});

test('book the course as a whole through the cart and the hosted checkout, paid by card', async ({
  page,
}) => {
  await page.goto('/booking');
  await page.getByTestId('bookings.service').filter({ hasText: 'Intro to meditation' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Intro to meditation' })).toBeVisible();
  // Before it goes in the cart: its first session, its rhythm on the studio's clock, every date, the places.
  const course = page.getByTestId('bookings.course');
  await expect(course).toContainText(/^First session [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(course).toContainText(/\d+ sessions · Thursdays, 6:30 PM – 8:00 PM \(New York time\)/);
  const count = Number(/(\d+) sessions/.exec(await course.innerText())?.[1]);
  const dates = course.getByRole('list', { name: 'Session dates' }).getByRole('listitem');
  await expect(dates).toHaveCount(count);
  await expect(dates.first()).toHaveText(/^Thu, /);
  await expect(page.getByTestId('bookings.course.places')).toHaveText(/^\d+ places? left$/);
  await page.screenshot({ path: 'test-results/look/booking-course.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/look/booking-course-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: /Add to cart/ }).click();
  const line = page.getByTestId('cart.line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Intro to meditation');
  await expect(line).toContainText('$120.00');
  await page.getByTestId('cart.checkout').click();

  await expect(page).toHaveURL(/127\.0\.0\.1:4000\/hosted\/checkout\?session=bzs_/);
  await expect(page.getByTestId('checkout-line')).toContainText('Intro to meditation');
  // A course travels nowhere: no address is asked, no delivery is charged.
  await expect(page.getByLabel('Address')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText('$120.00');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $120.00' }).click();
  await expect(page.getByTestId('thank-you')).toContainText('Thank you for your order');
  await page.screenshot({ path: 'test-results/look/hosted-thank-you-course.png', fullPage: true });
});
