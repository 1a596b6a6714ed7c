import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkLook, freshEmail, mailedCode, PASSWORD, signUpOnStorefront } from './hosted-login-helpers';
import { storefrontFailures } from './page-checks';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('/subscriptions lists the public plans, the monthly one first, and leaves the hidden one out', async ({
  page,
}) => {
  const failures = storefrontFailures(page);
  await page.goto('/subscriptions');
  const container = page.getByTestId('subscriptions.container');
  await expect(container).toBeVisible();
  // Each plan's card holds its Choose plan button, the plan's test id.
  const plans = container
    .getByRole('listitem')
    .filter({ has: page.getByTestId('subscriptions.pricing-plan') });
  await expect(plans).toHaveCount(3);
  await expect(plans.first()).toContainText('Monthly membership');
  await expect(plans.first()).toContainText('$49.00 / month');
  await expect(plans.first()).toContainText('7-day free trial');
  await expect(plans.first()).toContainText('Unlimited yoga classes');
  await expect(plans.filter({ hasText: 'Yearly membership' })).toContainText('$490.00 / year');
  await expect(plans.filter({ hasText: '10-class pass' })).toContainText('$150.00 for 3 months');
  await expect(plans.filter({ hasText: '10-class pass' })).toContainText('10 classes included');
  await expect(container).not.toContainText('Staff membership');
  await checkLook(page, 'subscriptions');
  // The home page leaves the subscriptions example out of its list, as the spec says.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /subscriptions/i })).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('a visitor buys the monthly plan on the hosted Order summary, signing up on the way, then cancels it from /account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const failures = storefrontFailures(page);
  const email = freshEmail('grace');

  await page.goto('/subscriptions');
  await page.getByRole('button', { name: /^Choose plan\b.*Monthly membership$/ }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4000\/hosted\/plan-checkout\?session=bzs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order summary');
  await expect(page.getByTestId('plan-name')).toHaveText('Monthly membership');
  await expect(page.getByTestId('plan-price')).toHaveText('$49.00');
  await expect(page.getByTestId('plan-billing')).toHaveText('Every month, until canceled');
  await expect(page.getByTestId('plan-trial')).toHaveText('7 days, then the first payment');
  await expect(page.getByTestId('plan-total-today')).toHaveText('$0.00');
  await checkLook(page, 'plan-summary-visitor');
  const summaryUrl = page.url();

  // Buying needs a member: sign up on the hosted login page, which comes back to the summary.
  await page.getByTestId('plan-sign-in').click();
  await expect(page).toHaveURL(/\/hosted\/login\?session=/);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Nickname (optional)').fill('Grace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await page.getByLabel('Code').fill(await mailedCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(summaryUrl);
  await expect(page.getByTestId('plan-buyer')).toHaveText(`Buying as ${email}`);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await checkLook(page, 'plan-summary-member');

  // A declined card keeps the buyer on the summary with a sentence; the test card goes through.
  await page.getByRole('button', { name: 'Start my plan' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined and nothing was charged. Try another card.',
  );
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start my plan' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  await expect(page.getByTestId('order-paid')).toHaveText('$0.00');
  await expect(page.getByTestId('order-next-payment')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByTestId('order-end')).toHaveText('When you cancel');
  await checkLook(page, 'plan-confirmation');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");

  // Back on the storefront, the member the buyer became on the hosted pages, with no second click.
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page.getByTestId('member-bar.greeting')).toHaveText('Hello Grace,');
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/account\?planOrderId=[^&]+$/);
  const order = page.getByTestId('account.plan-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Monthly membership');
  await expect(order.getByTestId('account.plan-state')).toHaveText('Free trial');
  await expect(order).toContainText(/Next payment [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await checkLook(page, 'account-plans');

  await order.getByRole('button', { name: /^Cancel plan\b.*Monthly membership$/ }).click();
  await expect(order).toContainText('No further payments are taken');
  await order.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(order.getByTestId('account.plan-state')).toHaveText(/^Ends [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(order.getByRole('button', { name: /Cancel plan/ })).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('a signed-in member buys the 10-class pass without signing in again, then books the yoga class with it for nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const failures = storefrontFailures(page);
  await page.goto('/subscriptions');
  await signUpOnStorefront(page, request, 'Noor');
  await page.getByTestId('subscriptions.pricing-plan').filter({ hasText: '10-class pass' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order summary');
  await expect(page.getByTestId('plan-buyer')).toContainText('Buying as noor.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $150.00' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  await expect(page.getByTestId('order-paid')).toHaveText('$150.00');
  await expect(page.getByTestId('order-end')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  await page.goto('/booking');
  await page.getByTestId('bookings.service').filter({ hasText: 'Morning yoga' }).click();
  await page.getByTestId('bookings.slot').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
  const plan = page.getByRole('radio', { name: /Use your plan/ });
  await expect(plan).toBeChecked();
  await expect(page.locator('label', { has: plan })).toContainText('10-class pass, 10 left');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Email').fill('noor@example.com');
  await checkLook(page, 'booking-with-plan');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByTestId('booking-confirmation').getByRole('heading', { level: 1 })).toHaveText(
    'Booking confirmed',
  );
  await expect(page.getByTestId('booking-payment')).toHaveText('Paid with your plan');
  expect(failures).toEqual([]);
});

test('leaving the Order summary or its sign-in before buying goes back to the plans, still a visitor', async ({
  page,
}) => {
  await page.goto('/subscriptions');
  await page.getByTestId('subscriptions.pricing-plan').filter({ hasText: 'Yearly membership' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order summary');
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/subscriptions$/);
  await expect(page.getByTestId('member-bar.greeting')).toHaveText('Hello visitor,');
  // The greeting is in the server's HTML: a click before the page's scripts run would be lost.
  await page.waitForLoadState('load');

  // The hosted sign-in has its own way back: to the summary it came from.
  await page.getByTestId('subscriptions.pricing-plan').filter({ hasText: 'Yearly membership' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order summary');
  const summary = page.url();
  await page.getByTestId('plan-sign-in').click();
  await expect(page).toHaveURL(/\/hosted\/login\?session=/);
  await page.getByRole('link', { name: /^Back to / }).click();
  await expect(page).toHaveURL(summary);
  await expect(page.getByTestId('plan-sign-in')).toBeVisible();
});
