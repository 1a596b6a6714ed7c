import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addToCart } from './store-cart';

/*
 * Tests that change the one demo site's settings for a while. They run in a project of their own,
 * after every other browser test (playwright.config.ts): a setting changed here would otherwise
 * reach a test running beside it in the other worker (a checkout met the premium modal once).
 */

const PLATFORM = 'http://127.0.0.1:4000';

/** The demo owner's API key, written by the platform started for these tests. */
const ownerKey = async () => (await readFile('test-results/e2e-data/owner-api-key', 'utf8')).trim();

async function setAcceptsPayments(acceptsPayments: boolean) {
  const response = await fetch(`${PLATFORM}/sites/v1/site`, {
    method: 'PATCH',
    headers: { authorization: await ownerKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ site: { settings: { acceptsPayments } } }),
  });
  expect(response.status).toBe(200);
}

test('the premium modal opens when the site does not accept payments', async ({ page, context }) => {
  await setAcceptsPayments(false);
  try {
    await addToCart(page, 'Ceramic Mug');
    await page.getByTestId('cart.checkout').click();
    const modal = page.getByTestId('premium-modal');
    await expect(modal.getByRole('heading')).toHaveText('Upgrade this site to accept payments online');
    await expect(modal).toContainText(
      'To start getting paid online, upgrade your site with a premium that allows you to see the full payment flow',
    );
    const opened = context.waitForEvent('page');
    await modal.getByRole('button', { name: 'Upgrade Now' }).click();
    expect((await opened).url()).toContain(`${PLATFORM}/docs`);
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL('/store/ceramic-mug');
  } finally {
    await setAcceptsPayments(true);
  }
});
