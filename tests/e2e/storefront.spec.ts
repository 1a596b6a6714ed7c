import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { BOTH_WIDTHS } from './widths';

const CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const PLATFORM = 'http://127.0.0.1:4000';

async function sessionTokens(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session');
  return cookie ? { cookie, tokens: JSON.parse(decodeURIComponent(cookie.value)) } : undefined;
}

/** The home page once app detection has finished. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('examples.uninstalled')).toBeVisible();
}

// The buyer's paths, at a desktop's width and at a phone's.
for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('the store lists products; an add opens the cart drawer, where quantities change and lines go', async ({
      page,
    }) => {
      await page.goto('/store');
      const store = page.getByTestId('commerce.container');
      await expect(store.getByTestId('product.container')).toHaveCount(12);
      const drawer = page.getByTestId('cart.panel');
      // The product's link is its container; its card holds the link and Add to cart.
      const notebook = store.getByRole('listitem').filter({ hasText: 'Dot-Grid Notebook' });
      await expect(notebook.getByTestId('product.container')).toContainText('$10.00');
      await notebook.getByRole('button', { name: /Add to cart/ }).click();
      await expect(drawer).toBeVisible();
      const line = drawer.getByTestId('cart.line');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('Dot-Grid Notebook');
      await expect(line.locator('img')).toBeVisible();
      await expect(drawer.getByTestId('cart.subtotal')).toHaveText('$10.00');
      await expect(page.getByTestId('cart.announcement')).toHaveText('Your cart has 1 item: $10.00.');
      await drawer.getByRole('button', { name: 'One more Dot-Grid Notebook' }).click();
      await expect(drawer.getByTestId('cart.line.quantity')).toHaveText('2');
      await expect(drawer.getByTestId('cart.subtotal')).toHaveText('$20.00');
      // Escape closes it (a modal dialog); the badge says what it holds.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('header.cart.count')).toHaveText('2 items');

      // A product with options is chosen on its own page.
      await store.getByRole('link', { name: /Linen Shirt/ }).click();
      await expect(page).toHaveURL(/\/store\/linen-shirt$/);
      await expect(page).toHaveTitle('Linen Shirt · Bazaar demo storefront');
      await page.getByText('M', { exact: true }).click();
      await page.getByText('Navy', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked();
      await page.getByLabel('Quantity').fill('2');
      await page.getByTestId('product.add').click();
      await expect(drawer).toBeVisible();
      await expect(line).toHaveCount(2);
      await expect(line.filter({ hasText: 'Linen Shirt' })).toContainText('M · Navy');
      await expect(page.getByTestId('header.cart.count')).toHaveText('4 items');
      await drawer.getByRole('button', { name: 'One less Dot-Grid Notebook' }).click();
      await expect(drawer.getByTestId('cart.subtotal')).toHaveText('$109.80');
      await drawer.getByRole('button', { name: 'Remove Linen Shirt' }).click();
      await expect(line).toHaveCount(1);
      await expect(drawer.getByTestId('cart.subtotal')).toHaveText('$10.00');
      await drawer.getByRole('button', { name: 'Close the cart' }).click();
      await expect(page.getByTestId('product.added')).toContainText('2 × Linen Shirt added to your cart.');
      // The header's Cart opens the drawer on any page.
      await page.getByTestId('header.cart').click();
      await drawer.getByRole('button', { name: 'Clear cart' }).click();
      await expect(drawer.getByText('Your cart is empty')).toBeVisible();
      await expect(page.getByTestId('header.cart.count')).toHaveCount(0);
    });

    test('the store searches names whatever their case, within a collection, and says when none match', async ({
      page,
    }) => {
      await page.goto('/store');
      const search = page.getByRole('searchbox', { name: 'Search products by name' });
      await search.fill('merino');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/store\?q=merino$/);
      await expect(page.getByTestId('product.container')).toHaveCount(1);
      await expect(page.getByTestId('product.container')).toContainText('Merino Scarf');
      await expect(search).toHaveValue('merino');
      // The search is kept when a collection is chosen, and the collection when searching again.
      await page.getByRole('link', { name: 'Home & Kitchen' }).click();
      await expect(page.getByTestId('store.no-match')).toContainText('No products match');
      await search.fill('CERAMIC');
      await search.press('Enter');
      await expect(page).toHaveURL(/collection=home-kitchen/);
      await expect(page.getByTestId('product.container')).toHaveCount(1);
      await expect(page.getByTestId('product.container')).toContainText('Ceramic Mug');
      await page.getByRole('link', { name: 'All products' }).click();
      await expect(page).toHaveURL(/\/store\?q=CERAMIC$/);
      await expect(page.getByTestId('product.container')).toHaveCount(1);
      // Any word of the name, whatever its case: "mug" finds the Ceramic Mug, "NOTEBOOK" the notebook.
      for (const [words, name] of [
        ['mug', 'Ceramic Mug'],
        ['NOTEBOOK', 'Dot-Grid Notebook'],
        ['grid notebook', 'Dot-Grid Notebook'],
      ]) {
        await search.fill(words);
        await search.press('Enter');
        await expect(page.getByTestId('product.container')).toHaveCount(1);
        await expect(page.getByTestId('product.container')).toContainText(name);
      }
    });

    test('a cart survives a reload, a new tab and the hosted round trip, with no failed request', async ({
      page,
      context,
    }) => {
      const failures: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error') failures.push(`console: ${message.text()}`);
      });
      context.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      const drawer = page.getByTestId('cart.panel');
      const line = drawer.getByTestId('cart.line');
      const openCart = async (on: Page) => {
        await on.getByTestId('header.cart').click();
        await expect(on.getByTestId('cart.panel')).toBeVisible();
      };
      await page.goto('/store');
      const notebook = page.getByRole('listitem').filter({ hasText: 'Dot-Grid Notebook' });
      await notebook.getByRole('button', { name: /Add to cart/ }).click();
      await expect(line).toHaveCount(1);

      await page.reload();
      await expect(page.getByTestId('header.cart.count')).toHaveText('1 item');
      await openCart(page);
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('Dot-Grid Notebook');
      await page.goto('/');
      await expect(page.getByTestId('header.cart.count')).toHaveText('1 item');
      await page.goto('/store');

      const tab = await context.newPage();
      await tab.goto('/store/ceramic-mug');
      await openCart(tab);
      await expect(tab.getByTestId('cart.line')).toHaveCount(1);
      await tab.close();

      await openCart(page);
      await page.getByTestId('cart.checkout').click();
      await expect(page).toHaveURL(/127\.0\.0\.1:4000\/hosted\/checkout\?session=bzs_/);
      await page.getByRole('link', { name: 'Return to the store' }).click();
      await expect(page).toHaveURL('http://127.0.0.1:3000/store');
      await expect(page.getByTestId('header.cart.count')).toHaveText('1 item');
      await page.goto('/');
      await page.goto('/store');
      await openCart(page);
      await expect(line).toHaveCount(1);

      await page.getByRole('button', { name: 'Clear cart' }).click();
      await expect(drawer.getByText('Your cart is empty')).toBeVisible();
      expect(failures).toEqual([]);
    });
  });
}

test('a new visitor gets visitor tokens in the session cookie', async ({ page }) => {
  await openHome(page);
  const session = await sessionTokens(page);
  expect(session?.cookie.path).toBe('/');
  expect(session?.tokens.accessToken.value).toMatch(/^OauthNG\.JWS\./);
  expect(session?.tokens.refreshToken.role).toBe('visitor');
});

test('home lists the examples, split by installation, without subscriptions', async ({ page }) => {
  await openHome(page);
  // The bookings, store and events probes pass; subscriptions are not listed at all.
  await expect(page.getByTestId('example.installed').getByRole('heading')).toHaveText([
    'Bookings',
    'Ecommerce',
    'Events & Tickets',
  ]);
  await expect(page.getByTestId('example.uninstalled')).toHaveCount(0);
  await expect(page.getByTestId('examples.uninstalled')).toContainText('Every example app is installed.');
  await expect(page.getByText('Subscriptions')).toHaveCount(0);
  await page
    .getByTestId('example.installed')
    .filter({ hasText: 'Ecommerce' })
    .getByRole('link', { name: /Open the example/ })
    .click();
  await expect(page).toHaveURL('/store');
});

test('the client id toast closes and stays closed', async ({ page }) => {
  await openHome(page);
  const toast = page.getByTestId('client-id-toast');
  await expect(toast).toContainText('Add your Client ID to get started');
  await expect(toast.getByRole('link', { name: /Learn more/ })).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('toastClosed'))).toBe('true');
  await page.reload();
  await expect(page.getByTestId('examples.uninstalled')).toBeVisible();
  await expect(toast).toBeHidden();
});

/** Sets the demo client's allowed redirect URIs, as the site's owner. */
async function allowRedirectUris(uris: string[]) {
  const authorization = (await readFile('test-results/e2e-data/owner-api-key', 'utf8')).trim();
  const response = await fetch(`${PLATFORM}/sites/v1/oauth-clients/${CLIENT_ID}`, {
    method: 'PATCH',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ oauthClient: { allowedRedirectUris: uris } }),
  });
  expect(response.status).toBe(200);
}

