import { expect, test } from './haircut-times';
import { signUpOnStorefront } from './hosted-login-helpers';
import { BOTH_WIDTHS } from './widths';

/**
 * A signed-in member never retypes what the site knows: Booking Details, Add your details and
 * the store checkout start with their email (and names, when the profile has them), editable.
 */
for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`a member's details on a ${label}`, () => {
    test.use({ viewport });

    test('fill Booking Details, Add your details and the store checkout', async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.goto('/booking');
      const email = await signUpOnStorefront(page, request, 'Robin');

      await page.getByTestId('bookings.service').filter({ hasText: 'Haircut' }).click();
      await page.getByTestId('bookings.slot').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Details');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await page.screenshot({
        path: `test-results/look/hosted-booking-member-${viewport.width}.png`,
        fullPage: true,
      });

      await page.goto('http://127.0.0.1:3000/tickets/fado-night-by-the-river');
      await page.getByTestId('events.ticket-option').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your details');
      await expect(page.getByLabel('Email')).toHaveValue(email);

      await page.goto('http://127.0.0.1:3000/store/dot-grid-notebook');
      await page.getByTestId('product.checkout.cta').click();
      await expect(page.getByTestId('checkout-line')).toContainText('Dot-Grid Notebook');
      const field = page.getByLabel('Email');
      await expect(field).toHaveValue(email);
      // Editable: the member may pay with another address.
      await field.fill('robin.work@example.com');
      await expect(field).toHaveValue('robin.work@example.com');
    });
  });
}
