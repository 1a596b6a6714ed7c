import { mkdir, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

/**
 * Screenshots of the home page for people to look at, and the home page's first-load numbers
 * (recorded, not asserted: benchmarks are not tests). Output in test-results/look/.
 */
test('home page screenshots at desktop and mobile width, and first-load figures', async ({
  page,
  browser,
}) => {
  await mkdir('test-results/look', { recursive: true });
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByTestId('examples.uninstalled')).toBeVisible();
  const listVisibleMs = Date.now() - started;
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
      )
      .map((entry) => ({
        name: entry.name,
        transferred: (entry as PerformanceResourceTiming).encodedBodySize,
      })),
  );
  const firstLoadJsBytes = scripts.reduce((sum, script) => sum + script.transferred, 0);
  await writeFile(
    'test-results/look/home-perf.json',
    JSON.stringify({ listVisibleMs, firstLoadJsBytes, scripts }, null, 2),
  );
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
  await page.screenshot({ path: 'test-results/look/store-desktop.png', fullPage: true });
  await page.getByTestId('product.checkout.cta').click();
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/look/hosted-checkout.png', fullPage: true });
});