test('the login modal explains the redirect URI when the client does not allow this page’s callback', async ({
  page,
}) => {
  // The OAuth client knows the storefront on localhost only: this origin's callback is refused.
  await allowRedirectUris(['http://localhost:3000/login-callback']);
  try {
    await openHome(page);
    await page.getByRole('button', { name: 'Login' }).click();
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByRole('heading')).toHaveText('You are in a sandbox environment');
    await expect(modal.getByRole('button', { name: /login-callback/ })).toContainText(
      'http://127.0.0.1:3000/login-callback',
    );
    await expect(modal.getByRole('link', { name: 'Open the OAuth settings of this site' })).toHaveAttribute(
      'href',
      new RegExp(`client=${CLIENT_ID}`),
    );
    await modal.getByRole('button', { name: "Don't show again" }).click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('sandboxInfoModal'))).toBe('true');
    await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
  } finally {
    await allowRedirectUris(['http://localhost:3000/login-callback', 'http://127.0.0.1:3000/login-callback']);
  }
});

test('the spinner shows while the start-up calls are slow', async ({ page }) => {
  // The browser's start-up calls: the examples file and the installed apps (detected by the
  // storefront's server), and anything it asks the platform.
  for (const pattern of [`${PLATFORM}/**`, '**/examples.json', '**/api/installed-apps']) {
    await page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
  }
  await page.goto('/');
  await expect(page.getByTestId('global-spinner')).toBeVisible();
  await expect(page.getByTestId('examples.uninstalled')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('global-spinner')).toBeHidden();
});

