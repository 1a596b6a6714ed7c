import { expect, test } from '@playwright/test';
import { addToCart } from './store-cart';

const PLATFORM = 'http://127.0.0.1:4000';

test('checkout on the hosted page: address, tax, coupon, delivery, a declined card, the bank step, then back to an empty cart', async ({
  page,
}) => {
  await addToCart(page, 'Soy Candle');
  await page.getByTestId('cart.checkout').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:4000\/hosted\/checkout\?session=bzs_/);
  await expect(page.getByTestId('checkout-line')).toContainText('Soy Candle');
  const total = page.getByTestId('checkout-total');
  // $21.00 and standard delivery ($5.00); no tax before an address is known.
  await expect(total).toHaveText('$26.00');

  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address').fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Postal code').fill('10001');
  await page.getByLabel('Country').selectOption('US');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('NY');
  await page.getByLabel('Phone (optional)').focus();
  await page.getByLabel('Card number').focus(); // leaving the address prices it: New York sales tax
  await expect(page.getByTestId('checkout-tax')).toHaveText('$1.86');
  await expect(total).toHaveText('$27.86');

  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
  await expect(total).toHaveText('$25.58');
  await page.getByRole('radio', { name: /Express/ }).check();
  await expect(total).toHaveText('$35.58');
  await page.screenshot({ path: 'test-results/look/hosted-checkout-filled.png', fullPage: true });

  const payButton = page.getByRole('button', { name: 'Pay $35.58' });
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await payButton.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined and nothing was charged. Try another card.',
  );

  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await payButton.click();
  const bank = page.getByTestId('bank-challenge');
  await expect(bank).toContainText('Confirm your payment');
  await page.screenshot({ path: 'test-results/look/hosted-bank-step.png' });
  await bank.getByRole('button', { name: 'Fail verification' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your bank did not confirm the payment, and nothing was charged. Try again.',
  );

  // The bank's dialog holds the focus, and Escape walks away from it (the payment is not made).
  await payButton.click();
  await expect(bank.getByRole('button', { name: 'Confirm payment' })).toBeFocused();
  // Tab goes round the dialog's buttons (and out to the browser's own controls), never to the page.
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    const behind = await bank.evaluate(
      (dialog) => document.activeElement !== document.body && !dialog.contains(document.activeElement),
    );
    expect(behind).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(bank).toBeHidden();
  await expect(page.getByRole('alert')).toHaveText(
    'Your bank did not confirm the payment, and nothing was charged. Try again.',
  );

  await payButton.click();
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('thank-you')).toContainText('Thank you for your order');
  await expect(page.getByTestId('thank-you')).toContainText('$35.58');
  await expect(page.getByTestId('order-number')).toHaveText(/^#\d+$/);
  await page.screenshot({ path: 'test-results/look/hosted-thank-you.png' });

  // The thank-you page lasts: a reload shows the same order, with where and how it goes.
  const number = await page.getByTestId('order-number').textContent();
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
  await expect(page.getByTestId('checkout-line')).toContainText('Soy Candle');
  await expect(page.getByTestId('order-address')).toContainText('350 5th Ave');
  await expect(page.getByTestId('order-address')).toContainText('New York, NY 10001');
  await expect(page.getByTestId('order-delivery')).toContainText('Express');
  await expect(page.getByTestId('checkout-tax')).toHaveText('$1.68');
  await expect(page.getByTestId('order-payment')).toHaveText('Paid by card');

  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:3000\/store\?orderId=/);
  await expect(page.getByTestId('order.thanks')).toContainText(`Order ${number} is paid ($35.58)`);
  // The paid cart is gone: the header shows no count.
  await expect(page.getByTestId('header.cart.count')).toHaveCount(0);
});

test('the hosted checkout explains a link that is not valid', async ({ page }) => {
  await page.goto(`${PLATFORM}/hosted/checkout?session=bzs_not-a-real-session`);
  await expect(page.getByRole('alert')).toHaveText('This checkout link is not valid');
});

test('a hosted page no flow has says so', async ({ page }) => {
  await page.goto(`${PLATFORM}/hosted/no-such-flow?session=bzs_whatever-it-is`);
  await expect(page.getByRole('heading')).toHaveText('Page not found');
  await expect(page.getByRole('alert')).toHaveText('This link does not lead to a page of this shop.');
});

test('the hosted checkout says what is wrong with a link in words, not validator output', async ({
  page,
}) => {
  await page.goto(`${PLATFORM}/hosted/checkout?session=short`);
  await expect(page.getByRole('alert')).toHaveText(
    'This checkout link is not valid. Go back to the store and check out again.',
  );
});
