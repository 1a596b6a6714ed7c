import { expect, type Page } from '@playwright/test';

/** Adds a product with its first choices from its own page; the cart drawer opens with it. */
export async function addToCart(page: Page, name: string) {
  await page.goto('/store');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.getByTestId('product.add').click();
  await expect(page.getByTestId('product.added')).toBeVisible();
  await expect(page.getByTestId('cart.line')).toHaveCount(1);
}
