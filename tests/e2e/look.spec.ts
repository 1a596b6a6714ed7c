import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

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
  await page.goto('/store');
  const products = page.getByTestId('product.container');
  await expect(products).toHaveCount(12);
  await products.filter({ hasText: 'Ceramic Mug' }).getByRole('button').click();
  await products.filter({ hasText: 'Linen Shirt' }).getByRole('button').click();
  await expect(page.getByTestId('cart.line')).toHaveCount(2);
  // From the top, as a visitor first sees it: a full-page capture of a scrolled page draws the
  // sticky header and cart where the scroll left them, mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/look/store-desktop.png', fullPage: true });
  await page.getByTestId('product.checkout.cta').click();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/look/hosted-checkout.png', fullPage: true });
});
