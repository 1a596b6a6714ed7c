import { mkdir } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { authenticatorCode } from './authenticator';
import { checkLook, freshEmail, ownerKey, PASSWORD, PLATFORM, visitorToken } from './hosted-login-helpers';
import { demoOwner, ownSite, signIn } from './own-site';
import { buy } from './store-order';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('the owner signs in to the dashboard on the hosted page, opens the demo site and its orders, and signs out', async ({
  page,
  request,
}) => {
  // Seven pages looked at (axe and a screenshot at two widths each): 20 s alone on a loaded machine.
  test.setTimeout(60_000);
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
  await page.getByLabel("Buyer's email").fill(order.buyerInfo.email);
  await page.getByRole('button', { name: 'Show orders' }).click();
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

/** Accepts the newest invitation mailed to `email` with a password, as its page would. */
async function accept(request: APIRequestContext, email: string) {
  const box = await request.get(`${PLATFORM}/mail/v1/messages?to=${encodeURIComponent(email)}`, {
    headers: { authorization: await ownerKey() },
  });
  const [mail] = (await box.json()).messages as { text: string }[];
  const token = /#token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const accepted = await request.post(`${PLATFORM}/hosted/v1/invitation/accept`, {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test('the owner invites a manager and staff and makes a key on the Team page; each sees only what their role opens', async ({
  browser,
  page,
  request,
}) => {
  // Three people's pages looked at (axe and a screenshot at two widths each).
  test.setTimeout(60_000);
  const owner = await demoOwner();
  const manager = freshEmail('mia');
  const staff = freshEmail('sam');
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: /Bazaar demo site/ }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');
  await expect(
    page.getByRole('region', { name: 'People' }).getByRole('listitem').filter({ hasText: owner.email }),
  ).toHaveCount(1);

  const invite = page.getByRole('region', { name: 'Invite someone' });
  for (const [email, role] of [
    [manager, 'Manager'],
    [staff, 'Staff'],
  ] as const) {
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption({ label: role });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
  }
  await expect(invite.getByRole('listitem').filter({ hasText: staff })).toContainText('Staff · Waiting');

  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByLabel('Name').fill('Front desk');
  await keys.getByRole('button', { name: 'Make a key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new key' });
  await expect(shown.getByLabel('The new key')).toHaveValue(/^bzk_/);
  await checkLook(page, 'dashboard-new-key');
  await shown.getByRole('button', { name: 'Done' }).click();
  const frontDesk = keys.getByRole('listitem').filter({ hasText: 'Front desk' });
  await frontDesk.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(keys.getByRole('status')).toContainText('is revoked');
  await expect(frontDesk).toHaveCount(0);
  await checkLook(page, 'dashboard-team');

  await accept(request, manager);
  await accept(request, staff);
  const siteUrl = page.url().replace(/\/team$/, '');

  // The manager runs the business, but the Team page (people and keys) is not theirs.
  const managerContext = await browser.newContext();
  const asManager = await managerContext.newPage();
  await signIn(asManager, manager, PASSWORD);
  await asManager.goto(siteUrl);
  const managerAreas = asManager.getByRole('navigation', { name: 'Site areas' }).getByRole('link');
  await expect(managerAreas).toHaveText([
    'Home',
    'Products',
    'Collections',
    'Orders',
    'Members',
    'Plans',
    'Events',
    'Check-in',
    'Bookings',
    'Store settings',
  ]);
  await asManager.goto(`${siteUrl}/team`);
  await expect(asManager.getByRole('alert')).toHaveText(
    'This page is not open to manager. Ask an owner of the site if you need it.',
  );

  // Staff see the bookings, and no store page.
  const staffContext = await browser.newContext();
  const asStaff = await staffContext.newPage();
  await signIn(asStaff, staff, PASSWORD);
  await asStaff.goto(siteUrl);
  await expect(asStaff.getByRole('heading', { level: 1 })).toHaveText('Bookings');
  await expect(asStaff.getByRole('navigation', { name: 'Site areas' }).getByRole('link')).toHaveText([
    'Bookings',
    'Check-in',
  ]);
  await checkLook(asStaff, 'dashboard-bookings-staff');
  await asStaff.goto(`${siteUrl}/orders`);
  await expect(asStaff.getByRole('alert')).toContainText('not open to staff');
  await Promise.all([managerContext.close(), staffContext.close()]);
});

