import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkLook, signUpOnStorefront } from './hosted-login-helpers';
import { demoOwner, signIn } from './own-site';
import { BOTH_WIDTHS } from './widths';

/*
 * The owner's plans, as issue 40 names them: a plan made on the dashboard is bought on the
 * storefront's /subscriptions by a member, whose order the owner then pauses and resumes. It adds
 * a plan buyers see on the demo site (other tests count them), so it runs last with the other changes.
 */

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('a plan made on the dashboard is bought on /subscriptions, then paused and resumed by the owner', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const look = async (shot: string) => {
        await checkLook(page, `${shot}-${label}`);
        await page.setViewportSize(viewport);
      };
      const name = `Harbour Pass ${Date.now().toString(36)}`;
      const { email, password } = await demoOwner();
      await signIn(page, email, password);
      await page.getByRole('link', { name: /Bazaar demo site/ }).click();
      const areas = page.getByRole('navigation', { name: 'Site areas' });
      await areas.getByRole('link', { name: 'Plans' }).click();
      await page.getByRole('link', { name: 'Add a plan' }).click();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Benefits').fill('Two classes a week');
      await page.getByLabel('Price', { exact: true }).fill('30');
      await page.getByRole('button', { name: 'Create plan' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      // A member buys it on the storefront with the test card.
      const buyer = await page.context().browser()?.newContext({ viewport });
      const shop = await buyer?.newPage();
      if (!shop) throw new Error('No buyer page');
      await shop.goto('http://127.0.0.1:3000/subscriptions');
      const member = await signUpOnStorefront(shop, request, 'Marta');
      await shop.getByTestId('subscriptions.pricing-plan').filter({ hasText: name }).click();
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Order summary');
      await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
      await shop.getByLabel('Expiry (MM/YY)').fill('12/34');
      await shop.getByLabel('CVC').fill('123');
      await shop.getByRole('button', { name: 'Pay $30.00' }).click();
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
      await buyer?.close();

      // The owner finds the order, pauses and resumes it, and sees it on the member's page.
      await areas.getByRole('link', { name: 'Plans' }).click();
      const order = page
        .getByRole('list', { name: 'Plan orders' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(order).toContainText('Active');
      await order.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByRole('status').last()).toHaveText(`${name} order paused.`);
      await expect(order).toContainText('Paused');
      await order.getByRole('button', { name: 'Resume' }).click();
      await expect(page.getByRole('status').last()).toHaveText(`${name} order resumed.`);
      await expect(order).toContainText('Active');
      // Paid by card: canceling it may give the payment back, all or the unused part.
      await order.getByRole('button', { name: 'Cancel' }).click();
      const asked = page.getByRole('dialog', { name: `Cancel this ${name} order?` });
      await expect(asked.getByRole('radio')).toHaveCount(3);
      await asked.getByRole('button', { name: 'Keep it' }).click();
      await order.getByRole('link', { name: 'the buyer' }).click();
      await expect(page.getByText(member)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Plans' })).toContainText(`${name} · active`);
      await look('dashboard-member-with-plan');
    });
  });
}