test('a changed client id drops the old session', async ({ page }) => {
  await openHome(page);
  const before = await sessionTokens(page);
  await page.evaluate(() => localStorage.setItem('storedClientId', 'a-client-id-used-before'));
  await page.reload();
  await expect(page.getByTestId('examples.uninstalled')).toBeVisible();
  await expect
    .poll(async () => (await sessionTokens(page))?.tokens.refreshToken.value)
    .not.toBe(before?.tokens.refreshToken.value);
  expect(await page.evaluate(() => localStorage.getItem('storedClientId'))).toBe(CLIENT_ID);
});

test('the Back button and the logo lead home', async ({ page }) => {
  await page.goto('/404?app=Bookings');
  await page.getByRole('link', { name: 'Back to the examples' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Bazaar home' }).click();
  await expect(page).toHaveURL('/');
});

test('the store narrows to a collection and sorts by price, rendered on the server', async ({ page }) => {
  await page.goto('/store');
  const cards = page.getByTestId('product.container');
  await expect(cards).toHaveCount(12);
  await page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('link', { name: 'Home & Kitchen' })
    .click();
  await expect(page).toHaveURL(/\/store\?collection=home-kitchen$/);
  await expect(cards).toHaveCount(5);
  await page.getByRole('link', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/collection=home-kitchen&sort=price-asc$/);
  await expect(cards.first()).toContainText('Dot-Grid Notebook');
  await page.getByRole('link', { name: 'All products' }).click();
  // The sort links carry the collection until the new page has arrived: wait for it first.
  await expect(page).toHaveURL(/\/store\?sort=price-asc$/);
  await expect(cards).toHaveCount(12);
  await page.getByRole('link', { name: 'Price: high to low' }).click();
  await expect(page).toHaveURL(/\/store\?sort=price-desc$/);
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText('Weekend Backpack');
});

test('a product address that names no product says so, with the status a missing page has', async ({
  page,
}) => {
  for (const slug of ['no-such-product', 'a%00b']) {
    const response = await page.goto(`/store/${slug}`);
    expect(response?.status(), slug).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});
