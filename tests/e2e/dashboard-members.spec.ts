import { expect, test } from '@playwright/test';
import { checkLook, PLATFORM } from './hosted-login-helpers';
import { demoOwner, ownSite, signIn } from './own-site';
import { BOTH_WIDTHS } from './widths';

/* A member found, blocked (they can no longer sign in) and let in again, at both widths. */
for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('the owner finds a member, sees their orders, and blocks them: they can no longer sign in', async ({
      page,
      request,
    }) => {
      const word = `${Date.now().toString(36)}${label[0]}`;
      const shop = `Club shop ${word}`;
      const site = await ownSite(request, shop, ['stores']);
      const opened = await request.patch(`${PLATFORM}/sites/v1/site`, {
        headers: { authorization: site.apiKey },
        data: { site: { settings: { memberSignUp: 'OPEN' } } },
      });
      expect(opened.status()).toBe(200);
      const email = `rosa.${word}@example.com`;
      const password = 'correct horse battery';
      const signUp = async (url: string) =>
        request.post(`${PLATFORM}${url}`, {
          headers: { authorization: await site.visitorToken() },
          data: { loginId: { email }, password },
        });
      expect((await signUp('/_api/iam/authentication/v2/register')).status()).toBe(200);
      expect((await (await signUp('/_api/iam/authentication/v2/login')).json()).state).toBe('SUCCESS');

      const owner = await demoOwner();
      await signIn(page, owner.email, owner.password);
      await page.getByRole('link', { name: new RegExp(shop) }).click();
      await page
        .getByRole('navigation', { name: 'Site areas' })
        .getByRole('link', { name: 'Members' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members');
      await page.getByLabel('Email starts with').fill(`ROSA.${word}`);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Active');
      await checkLook(page, `dashboard-members-${label}`);
      await page.setViewportSize(viewport);
      await page
        .getByRole('row', { name: new RegExp(email) })
        .getByRole('link')
        .click();
      await expect(page.getByText('No order yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Block' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Blocked: they are signed out everywhere and cannot sign in.',
      );
      await expect(page.locator('.badge').filter({ hasText: 'Blocked' })).toBeVisible();
      await checkLook(page, `dashboard-member-${label}`);
      await page.setViewportSize(viewport);

      const refused = await signUp('/_api/iam/authentication/v2/login');
      expect(refused.status()).toBe(403);
      expect((await refused.json()).details.applicationError.code).toBe('IDENTITY_BLOCKED');

      await page.getByRole('button', { name: 'Let in again' }).click();
      await expect(page.getByRole('status')).toHaveText('Let in: they can sign in.');
      expect((await (await signUp('/_api/iam/authentication/v2/login')).json()).state).toBe('SUCCESS');
    });
  });
}
