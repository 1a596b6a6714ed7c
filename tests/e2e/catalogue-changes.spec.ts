import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { checkLook, freshEmail } from './hosted-login-helpers';
import { demoOwner, signIn } from './own-site';
import { STOREFRONT } from './page-checks';

/*
 * The owner's day with the demo store, as issue 39 names it: a product made on the dashboard is
 * bought on the storefront, then found, shipped and partly refunded on the dashboard. It adds to
 * the demo store what buyers see, so it runs last, in a project of its own (playwright.config.ts):
 * other tests count the demo store's products.
 */

const picture = (color: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${color}"/><circle cx="300" cy="300" r="160" fill="#fff8"/></svg>`,
  );

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

async function openDemoSite(page: Page) {
  const { email, password } = await demoOwner();
  await signIn(page, email, password);
  await page.getByRole('link', { name: /Bazaar demo site/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
}

test('a product made on the dashboard with two options and pictures is bought on /store, then shipped and partly refunded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const name = `Harbour Raincoat ${Date.now().toString(36)}`;
  await openDemoSite(page);
  const areas = page.getByRole('navigation', { name: 'Site areas' });
  await areas.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New product');

  // Saving an empty form says what is missing, by the fields.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Give the product a name.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('A light raincoat that folds into its own pocket.');
  await page.getByLabel('Price', { exact: true }).fill('28');

  // Pictures: one chosen, one dropped on the zone; the dropped one moves first.
  await page.getByLabel('Choose pictures').setInputFiles({
    name: 'sand coat.svg',
    mimeType: 'image/svg+xml',
    buffer: picture('#d6c7a1'),
  });
  const gallery = page.getByRole('list', { name: "The product's pictures, the main one first" });
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  const dropped = await page.evaluateHandle((svg) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([svg], 'olive-coat.svg', { type: 'image/svg+xml' }));
    return transfer;
  }, picture('#6b7a3a').toString());
  await page.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Move olive-coat.svg earlier' }).click();
  await expect(gallery.getByRole('listitem').first()).toContainText('olive-coat.svg (main)');

  // Two options: sizes in a list, colours as swatches.
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option name').fill('Size');
  await page.getByRole('textbox', { name: 'Choice 1 of Size', exact: true }).fill('S');
  await page.getByRole('button', { name: 'Add a choice' }).click();
  await page.getByRole('textbox', { name: 'Choice 2 of Size', exact: true }).fill('M');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByRole('group', { name: 'Option 2' }).getByLabel('Option name').fill('Colour');
  // The option's box is named by what the owner calls it.
  const colour = page.getByRole('group', { name: 'Colour' });
  await colour.getByLabel('Shown as').selectOption('color');
  await colour.getByRole('textbox', { name: 'Choice 1 of Colour', exact: true }).fill('Sand');
  await colour.getByRole('button', { name: 'Add a choice' }).click();
  await colour.getByRole('textbox', { name: 'Choice 2 of Colour', exact: true }).fill('Olive');
  await colour.getByLabel('Colour of Olive').fill('#6b7a3a');

  // The variants matrix: one row per size and colour; the olive M costs more; five of each.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
  await page.getByLabel('Count the stock').check();
  for (const variant of ['S, Sand', 'S, Olive', 'M, Sand', 'M, Olive'])
    await page.getByLabel(`How many of ${variant} are in stock`).fill('5');
  await page.getByLabel('Price of M, Olive').fill('32');
  await page.getByLabel('SKU of M, Olive').fill('COAT-M-OLV');
  await gallery
    .getByRole('listitem')
    .first()
    .getByLabel('Shown for')
    .selectOption({ label: 'Colour: Olive' });
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await checkLook(page, 'dashboard-product-new');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product created' })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByLabel('Price of M, Olive')).toHaveValue('32');
  await expect(page.getByLabel('How many of S, Sand are in stock')).toHaveValue('5');
  await expect(gallery.getByRole('listitem').first()).toContainText('olive-coat.svg (main)');
  await expect(gallery.getByRole('listitem').first().getByLabel('Shown for')).toHaveValue(/Olive/);
  await checkLook(page, 'dashboard-product-edit');

  // The buyer finds it on the storefront's store, picks the olive M and the sand S, and pays.
  const buyer = page.context();
  const store = await buyer.newPage();
  await store.goto(`${STOREFRONT}/store`);
  await store.getByRole('link', { name: new RegExp(name) }).click();
  await expect(store.getByRole('heading', { level: 1 })).toHaveText(name);
  await store.getByText('M', { exact: true }).click();
  await store.getByText('Olive', { exact: true }).click();
  await expect(store.getByTestId('product.price')).toContainText('$32.00');
  await store.getByTestId('product.add').click();
  await expect(store.getByTestId('cart.line')).toHaveCount(1);
  await store.keyboard.press('Escape');
  await store.getByText('S', { exact: true }).click();
  await store.getByText('Sand', { exact: true }).click();
  await store.getByTestId('product.add').click();
  await expect(store.getByTestId('cart.line')).toHaveCount(2);
  await store.getByTestId('cart.checkout').click();
  await expect(store).toHaveURL(/127\.0\.0\.1:4000\/hosted\/checkout\?session=bzs_/);
  await store.getByLabel('Email').fill(freshEmail('rain'));
  await store.getByLabel('First name').fill('Noor');
  await store.getByLabel('Last name').fill('Haddad');
  await store.getByLabel('Address').fill('350 5th Ave');
  await store.getByLabel('City').fill('New York');
  await store.getByLabel('Postal code').fill('10001');
  await store.getByLabel('Country').selectOption('US');
  await store.getByRole('combobox', { name: /^State/ }).selectOption('NY');
  await store.getByLabel('Card number').fill('4242 4242 4242 4242');
  await store.getByLabel('Expiry (MM/YY)').fill('12/30');
  await store.getByLabel('CVC').fill('123');
  await store.getByRole('button', { name: /^Pay / }).click();
  await expect(store.getByTestId('thank-you')).toContainText('Thank you for your order');
  const number = (await store.getByTestId('order-number').textContent()) ?? '';
  await store.close();

  // The owner finds the order on the home page and in the orders, ships it and refunds the sand S.
  await areas.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');
  await areas.getByRole('link', { name: 'Orders' }).click();
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByLabel('Number').fill(number);
  await search.getByRole('button', { name: 'Show orders' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  await page.getByRole('button', { name: 'Ship' }).click();
  const ship = page.getByRole('dialog', { name: 'Ship the order' });
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByRole('status')).toHaveText('Shipped with UPS, tracking 1Z999AA10123456784.');
  const sandLine = page.getByRole('listitem').filter({ hasText: 'Sand' }).filter({ hasText: name });
  await sandLine.getByRole('button', { name: 'Refund one' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status')).toContainText('refunded to the card');
  await expect(page.locator('.badge').filter({ hasText: 'Partly refunded' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the owner puts a collection in order on the dashboard; the storefront shows it so', async ({
  page,
}) => {
  await openDemoSite(page);
  await page
    .getByRole('navigation', { name: 'Site areas' })
    .getByRole('link', { name: 'Collections' })
    .click();
  await page.getByRole('link', { name: 'Home & Kitchen' }).click();
  const inside = page.getByRole('list', { name: 'Products in the collection' }).getByRole('listitem');
  await expect(inside).toHaveCount(5);
  const last = ((await inside.last().locator('span').first().textContent()) ?? '').trim();
  // Brought to the top with the keyboard's buttons, four moves up.
  for (let move = 0; move < 4; move++)
    await page.getByRole('button', { name: `Move ${last} earlier` }).click();
  await expect(inside.first()).toContainText(last);
  await page.getByRole('button', { name: 'Save this order' }).click();
  await expect(page.getByRole('status')).toHaveText('The store shows them in this order now.');
  await checkLook(page, 'dashboard-collection-order');

  await page.goto(`${STOREFRONT}/store?collection=home-kitchen`);
  const cards = page.getByTestId('product.container');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText(last);
});
