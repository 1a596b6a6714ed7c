import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  CALLBACK,
  checkLook,
  freshEmail,
  loginLink,
  mailedCode,
  mailedLink,
  PASSWORD,
  PLATFORM,
} from './hosted-login-helpers';

const NEW_PASSWORD = 'a brand new passphrase';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('forgot password: the mailed link sets a new password once, and the new one signs in', async ({
  page,
  request,
}) => {
  // A member with a confirmed email, made through the login page's API.
  const email = freshEmail('rosa');
  const { session } = await loginLink(request);
  const call = async (path: string, data: Record<string, unknown>) =>
    request.post(`${PLATFORM}/hosted/v1/login-session${path}`, { data: { session, ...data } });
  const { stateToken } = await (await call('/register', { loginId: { email }, password: PASSWORD })).json();
  expect((await call('/verify', { stateToken, code: await mailedCode(request, email) })).status()).toBe(200);

  await page.goto((await loginLink(request)).fullUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Reset your password');
  await expect(heading).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await checkLook(page, 'hosted-login-forgot');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(heading).toHaveText('Check your email');
  await expect(page.getByTestId('login-notice')).toContainText(
    `If an account uses ${email}, we sent it a link`,
  );
  await checkLook(page, 'hosted-login-link-sent');

  const link = await mailedLink(request, email);
  await page.goto(link);
  await expect(page).toHaveTitle('Reset your password');
  await expect(heading).toHaveText('Choose a new password');
  await expect(page.getByTestId('reset-form')).toContainText(`For ${email}.`);
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'new-password',
  );
  await checkLook(page, 'hosted-reset-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(heading).toHaveText('Your password is changed');
  await checkLook(page, 'hosted-reset-password-done');

  // Back to the sign-in the reset started from: the old password no longer works, the new one does.
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await expect(heading).toHaveText(/^Sign in to /);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That email and password do not match an account. Check them and try again.',
  );
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${CALLBACK}?`));
  expect(new URL(page.url()).searchParams.get('code')).toMatch(/.{16,}/);

  // The link worked once.
  await page.goto(link);
  await expect(heading).toHaveText('Password reset unavailable');
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one with "Forgot password?" on the sign-in page.',
  );
});

test('asking for a link says the same for an email with no account', async ({ page, request }) => {
  await page.goto((await loginLink(request)).fullUrl);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('nobody.at.all@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('login-notice')).toContainText(
    'If an account uses nobody.at.all@example.com, we sent it a link',
  );
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to /);
});
