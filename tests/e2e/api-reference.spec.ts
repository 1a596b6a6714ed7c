import { expect, type Page, test } from '@playwright/test';
import { overflow, seriousViolations } from './page-checks';

const DOCS = 'http://127.0.0.1:4000/docs';

/** Console errors and failed requests while the reference loads and is read. */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed: ${request.url()}`));
  return failures;
}

test('the API reference on a desktop: side navigation, a section from an old link, an operation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const failures = failuresOf(page);
  // The storefront's links named sections `#/Pricing%20plans` before; they still land there.
  await page.goto(`${DOCS}#/Pricing%20plans`);
  await expect(page).toHaveURL(/#tag--Pricing-plans$/);
  await expect(page.getByText('Membership plans, their orders, renewals and cancellations.')).toBeVisible();
  expect(await seriousViolations(page), 'a section').toEqual([]);

  await page.locator('[id="link-post-/sites/v1/oauth-clients"]').click();
  await expect(
    page.getByRole('heading', { name: 'Create an OAuth client (a client id for a storefront)' }),
  ).toBeVisible();
  expect(await seriousViolations(page), 'an operation').toEqual([]);
  expect(await overflow(page)).toBe(0);
  expect(failures).toEqual([]);
});

test('the API reference on a phone: every section in one list, an operation opened in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const failures = failuresOf(page);
  await page.goto(`${DOCS}#tag--Stores`);
  const create = page.locator('#post-\\/stores\\/v1\\/products');
  await expect(create).toBeVisible();
  expect(await seriousViolations(page), 'the sections').toEqual([]);

  await create.getByText('/stores/v1/products', { exact: true }).click();
  await expect(
    create.locator('.title', { hasText: 'Create a product; variants are generated' }),
  ).toBeVisible();
  expect(await seriousViolations(page), 'an operation').toEqual([]);
  expect(await overflow(page)).toBe(0);
  expect(failures).toEqual([]);
});
