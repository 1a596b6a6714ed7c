import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { checkLook, freshEmail, PLATFORM, visitorToken } from './hosted-login-helpers';
import { demoOwner, ownSite, signIn } from './own-site';
import { buy } from './store-order';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

/** A shop of the test's own with one product, opened on the dashboard. */
async function openOwnShop(page: Page, request: Parameters<typeof ownSite>[0], word: string) {
  const shop = `Rain shop ${word}`;
  const site = await ownSite(request, shop, ['stores']);
  const made = await request.post(`${PLATFORM}/stores/v1/products`, {
    headers: { authorization: site.apiKey },
    data: { product: { name: `Storm ${word} Umbrella`, priceData: { price: '40' } } },
  });
  expect(made.status(), await made.text()).toBe(200);
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: new RegExp(shop) }).click();
  return { ...site, product: `Storm ${word} Umbrella` };
}

test('the owner makes a collection, puts a product in it, renames it and deletes it', async ({
  page,
  request,
}) => {
  const word = `c${Date.now().toString(36)}`;
  const { product, apiKey } = await openOwnShop(page, request, word);
  await page
    .getByRole('navigation', { name: 'Site areas' })
    .getByRole('link', { name: 'Collections' })
    .click();
  await expect(page.getByText('No collection yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add a collection' }).click();
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByText('Give the collection a name.')).toBeVisible();
  await page.getByLabel('Name').fill('Rain gear');
  await page.getByLabel('Description').fill('For the wet season.');
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rain gear');
  await expect(page.getByText('No product yet: find some below.')).toBeVisible();

  await page.getByLabel('Find products to add').fill(word);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: `Add ${product}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${product} added to the collection.`);
  await expect(page.getByRole('button', { name: `Take out ${product}` }).first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Products in the collection' }).getByRole('listitem'),
  ).toHaveCount(1);

  await page.getByLabel('Name').fill('Rain and wind gear');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Collection saved.' })).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveValue('rain-gear');
  await checkLook(page, 'dashboard-collection');

  // A second product joins from the products list, chosen with its checkbox.
  const second = `Breeze ${word} Fan`;
  const made = await request.post(`${PLATFORM}/stores/v1/products`, {
    headers: { authorization: apiKey },
    data: { product: { name: second, priceData: { price: '25' } } },
  });
  expect(made.status()).toBe(200);
  const areas = page.getByRole('navigation', { name: 'Site areas' });
  await areas.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('checkbox', { name: `Choose ${second}` }).check();
  await page.getByLabel('Collection to add them to').selectOption({ label: 'Rain and wind gear' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('1 product added to Rain and wind gear.');

  await areas.getByRole('link', { name: 'Collections' }).click();
  await expect(page.getByRole('row', { name: /Rain and wind gear/ })).toContainText('2');
  await checkLook(page, 'dashboard-collections');
  await page.getByRole('link', { name: 'Rain and wind gear' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections');
  await expect(page.getByText('No collection yet')).toBeVisible();
});

test('the owner edits a product; leaving with unsaved changes asks first', async ({ page, request }) => {
  const word = `e${Date.now().toString(36)}`;
  const { product } = await openOwnShop(page, request, word);
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product);
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('40');

  await page.getByLabel('Sale price').fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The sale price must be lower than the price.')).toBeVisible();
  await page.getByLabel('Sale price').fill('32.50');
  await page.getByLabel('Count the stock').check();
  await page.getByLabel('In stock', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Product saved.');

  // A change not saved: following a link asks; staying keeps it, leaving drops it.
  await page.getByLabel('Name', { exact: true }).fill(`${product} Deluxe`);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Leave without saving? Your changes will be lost.');
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${product} Deluxe`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');

  // The home page names what runs out; the product kept its saved name, price and stock.
  const low = page.getByRole('region', { name: 'Low on stock' });
  await expect(low.getByRole('listitem')).toContainText([product]);
  await expect(low).toContainText('3 left');
  await low.getByRole('link', { name: product }).click();
  await expect(page.getByLabel('Sale price')).toHaveValue('32.5');
  await expect(page.getByLabel('In stock', { exact: true })).toHaveValue('3');

  // The products list filters by stock.
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Products' }).click();
  await page.getByLabel('Stock').selectOption('OUT_OF_STOCK');
  await expect(page.getByText('No product matches.')).toBeVisible();
  await page.getByLabel('Stock').selectOption('IN_STOCK');
  await expect(page.getByRole('link', { name: product })).toBeVisible();
});

test('the owner sets delivery, tax and a coupon in the store settings', async ({ page, request }) => {
  const word = `s${Date.now().toString(36)}`;
  await openOwnShop(page, request, word);
  await page
    .getByRole('navigation', { name: 'Site areas' })
    .getByRole('link', { name: 'Store settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store settings');
  await expect(page.getByText('Test mode')).toBeVisible();

  await page.getByRole('button', { name: 'Add a delivery option' }).click();
  const option = page.getByRole('group', { name: /Delivery option/ }).last();
  await option.getByLabel('Name').fill('Courier');
  await page.getByRole('button', { name: 'Save delivery and tax' }).click();
  await expect(page.getByText('Write each price of Courier as a number, like 4.95.')).toBeVisible();
  const courier = page.getByRole('group', { name: 'Courier' });
  await courier.getByRole('textbox', { name: 'Price', exact: true }).fill('7.5');
  await courier.getByRole('button', { name: 'Add a price' }).click();
  await courier.getByRole('textbox', { name: 'Minimum', exact: true }).fill('100');
  await courier.getByRole('textbox', { name: 'Price', exact: true }).last().fill('0');
  await page.getByRole('button', { name: 'Add a rate for a region' }).click();
  await page.getByRole('textbox', { name: 'Country' }).last().fill('pt');
  await page.getByRole('textbox', { name: 'Rate (%)' }).last().fill('23');
  await page.getByRole('button', { name: 'Save delivery and tax' }).click();
  await expect(page.getByRole('status')).toHaveText('Delivery and tax saved. New carts are priced by them.');
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Courier' }).getByRole('textbox', { name: 'Minimum' }),
  ).toHaveValue('100');
  await expect(page.getByRole('textbox', { name: 'Country' }).last()).toHaveValue('PT');

  await page.getByLabel('Code').fill('RAIN15');
  await page.getByLabel('Percent off').fill('15');
  await page.getByRole('button', { name: 'Make the coupon' }).click();
  await expect(page.getByRole('status')).toHaveText('Coupon RAIN15 made: buyers can use it now.');
  await expect(page.getByRole('listitem').filter({ hasText: 'RAIN15' })).toContainText('15% off');
  await checkLook(page, 'dashboard-settings');
  await page.getByRole('button', { name: 'Delete RAIN15' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Coupon RAIN15 deleted: it no longer works.');
});

test('the orders list narrows to the days an order was placed, in the site’s time zone', async ({
  page,
  request,
}) => {
  const order = await buy(request, await visitorToken(request), 1, freshEmail('dara'));
  const owner = await demoOwner();
  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: /Bazaar demo site/ }).click();
  await page.getByRole('navigation', { name: 'Site areas' }).getByRole('link', { name: 'Orders' }).click();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const search = page.getByRole('search', { name: 'Orders' });
  await search.getByLabel('Number').fill(`#${order.number}`);
  await search.getByLabel('Placed from').fill(today);
  await search.getByLabel('Until').fill(today);
  await search.getByRole('button', { name: 'Show orders' }).click();
  await expect(page.getByRole('link', { name: `#${order.number}` })).toBeVisible();
  await search.getByLabel('Placed from').fill('2020-01-01');
  await search.getByLabel('Until').fill('2020-12-31');
  await search.getByRole('button', { name: 'Show orders' }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();
});

/** Presses Tab until the focused element is named `name` (its label, or its text); fails after 80. */
async function tabTo(page: Page, name: string | RegExp) {
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
      return (
        element.getAttribute('aria-label') ??
        element.labels?.[0]?.textContent ??
        element.textContent ??
        ''
      ).trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('with a keyboard alone, the owner adds a product with an option, saves it and finds it in the list', async ({
  page,
  request,
}) => {
  const word = `k${Date.now().toString(36)}`;
  await openOwnShop(page, request, word);
  await tabTo(page, 'Products');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await tabTo(page, 'Add a product');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New product');
  await tabTo(page, /^Name/);
  await page.keyboard.type(`Keyboard ${word} Kite`);
  await tabTo(page, /^Price/);
  await page.keyboard.type('19.90');
  await tabTo(page, 'Add an option');
  await page.keyboard.press('Enter');
  await tabTo(page, /^Option name/);
  await page.keyboard.type('Size');
  await tabTo(page, 'Choice 1 of Size');
  await page.keyboard.type('Small');
  await tabTo(page, 'Add a choice');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Choice 2 of Size');
  await page.keyboard.type('Large');
  await tabTo(page, 'Price of Large');
  await page.keyboard.type('24');
  await tabTo(page, 'Create product');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Product created' })).toBeVisible();
  // Focus is drawn where it is: the browser's outline shows on the focused control.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).toBe('solid');

  await tabTo(page, 'Products');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: `Keyboard ${word} Kite` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Keyboard ${word} Kite`) })).toContainText('$19.90');
});
