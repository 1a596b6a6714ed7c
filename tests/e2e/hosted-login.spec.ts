import { mkdir } from 'node:fs/promises';
import { DEFAULT_CLIENT_ID } from '@bazaar/contracts/constants';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  CALLBACK,
  checkLook,
  freshEmail,
  loginLink,
  mailedCode,
  ownerKey,
  PASSWORD,
  PLATFORM,
  visitorToken,
} from './hosted-login-helpers';
import { STOREFRONT, seriousViolations } from './page-checks';

test.beforeAll(async () => {
  await mkdir('test-results/look', { recursive: true });
});

test('a wrong password is said in our words, and what was typed stays', async ({ page, request }) => {
  await page.goto((await loginLink(request)).fullUrl);
  await expect(page).toHaveTitle('Sign in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to .+/);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  await checkLook(page, 'hosted-login');

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'That email and password do not match an account. Check them and try again.',
  );
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('not the password');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/look/hosted-login-wrong-password-1280.png', fullPage: true });
});

test('an email that has an account already is offered a sign-in instead', async ({ page, request }) => {
  const email = freshEmail('taken');
  const existing = await request.post(`${PLATFORM}/hosted/v1/login-session/register`, {
    data: { session: (await loginLink(request)).session, loginId: { email }, password: PASSWORD },
  });
  expect(existing.status(), await existing.text()).toBe(200);

  await page.goto((await loginLink(request)).fullUrl);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('There is already an account with this email.');
  await page.screenshot({ path: 'test-results/look/hosted-login-email-taken-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to /);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('sign up with a new email, confirm the mailed code, and land on the app with a code and its state', async ({
  page,
  request,
}) => {
  const email = freshEmail('grace');
  await page.goto((await loginLink(request)).fullUrl);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Nickname (optional)').fill('Grace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await checkLook(page, 'hosted-login-sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Confirm your email');
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('code-step')).toContainText(`Enter the 6-digit code we sent to ${email}.`);
  const code = page.getByLabel('Code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await checkLook(page, 'hosted-login-code');

  // A code that is not the one mailed, then a new code: only the newest one works.
  const first = await mailedCode(request, email);
  await code.fill(first === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That is not the code we sent. Check the email and try again.',
  );
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `We sent a new code to ${email}. Earlier codes no longer work.`,
  );
  await page.screenshot({ path: 'test-results/look/hosted-login-code-resent-1280.png', fullPage: true });

  await code.fill(await mailedCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${CALLBACK}?`));
  const landed = new URL(page.url());
  expect(landed.searchParams.get('code')).toMatch(/.{16,}/);
  expect(landed.searchParams.get('state')).toBe('s1');
});

async function setSignUpPolicy(memberSignUp: string) {
  const response = await fetch(`${PLATFORM}/sites/v1/site`, {
    method: 'PATCH',
    headers: { authorization: await ownerKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ site: { settings: { memberSignUp } } }),
  });
  expect(response.status, await response.text()).toBe(200);
}

test('where the owner approves new members, a sign-up says so and waits', async ({ page, request }) => {
  await setSignUpPolicy('OWNER_APPROVAL');
  try {
    await page.goto((await loginLink(request)).fullUrl);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByTestId('login-form')).toContainText('The site owner approves new members');
    const email = freshEmail('ines');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is waiting for approval');
    await expect(page.getByTestId('login-notice')).toContainText(`You can sign in with ${email} once`);
    await checkLook(page, 'hosted-login-approval');
  } finally {
    await setSignUpPolicy('EMAIL_VERIFICATION');
  }
});

test('a silent request (prompt none) shows no form: the app hears at once that no one is signed in', async ({
  page,
  request,
}) => {
  await page.goto((await loginLink(request, 'none')).fullUrl);
  await page.waitForURL((url) => url.href.startsWith(`${CALLBACK}?`));
  const landed = new URL(page.url());
  expect(landed.searchParams.get('error')).toBe('login_required');
  expect(landed.searchParams.get('state')).toBe('s1');
  expect(landed.searchParams.get('code')).toBeNull();
});

test('a sign-in link that does not work says so in a sentence, with no form', async ({ page }) => {
  await page.goto(`${PLATFORM}/hosted/login?session=bzs_not-a-session`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in unavailable');
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link is not valid. Go back to the site and choose Sign in again.',
  );
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

/** A new member's tokens, signed up through the login page's API and exchanged as the app would. */
async function memberTokens(request: APIRequestContext) {
  const link = await loginLink(request);
  const email = freshEmail('lin');
  const call = async (path: string, data: Record<string, unknown>) =>
    (
      await request.post(`${PLATFORM}/hosted/v1/login-session${path}`, {
        data: { session: link.session, ...data },
      })
    ).json();
  const { stateToken } = await call('/register', { loginId: { email }, password: PASSWORD });
  const { sessionToken } = await call('/verify', { stateToken, code: await mailedCode(request, email) });
  const { redirectUrl } = await call('/authorize', { sessionToken });
  const response = await request.post(`${PLATFORM}/oauth2/token`, {
    data: {
      clientId: DEFAULT_CLIENT_ID,
      grantType: 'authorization_code',
      redirectUri: CALLBACK,
      code: new URL(redirectUrl).searchParams.get('code'),
      codeVerifier: link.verifier,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

async function logoutLink(request: APIRequestContext, accessToken: string, postFlowUrl?: string) {
  const response = await request.post(`${PLATFORM}/redirect-session/v1/redirect-session`, {
    headers: { authorization: accessToken },
    data: { logout: { clientId: DEFAULT_CLIENT_ID }, ...(postFlowUrl ? { callbacks: { postFlowUrl } } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl;
}

test('the logout page ends the member session and goes back to the site; with nowhere to go it says so', async ({
  page,
  request,
}) => {
  await page.goto(await logoutLink(request, await visitorToken(request)));
  await expect(page).toHaveTitle('Sign out');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^You are signed out of .+/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/look/hosted-logout-1280.png', fullPage: true });

  const member = await memberTokens(request);
  await page.goto(await logoutLink(request, member.access_token, `${STOREFRONT}/store`));
  await page.waitForURL(`${STOREFRONT}/store`);
  const renewal = await request.post(`${PLATFORM}/oauth2/token`, {
    data: { clientId: DEFAULT_CLIENT_ID, grantType: 'refresh_token', refreshToken: member.refresh_token },
  });
  expect(renewal.status()).toBe(400);

  await page.goto(`${PLATFORM}/hosted/logout?session=bzs_not-a-session`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-out unavailable');
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-out link is not valid. Go back to the site and choose Sign out again.',
  );
});
