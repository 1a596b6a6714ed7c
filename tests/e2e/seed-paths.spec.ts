import { expect, test } from './haircut-times';
import { BOTH_WIDTHS } from './widths';

/**
 * The seed storefront's four short paths, each with exactly the clicks a person makes on the
 * controls the test ids mark (../shared/DESIGN.md names them), from the example page to its
 * hosted page.
 */
const HOSTED = 'http://127.0.0.1:4000/hosted';

for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`the seed's paths on a ${label}`, () => {
    test.use({ viewport });

    test('/booking: a service shows its free times, a time opens Booking Details', async ({ page }) => {
      await page.goto('/booking');
      const service = page.getByTestId('bookings.service').first();
      const name = (await service.textContent())?.replace(/^See times for /, '') ?? '';
      await service.click();
      await expect(service).toHaveAttribute('aria-pressed', 'true');
      const slot = page.getByTestId('bookings.slot').first();
      await slot.click();
      await expect(page).toHaveURL(new RegExp(`^${HOSTED}/booking\\?session=bzs_`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
      await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText(name);
    });

    test('/store: a product opens its page, Buy now opens the hosted checkout with it alone', async ({
      page,
    }) => {
      await page.goto('/store');
      const product = page.getByTestId('product.container').first();
      const name = (await product.locator('span').nth(1).textContent()) ?? '';
      await product.click();
      await expect(page.getByTestId('product.page')).toBeVisible();
      await page.getByTestId('product.checkout.cta').click();
      await expect(page).toHaveURL(new RegExp(`^${HOSTED}/checkout\\?session=bzs_`));
      const line = page.getByTestId('checkout-line');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(name);
      await expect(line).toContainText('Qty 1');
    });

    test('/tickets: an event opens its page, a ticket opens Add your details with one of it', async ({
      page,
    }) => {
      await page.goto('/tickets');
      await page.getByTestId('events.event').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const ticket = page.getByTestId('events.ticket-option').first();
      const name = (await ticket.textContent())?.replace(/^Choose /, '').split(',')[0] ?? '';
      await ticket.click();
      await expect(page).toHaveURL(new RegExp(`^${HOSTED}/event-checkout\\?session=bzs_`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your details');
      await expect(page.getByRole('combobox', { name: `Number of ${name} tickets` })).toHaveValue('1');
    });

    test('/subscriptions: a plan opens its hosted Order summary', async ({ page }) => {
      await page.goto('/subscriptions');
      const plan = page.getByTestId('subscriptions.pricing-plan').first();
      const name = (await plan.textContent())?.replace(/^Choose plan /, '') ?? '';
      await plan.click();
      await expect(page).toHaveURL(new RegExp(`^${HOSTED}/plan-checkout\\?session=bzs_`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order summary');
      await expect(page.getByTestId('plan-checkout')).toContainText(name);
    });
  });
}