test('the owner finds products by any word of the name, and hides and shows the ones chosen', async ({
  page,
  request,
}) => {
  // A site and a product of this test's own: the demo store's products are counted by other tests.
  const word = `lamp${Date.now().toString(36)}`;
  const name = `Brass ${word} Lamp`;
  const shop = `Lamp shop ${word}`;
  const site = await ownSite(request, shop, ['stores']);
  const made = await request.post(`${PLATFORM}/stores/v1/products`, {
    headers: { authorization: site.apiKey },
    data: { product: { name, priceData: { price: '40' }, productType: 'physical' } },
  });
  expect(made.status(), await made.text()).toBe(200);
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: new RegExp(shop) }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await checkLook(page, 'dashboard-products');

  await page.getByRole('search').getByLabel('Name').fill(word.toUpperCase());
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNotText: 'Name' });
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose ${name}` }).check();
  await expect(page.getByText('1 chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('1 product hidden from the store.');
  await page.getByLabel('Shown in the store').selectOption('hidden');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose ${name}` }).check();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('1 product shown in the store.');
  await expect(rows).toHaveCount(0);
});

test('the owner opens an order from the list, ships it with a tracking number and refunds one item', async ({
  page,
  request,
}) => {
  const order = await buy(request, await visitorToken(request), 2, freshEmail('ines'));
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: /Bazaar demo site/ }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Orders' }).click();
  // Found by its number among the orders other tests place.
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByLabel('Number').fill(`#${order.number}`);
  await search.getByRole('button', { name: 'Show orders' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `#${order.number}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.number}`);
  await expect(page.getByText('Dot-Grid Notebook × 2')).toBeVisible();

  await page.getByRole('button', { name: 'Ship' }).click();
  const ship = page.getByRole('dialog', { name: 'Ship the order' });
  await ship.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByRole('status')).toHaveText('Shipped with UPS, tracking 1Z999AA10123456784.');
  await expect(page.locator('.badge').filter({ hasText: 'Shipped' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ship' })).toBeDisabled();

  await page.getByRole('button', { name: 'Refund one' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'One Dot-Grid Notebook refunded to the card, and back in stock.',
  );
  await expect(page.locator('.badge').filter({ hasText: 'Partly refunded' })).toBeVisible();
  await checkLook(page, 'dashboard-order');
});

test('an account with two-step verification signs in to the dashboard with its authenticator code', async ({
  page,
  request,
}) => {
  const email = freshEmail('tove');
  await request.post(`${PLATFORM}/sites/v1/invitations`, {
    headers: { authorization: await ownerKey() },
    data: { invitation: { email, role: 'MANAGER' } },
  });
  await accept(request, email);
  await signIn(page, email, PASSWORD);
  // The authenticator app is turned on with the account's own token (as any member's is).
  const tokens = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('bazaar.dashboard.tokens'))) ?? '{}',
  );
  const headers = { authorization: tokens.accessToken.value };
  const created = await request.post(`${PLATFORM}/_api/iam/authentication/v1/factors`, {
    headers,
    data: { factorType: 'TOTP' },
  });
  const { factor, totp } = await created.json();
  const activated = await request.post(
    `${PLATFORM}/_api/iam/authentication/v1/factors/${factor.factorId}/activate`,
    {
      headers,
      data: { code: authenticatorCode(totp.secret) },
    },
  );
  expect(activated.status(), await activated.text()).toBe(200);
  // Signed out here (the tokens forgotten), then in again: now the code is asked.
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${PLATFORM}/dashboard`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step verification');
  await page.getByLabel('Code', { exact: true }).fill(authenticatorCode(totp.secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sites');
  await expect(page.getByRole('link', { name: /Bazaar demo site/ })).toContainText('Manager');
});
