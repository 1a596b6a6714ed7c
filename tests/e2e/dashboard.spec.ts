import { mkdir, readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkLook, freshEmail, PLATFORM, visitorToken } from './hosted-login-helpers';
import { buy } from './store-order';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

/** The demo owner's account, as its first start wrote it (demo only). */
async function demoOwner() {
  const [email = '', password = ''] = (await readFile('test-results/e2e-data/owner-account', 'utf8'))
    .trim()
    .split('\n');
  return { email, password };
}

test('the owner signs in to the dashboard on the hosted page, opens the demo site and its orders, and signs out', async ({
  page,
  request,
}) => {
  const { email, password } = await demoOwner();
  const order = await buy(request, await visitorToken(request), 2, freshEmail('olu'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(`${PLATFORM}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Run your business');
  await checkLook(page, 'dashboard-sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The hosted sign-in page of the accounts site: no one signs up there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Bazaar');
  await expect(page.getByText("New here? Ask the site's owner for an invitation.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an account' })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${PLATFORM}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sites');
  const site = page.getByRole('link', { name: /Bazaar demo site/ });
  await expect(site).toContainText('Owner · USD · America/New_York');
  await checkLook(page, 'dashboard-sites');

  await site.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByRole('heading', { level: 2, name: 'Recent orders' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`#${order.number}`) })).toContainText('Paid');
  // Sales today, this week and this month: at least the order just placed, counted in each.
  const today = page.getByRole('listitem').filter({ hasText: 'Today' });
  await expect(today).toContainText(/[1-9]\d* orders?/);
  await expect(page.getByRole('figure')).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await checkLook(page, 'dashboard-home');

  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Payment').selectOption('PAID');
  await expect(page.getByRole('row', { name: new RegExp(`#${order.number}`) })).toContainText('Not shipped');
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await checkLook(page, 'dashboard-orders');

  // A reload keeps the session; signing out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Run your business');
});
