import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { authenticatorCode } from './authenticator';
import { checkLook, freshEmail, loginLink, mailedCode, PASSWORD, PLATFORM } from './hosted-login-helpers';
import { storefrontFailures } from './page-checks';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

const greeting = (page: Page) => page.getByTestId('member-bar.greeting');

/** Login from the member bar, and the email and password on the hosted page. */
async function signIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/hosted\/login\?session=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a member turns on two-step verification, then signs in with the app’s code and a remembered device', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const failures = storefrontFailures(page);
  // A member with a confirmed email, made through the login page's API.
  const email = freshEmail('tess');
  const { session } = await loginLink(request);
  const call = async (path: string, data: Record<string, unknown>) =>
    request.post(`${PLATFORM}/hosted/v1/login-session${path}`, { data: { session, ...data } });
  const registered = await call('/register', {
    loginId: { email },
    password: PASSWORD,
    profile: { nickname: 'Tess' },
  });
  const { stateToken } = await registered.json();
  expect((await call('/verify', { stateToken, code: await mailedCode(request, email) })).status()).toBe(200);

  await page.goto('/store');
  await signIn(page, email);
  await expect(greeting(page)).toHaveText('Hello Tess,');

  await page.getByRole('link', { name: 'Hello Tess,' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  const security = page.getByTestId('account.security');
  await expect(security).toContainText('Off.');
  await checkLook(page, 'account-security-off');

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('account.key').textContent()) ?? '';
  expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await checkLook(page, 'account-security-enrol');
  await page.getByLabel('Code from the app').fill(authenticatorCode(key, 3));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByTestId('account.enrol').getByRole('alert')).toContainText(
    'That code does not match.',
  );
  await page.getByLabel('Code from the app').fill(authenticatorCode(key));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();
  await expect(page.getByTestId('account.codes').getByRole('listitem')).toHaveCount(10);
  await checkLook(page, 'account-security-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(security).toContainText('On.');

  // Signed out, the next sign-in asks for the app's code after the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(greeting(page)).toHaveText('Hello visitor,');
  await signIn(page, email);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Two-step verification');
  await expect(heading).toBeFocused();
  await checkLook(page, 'hosted-login-factor');
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Enter the newest code, or a recovery code you have not used.',
  );
  // The activation spent this step's code: the app's next one is good (a step either side counts).
  await page.getByLabel('Code', { exact: true }).fill(authenticatorCode(key, 1));
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/account$/);
  await expect(greeting(page)).toHaveText('Hello Tess,');

  // This browser is remembered: the password is enough here now. (The member bar's buttons stay
  // disabled until the page's scripts run, so a click waits for them.)
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(greeting(page)).toHaveText('Hello visitor,');
  await signIn(page, email);
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/account$/);
  await expect(greeting(page)).toHaveText('Hello Tess,');
  // The wrong code typed on purpose at the set-up is refused on the storefront's server (a server
  // action), so the browser logs nothing at all.
  expect(failures).toEqual([]);
});
