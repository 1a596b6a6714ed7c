import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { doorOfTonight } from './door';
import { checkLook, PLATFORM } from './hosted-login-helpers';
import { demoOwner, ownSite, signIn } from './own-site';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('the owner renames the site, sets up a sign-in client and a webhook, and reads and resends its deliveries', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const word = Date.now().toString(36);
  const shop = `Kite shop ${word}`;
  const site = await ownSite(request, shop, ['stores']);
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: new RegExp(shop) }).click();
  await page
    .getByRole('navigation', { name: 'Site areas' })
    .getByRole('link', { name: 'Site settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');

  // The site: its name and time zone.
  await page.getByLabel('Name', { exact: true }).fill(`Kite works ${word}`);
  await page.getByLabel('Time zone').selectOption('Europe/Berlin');
  await page.getByRole('button', { name: 'Save the site' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Site saved.' })).toBeVisible();
  await expect(page.locator('.site-name')).toHaveText(`Kite works ${word}`);

  // A sign-in client, and where its sign-ins may return; a malformed address is said in words.
  await page.getByLabel('New client’s name').fill('Kiosk app');
  await page.getByRole('button', { name: 'Make a client' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kiosk app made' })).toBeVisible();
  const kiosk = page.getByRole('group', { name: 'Kiosk app' });
  await kiosk.getByLabel('Return addresses after sign-in').fill('not an address');
  await kiosk.getByRole('button', { name: 'Save Kiosk app' }).click();
  await expect(kiosk.getByRole('alert')).toContainText('Write each return address as a full URL');
  await kiosk.getByLabel('Return addresses after sign-in').fill('https://kiosk.example.com/callback');
  await kiosk.getByRole('button', { name: 'Save Kiosk app' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kiosk app saved.' })).toBeVisible();

  // A webhook to an address that answers 404 (the platform itself): its delivery fails, and is sent again.
  const endpoint = `${PLATFORM}/no-such-hook-${word}`;
  await page.getByLabel('Endpoint').fill('https://no-such-host.invalid/hook');
  await page.getByRole('button', { name: 'Add the webhook' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The endpoint names a host that does not resolve' }),
  ).toBeVisible();
  await page.getByLabel('Endpoint').fill(endpoint);
  await page.getByLabel('Only these').check();
  await page.getByRole('checkbox', { name: /^wix\.stores\.catalog\.v1\.product_created/ }).check();
  await page.getByRole('button', { name: 'Add the webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Events now go to ${endpoint}.` })).toBeVisible();
  const hook = page.getByRole('group', { name: endpoint });
  await expect(hook).toContainText('wix.stores.catalog.v1.product_created');

  const made = await request.post(`${PLATFORM}/stores/v1/products`, {
    headers: { authorization: site.apiKey },
    data: { product: { name: 'Box kite', priceData: { price: '20' } } },
  });
  expect(made.status()).toBe(200);
  await hook.getByText('Deliveries').click();
  const delivery = hook.getByRole('listitem').filter({ hasText: 'wix.stores.catalog.v1.product_created' });
  // The open log reads itself again every few seconds: the failed try shows up without a reload.
  await expect(delivery).toContainText('answered 404', { timeout: 20_000 });
  await delivery
    .getByRole('button', { name: /^Send wix\.stores\.catalog\.v1\.product_created .* again$/ })
    .click();
  await expect(hook.getByRole('status')).toHaveText(
    'wix.stores.catalog.v1.product_created is being sent again, with the same id.',
  );
  await checkLook(page, 'dashboard-site-settings');

  await hook.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is off' })).toBeVisible();
  await hook.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No endpoint yet.')).toBeVisible();
});

test('the owner makes a plan, sells it at the desk, and marks the order paid, pauses, resumes and cancels it', async ({
  page,
  request,
}) => {
  const word = Date.now().toString(36);
  const shop = `Gym ${word}`;
  const site = await ownSite(request, shop, ['pricing-plans']);
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: new RegExp(shop) }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByText('No plan yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add a plan' }).click();
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Give the plan a name.')).toBeVisible();
  await page.getByLabel('Name').fill('Gold');
  await page.getByLabel('Benefits').fill('Unlimited classes\nSauna');
  await page.getByLabel('Price', { exact: true }).fill('20');
  await page.getByLabel('Free trial days').fill('7');
  await checkLook(page, 'dashboard-plan');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gold');
  await expect(page.getByLabel('Free trial days')).toHaveValue('7');
  await expect(page.getByLabel('Benefits')).toHaveValue('Unlimited classes\nSauna');

  // Sold at the front desk to a member, to be paid later.
  const lea = `lea.${word}@example.com`;
  const member = await request.post(`${PLATFORM}/members/v1/members`, {
    headers: { authorization: site.apiKey },
    data: { member: { loginEmail: lea } },
  });
  expect(member.status(), await member.text()).toBe(200);
  await page.getByRole('link', { name: 'Plans', exact: true }).first().click();
  const desk = page.getByRole('region', { name: 'Sell at the desk' });
  await desk.getByLabel('Member’s email').fill(`nobody.${word}@example.com`);
  await desk.getByRole('button', { name: 'Sell' }).click();
  await expect(desk.getByRole('alert')).toHaveText(
    'No member has this email. They sign up on the site first, or you add them on the Members page.',
  );
  await desk.getByLabel('Member’s email').fill(lea);
  await desk.getByLabel('Paid now').uncheck();
  await desk.getByRole('button', { name: 'Sell' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Gold sold to ${lea}, to be paid.`);

  await page.getByRole('link', { name: 'Plans', exact: true }).first().click();
  const order = page
    .getByRole('list', { name: 'Plan orders' })
    .getByRole('listitem')
    .filter({ hasText: 'Gold' });
  await expect(order).toHaveCount(1);
  // Sold offline, not paid yet: the owner records the payment.
  await order.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('status').last()).toHaveText('Gold order marked paid.');
  await expect(order.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await order.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').last()).toHaveText('Gold order paused.');
  await expect(order).toContainText('Paused');
  await order.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('status').last()).toHaveText('Gold order resumed.');
  await expect(order).toContainText('Active');
  await checkLook(page, 'dashboard-plans');
  // Canceled after a question (paid at the desk: no card payment to give back).
  await order.getByRole('button', { name: 'Cancel' }).click();
  const asked = page.getByRole('dialog', { name: 'Cancel this Gold order?' });
  await expect(asked.getByRole('radio')).toHaveCount(0);
  await asked.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('status').last()).toHaveText('Gold order canceled.');
  await expect(order).toContainText('Canceled');
  // The buyer's page holds their plans (and no bookings or tickets: the gym has neither app).
  await order.getByRole('link', { name: 'the buyer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('lea');
  await expect(page.getByRole('list', { name: 'Plans' })).toContainText('Gold · canceled');
  await expect(page.getByRole('region', { name: 'Bookings' })).toHaveCount(0);
});

test('at the door, a ticket number checks its guest in; a second time says when, a wrong one says so', async ({
  page,
  request,
}) => {
  const venue = `Door ${Date.now().toString(36)}`;
  const { concert, ticketNumbers } = await doorOfTonight(request, venue);
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: new RegExp(venue) }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Check-in' }).click();
  await expect(page.getByLabel('Event')).toHaveValue(concert.id);
  const answer = page.locator('.door-answer');
  const checkIn = async (number: string) => {
    await page.getByLabel('Ticket number').fill(number);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
  };
  await checkIn(ticketNumbers[0] ?? '');
  await expect(answer).toContainText('Checked in');
  await expect(answer).toHaveClass(/\bin\b/);
  await checkIn(ticketNumbers[0] ?? '');
  await expect(answer).toContainText(/Already checked in at \d\d:\d\d/);
  await expect(answer).toHaveClass(/\bagain\b/);
  await checkLook(page, 'dashboard-check-in');
  await checkIn('NOT-A-TICKET');
  await expect(answer).toContainText('Not a ticket for this event');
  await expect(answer).toHaveClass(/\bno\b/);
});

test('the owner reads an event’s sales per ticket and orders, exports its guests, and cancels it', async ({
  page,
  request,
}) => {
  const venue = `Hall ${Date.now().toString(36)}`;
  const { concert } = await doorOfTonight(request, venue);
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: new RegExp(venue) }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Events' }).click();
  await page.getByRole('link', { name: concert.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(concert.title);
  await expect(page.getByRole('list', { name: 'Tickets' })).toContainText('General · free');
  await expect(page.getByRole('list', { name: 'Tickets' })).toContainText('2 sold');
  await expect(page.getByRole('list', { name: 'Orders of the event' }).getByRole('listitem')).toContainText([
    'Ada Lovelace',
  ]);
  await checkLook(page, 'dashboard-event');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the guest list (CSV)' }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('First name,Last name,Email,Guest type,Tickets,Checked in,Attending');
  expect(text).toContain('Ada,Lovelace');
  await expect(page.getByRole('status')).toHaveText(/guests? exported\./);

  await page.getByRole('button', { name: 'Cancel the event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the event' }).click();
  await expect(page.getByRole('status')).toHaveText('Canceled: it sells nothing more.');
  await expect(page.getByText(/· canceled$/)).toBeVisible();
});
