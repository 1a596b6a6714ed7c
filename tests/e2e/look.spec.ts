import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './haircut-times';
import { signUpOnStorefront } from './hosted-login-helpers';

/**
 * Screenshots of the home page for people to look at, in test-results/look/. Its load time and
 * JavaScript are measured by bench/storefront-home.mjs, not here: benchmarks are not tests.
 */
test('home page screenshots at desktop and mobile width', async ({ page, browser }) => {
  await mkdir('test-results/look', { recursive: true });
  await page.goto('/');
  await expect(page.getByTestId('examples.uninstalled')).toBeVisible();
  await page.screenshot({ path: 'test-results/look/home-desktop.png', fullPage: true });

  const mobile = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await mobile.goto('/');
  await expect(mobile.getByTestId('examples.uninstalled')).toBeVisible();
  await mobile.screenshot({ path: 'test-results/look/home-mobile.png', fullPage: true });
  await mobile.close();
});

test('store page and hosted checkout screenshots', async ({ page }) => {
  for (const slug of ['ceramic-mug', 'linen-shirt']) {
    await page.goto(`/store/${slug}`);
    await page.getByTestId('product.add').click();
    await expect(page.getByTestId('product.added')).toBeVisible();
  }
  await expect(page.getByTestId('cart.line')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/look/cart-drawer-desktop.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/look/product-desktop.png', fullPage: true });
  await page.goto('/store');
  await expect(page.getByTestId('product.container')).toHaveCount(12);
  await page.screenshot({ path: 'test-results/look/store-desktop.png', fullPage: true });
  await page.getByTestId('header.cart').click();
  await page.getByTestId('cart.checkout').click();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/look/hosted-checkout.png', fullPage: true });
});

/** How far a page reaches past the window's right edge (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('no page scrolls sideways on phones (320, 390 and 414 px) or a desktop', async ({ browser }) => {
  // Ten pages at four widths: more than the default 30 s on a 2-core machine.
  test.setTimeout(120_000);
  const setup = await browser.newPage();
  await setup.goto('/store');
  await setup.getByRole('listitem').filter({ hasText: 'Dot-Grid Notebook' }).getByRole('button').click();
  await expect(setup.getByTestId('cart.line')).toHaveCount(1);
  await setup.getByTestId('cart.checkout').click();
  await expect(setup.getByTestId('checkout-line')).toHaveCount(1);
  const hosted = setup.url();
  await setup.goto('/booking?service=haircut');
  await setup.getByTestId('bookings.slot').first().click();
  await expect(setup.getByTestId('booking-details')).toBeVisible();
  const hostedBooking = setup.url();
  const session = await setup.context().storageState();
  await setup.close();

  for (const width of [320, 390, 414, 1280]) {
    const phone = await browser.newPage({ viewport: { width, height: 844 }, storageState: session });
    // Every page here loads without a console error or a failed request, but for the spec's
    // `/404?app=` page, which Next.js answers with the status its path names (and Chromium logs).
    const failures: string[] = [];
    const expected = (url: string) => new URL(url).pathname === '/404';
    phone.on('console', (message) => {
      if (message.type() === 'error' && !expected(phone.url())) failures.push(`console: ${message.text()}`);
    });
    phone.on('response', (response) => {
      if (response.status() >= 400 && !expected(response.url()))
        failures.push(`${response.status()} ${response.url()}`);
    });
    for (const [name, url, ready] of [
      ['home', '/', 'examples.uninstalled'],
      ['store', '/store', 'product.container'],
      ['product', '/store/linen-shirt', 'product.page'],
      ['search', '/store?q=merino', 'product.container'],
      ['no-match', '/store?q=zzz', 'store.no-match'],
      ['not-installed', '/404?app=Bookings', 'app-not-installed'],
      ['startup-error', '/internal/error', 'startup-error'],
      ['hosted-checkout', hosted, 'checkout-line'],
      ['booking', '/booking?service=haircut', 'bookings.slot'],
      ['hosted-booking', hostedBooking, 'booking-details'],
    ] as const) {
      await phone.goto(url);
      await expect(phone.getByTestId(ready).first()).toBeVisible();
      if (width === 390 || width === 1280)
        await phone.screenshot({ path: `test-results/look/${name}-${width}.png`, fullPage: true });
      expect(await overflow(phone), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    }
    // The cart drawer fills a phone's screen, and scrolls nothing sideways either.
    await phone.goto('/store');
    await phone.getByTestId('header.cart').click();
    await expect(phone.getByTestId('cart.line')).toHaveCount(1);
    if (width === 390 || width === 1280)
      await phone.screenshot({ path: `test-results/look/cart-drawer-${width}.png` });
    expect(await overflow(phone), `cart drawer at ${width} px`).toBeLessThanOrEqual(0);
    expect(failures, `at ${width} px`).toEqual([]);
    await phone.close();
  }
});

test('the phone header fits "Hello Robin,", Logout and the cart with its count, from 320 to 414 px', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/store');
  await signUpOnStorefront(page, request, 'Robin');
  await page.getByRole('listitem').filter({ hasText: 'Dot-Grid Notebook' }).getByRole('button').click();
  await expect(page.getByTestId('header.cart.count')).toBeVisible();
  await page.keyboard.press('Escape');
  for (const width of [320, 360, 390, 414]) {
    await page.setViewportSize({ width, height: 844 });
    const greeting = page.getByTestId('member-bar.greeting');
    await expect(greeting).toHaveText('Hello Robin,');
    // Not cut: the greeting's text is as wide as its box, and it ends before Logout begins.
    const cut = await greeting.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(cut, `greeting cut at ${width} px`).toBeLessThanOrEqual(0);
    const greetingBox = await greeting.boundingBox();
    const logoutBox = await page.getByRole('button', { name: 'Logout' }).boundingBox();
    const cartBox = await page.getByTestId('header.cart').boundingBox();
    expect((greetingBox?.x ?? 0) + (greetingBox?.width ?? 0)).toBeLessThanOrEqual(logoutBox?.x ?? 0);
    expect((cartBox?.x ?? 0) + (cartBox?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await overflow(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (width === 320 || width === 390)
      await page.screenshot({
        path: `test-results/look/header-member-${width}.png`,
        clip: { x: 0, y: 0, width, height: 80 },
      });
  }
});
