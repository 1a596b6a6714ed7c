import { expect, test } from './haircut-times';

/**
 * What apps written for Wix's hosted pages look for in them (Wix's own example app's tests do):
 * every hosted page holds the page in `#SITE_CONTAINER`, and a checkout line reads the product's
 * name followed directly by its price.
 */
test('the hosted pages hold #SITE_CONTAINER, and a checkout line reads its name then its price', async ({
  page,
}) => {
  await page.goto('/store/dot-grid-notebook');
  await page.getByTestId('product.checkout.cta').click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4000\/hosted\/checkout\?session=bzs_/);
  await page.waitForSelector('#SITE_CONTAINER');
  await expect(page.getByText('Dot-Grid Notebook$10.00')).toBeVisible();

  for (const path of ['/booking', '/tickets', '/subscriptions']) {
    await page.goto(path);
    const control = {
      '/booking': async () => {
        await page.getByTestId('bookings.service').first().click();
        await page.getByTestId('bookings.slot').first().click();
      },
      '/tickets': async () => {
        await page.getByTestId('events.event').first().click();
        await page.getByTestId('events.ticket-option').first().click();
      },
      '/subscriptions': async () => {
        await page.getByTestId('subscriptions.pricing-plan').first().click();
      },
    }[path];
    await control?.();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4000\/hosted\//);
    await expect(page.locator('#SITE_CONTAINER'), path).toBeVisible();
  }
});
