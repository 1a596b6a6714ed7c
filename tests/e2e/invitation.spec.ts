import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkLook, freshEmail, ownerKey, PASSWORD, PLATFORM } from './hosted-login-helpers';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('an invited manager opens the mailed link, chooses a password and joins the site', async ({
  page,
  request,
}) => {
  const email = freshEmail('bea');
  const sent = await request.post(`${PLATFORM}/sites/v1/invitations`, {
    headers: { authorization: await ownerKey() },
    data: { invitation: { email, role: 'MANAGER' } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const box = await request.get(`${PLATFORM}/mail/v1/messages?to=${encodeURIComponent(email)}`, {
    headers: { authorization: await ownerKey() },
  });
  const [mail] = (await box.json()).messages as { subject: string; text: string }[];
  expect(mail?.subject).toBe('You are invited to Bazaar demo site');
  const link = /http\S+#token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';

  await page.goto(link);
  await expect(page).toHaveTitle('Invitation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Bazaar demo site');
  await expect(page.getByText('You are invited to work on it as a manager.')).toBeVisible();
  await checkLook(page, 'hosted-invitation');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept and make my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're in");
  await expect(page.getByText('You work on Bazaar demo site as a manager now.')).toBeVisible();
  await checkLook(page, 'hosted-invitation-accepted');

  // The link works once.
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitation unavailable');
  await expect(page.getByRole('alert')).toContainText('accepted, withdrawn or has expired');
});
