import { expect, type Page, test } from '@playwright/test';
import { overflow, seriousViolations } from './page-checks';
import { BOTH_WIDTHS } from './widths';

const PLATFORM = 'http://127.0.0.1:4000';

/** The hosted checkout of one Dot-Grid Notebook ($10.00 after its discount, $5.00 delivery). */
async function notebookCheckout(page: Page) {
  await page.goto('/store');
  await page.getByRole('link', { name: /Dot-Grid Notebook/ }).click();
  await page.getByTestId('product.add').click();
  await expect(page.getByTestId('cart.line')).toHaveCount(1);
  await page.getByTestId('cart.checkout').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:4000\/hosted\/checkout\?session=bzs_/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$15.00');
}

/** Everything but the state of a New York address, and a card. */
async function fillAllButState(page: Page, cardNumber = '4242 4242 4242 4242') {
  await page.getByLabel('Email').fill('notebook@example.com');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address').fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Postal code').fill('10001');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('the state picked after a refused Pay is priced before Pay takes it: $15.89 shown and charged, never $15.00', async ({
      page,
    }) => {
      await notebookCheckout(page);
      await fillAllButState(page);
      const pay = page.getByTestId('pay-button');
      await expect(pay).toHaveText('Pay $15.00');
      await pay.click();
      // The browser's own "select an item": nothing was sent.
      const state = page.getByRole('combobox', { name: /^State/ });
      expect(await state.evaluate((select: HTMLSelectElement) => select.validationMessage)).not.toBe('');
      await expect(page.getByTestId('checkout-tax')).toHaveText('$0.00');

      await state.selectOption('NY');
      // Priced again without leaving the field; Pay waits for the new total.
      await expect(pay).toHaveText('Pay $15.89');
      await expect(pay).toBeEnabled();
      await expect(page.getByTestId('checkout-tax')).toHaveText('$0.89');
      await expect(page.getByTestId('checkout-updating')).toHaveText('');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/look/hosted-checkout-priced-${viewport.width}.png`,
        fullPage: true,
      });
      await pay.click();
      await expect(page.getByTestId('thank-you')).toContainText('$15.89');
    });

    test('a total that moved behind the page is refused by the platform, shown, and paid on the next press', async ({
      page,
    }) => {
      await notebookCheckout(page);
      await fillAllButState(page);
      await page.getByRole('combobox', { name: /^State/ }).selectOption('NY');
      const pay = page.getByTestId('pay-button');
      await expect(pay).toHaveText('Pay $15.89');

      // Another tab of the same checkout applies a coupon: the page still says $15.89.
      const session = new URL(page.url()).searchParams.get('session');
      const moved = await fetch(`${PLATFORM}/hosted/v1/checkout-session/update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, couponCode: 'WELCOME10' }),
      });
      const now = (
        (await moved.json()) as { checkout: { priceSummary: { total: { formattedAmount: string } } } }
      ).checkout.priceSummary.total.formattedAmount;
      expect(now).not.toBe('$15.89');

      await pay.click();
      await expect(page.getByRole('alert')).toHaveText(`The total is now ${now}. Check it, then pay again.`);
      await expect(page.getByTestId('checkout-total')).toHaveText(now);
      await expect(pay).toHaveText(`Pay ${now}`);
      await page.screenshot({
        path: `test-results/look/hosted-checkout-total-changed-${viewport.width}.png`,
      });
      await pay.click();
      await expect(page.getByTestId('thank-you')).toContainText(now);
    });

    test('a double click on Pay after a decline reaches the confirmation, never the way back', async ({
      page,
    }) => {
      await notebookCheckout(page);
      await fillAllButState(page, '4000 0000 0000 0002');
      await page.getByRole('combobox', { name: /^State/ }).selectOption('NY');
      const pay = page.getByTestId('pay-button');
      await expect(pay).toHaveText('Pay $15.89');
      await pay.click();
      await expect(page.getByRole('alert')).toHaveText(
        'Your card was declined and nothing was charged. Try another card.',
      );

      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      const box = await pay.boundingBox();
      if (!box) throw new Error('Pay is not on the page');
      await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByTestId('thank-you')).toContainText('$15.89');
      await expect(page).toHaveURL(/\/hosted\/checkout\?session=/);
    });
  });
}
