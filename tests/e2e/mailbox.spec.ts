import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkLook, freshEmail, loginLink, ownerKey, PASSWORD, PLATFORM } from './hosted-login-helpers';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('the development mailbox page shows what was sent, by address, from a link the owner made', async ({
  page,
  request,
}) => {
  const email = freshEmail('mae');
  const { session } = await loginLink(request);
  await request.post(`${PLATFORM}/hosted/v1/login-session/register`, {
    data: { session, loginId: { email }, password: PASSWORD },
  });
  const made = await request.post(`${PLATFORM}/mail/v1/mailbox-links`, {
    headers: { authorization: await ownerKey() },
    data: {},
  });
  const { url } = (await made.json()) as { url: string };

  await page.goto(url);
  await expect(page).toHaveTitle('Development mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development mailbox');
  await page.getByLabel('To').fill(email);
  await page.getByRole('button', { name: 'Show' }).click();
  const messages = page.getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText(`To ${email}`);
  await expect(messages.first().getByRole('heading', { level: 2 })).toHaveText(/^\d{6} is your .+ code$/);
  await checkLook(page, 'hosted-mailbox');

  // A key of no link: a fresh page load says so.
  await page.goto('about:blank');
  await page.goto(`${PLATFORM}/hosted/mailbox#key=not-a-key-of-any-link`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox unavailable');
  await expect(page.getByRole('alert')).toContainText('This mailbox link has expired or is not valid.');
});
