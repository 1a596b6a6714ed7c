import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { overflow, seriousViolations, storefrontFailures } from './page-checks';
import { BOTH_WIDTHS } from './widths';

const PLATFORM = 'http://127.0.0.1:4000';
const CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const PASSWORD = 'correct horse battery';

const ownerKey = async () => (await readFile('test-results/e2e-data/owner-api-key', 'utf8')).trim();

/** The newest code mailed to `to`, read from the platform's development mailbox as the owner. */
async function mailedCode(to: string): Promise<string> {
  const authorization = await ownerKey();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${PLATFORM}/mail/v1/messages?to=${encodeURIComponent(to)}`, {
        headers: { authorization },
      });
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = /is (\d{6})\./.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

const greeting = (page: Page) => page.getByTestId('member-bar.greeting');

async function refreshToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session');
  return JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).refreshToken?.value;
}

for (const [label, viewport] of BOTH_WIDTHS) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('the hosted sign-in has a way back: the visitor returns to the page they left, still a visitor', async ({
      page,
    }) => {
      const failures = storefrontFailures(page);
      await page.goto('/tickets');
      await expect(greeting(page)).toHaveText('Hello visitor,');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/hosted\/login\?session=/);
      await page.screenshot({
        path: `test-results/look/hosted-login-back-${viewport.width}.png`,
        fullPage: true,
      });
      await page.getByRole('link', { name: 'Back to Bazaar demo site' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:3000\/tickets$/);
      await expect(greeting(page)).toHaveText('Hello visitor,');
      expect(failures).toEqual([]);
    });

    test('a visitor signs up on the hosted page, confirms the mailed code, stays signed in, and logs out', async ({
      page,
    }) => {
      const failures = storefrontFailures(page);
      const email = `ada-${label}-${Date.now()}@example.com`;
      await page.goto('/store');
      await expect(greeting(page)).toHaveText('Hello visitor,');
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/hosted\/login\?session=/);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByLabel('Nickname (optional)').fill('Ada');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
      await page.getByLabel('Code').fill(await mailedCode(email));
      await page.getByRole('button', { name: 'Confirm' }).click();

      // Back on the page the sign-in started from, as the member.
      await expect(page).toHaveURL(/127\.0\.0\.1:3000\/store$/);
      await expect(greeting(page)).toHaveText('Hello Ada,');
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/member-bar-${label}.png` });

      await page.reload();
      await expect(greeting(page)).toHaveText('Hello Ada,');
      const memberRefreshToken = await refreshToken(page);

      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:3000\/store$/);
      await expect(greeting(page)).toHaveText('Hello visitor,');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      // The platform ended the member's session: its refresh token renews nothing any more.
      const renewal = await fetch(`${PLATFORM}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: CLIENT_ID,
          grantType: 'refresh_token',
          refreshToken: memberRefreshToken,
        }),
      });
      expect(renewal.status).toBe(400);
      expect(failures).toEqual([]);
    });
  });
}

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s HTML offers Login disabled, not a button that would take a click and do nothing', async ({
    page,
  }) => {
    await page.goto('/store');
    await expect(greeting(page)).toHaveText('Hello visitor,');
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  });
});

test('once the scripts run, Login is enabled', async ({ page }) => {
  await page.goto('/store');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a callback that was not started in this tab says so, in a sentence of our own', async ({ page }) => {
  const failures = storefrontFailures(page);
  await page.goto('/login-callback#code=forged&state=forged');
  await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
  await expect(page.getByTestId('login-callback').getByRole('alert')).toHaveText(
    'This sign-in was not started in this tab, or it was already finished.',
  );
  await page.getByRole('link', { name: 'Back to the examples' }).click();
  await expect(greeting(page)).toHaveText('Hello visitor,');
  expect(failures).toEqual([]);
});

test('a session cookie left empty (a Logout racing the page) gets new visitor tokens, with no error', async ({
  page,
  context,
}) => {
  const failures = storefrontFailures(page);
  await context.addCookies([
    {
      name: 'session',
      value: encodeURIComponent(
        JSON.stringify({
          accessToken: { value: '', expiresAt: 0 },
          refreshToken: { value: '', role: 'none' },
        }),
      ),
      url: 'http://127.0.0.1:3000',
    },
  ]);
  await page.goto('/store');
  await expect(greeting(page)).toHaveText('Hello visitor,');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'session');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).accessToken.value).toMatch(/^OauthNG\.JWS\./);
  expect(failures).toEqual([]);
});

test('a session whose access token has expired is renewed before the page renders, keeping its refresh token', async ({
  page,
  context,
}) => {
  const failures = storefrontFailures(page);
  const response = await fetch(`${PLATFORM}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: CLIENT_ID, grantType: 'anonymous' }),
  });
  const issued = (await response.json()) as { access_token: string; refresh_token: string };
  await context.addCookies([
    {
      name: 'session',
      value: encodeURIComponent(
        JSON.stringify({
          accessToken: { value: issued.access_token, expiresAt: Math.floor(Date.now() / 1000) - 10 },
          refreshToken: { value: issued.refresh_token, role: 'visitor' },
        }),
      ),
      url: 'http://127.0.0.1:3000',
    },
  ]);
  await page.goto('/store');
  await expect(greeting(page)).toHaveText('Hello visitor,');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'session');
  const kept = JSON.parse(decodeURIComponent(cookie?.value ?? '{}'));
  expect(kept.refreshToken.value).toBe(issued.refresh_token);
  expect(kept.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);
  expect(failures).toEqual([]);
});
