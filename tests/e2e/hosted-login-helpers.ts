import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEFAULT_CLIENT_ID } from '@bazaar/contracts/constants';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { overflow, STOREFRONT, seriousViolations } from './page-checks';

/** What the hosted sign-in tests share: links, the mailbox, and the look at both widths. */
export const PLATFORM = 'http://127.0.0.1:4000';
/** The demo client allows `/login-callback` on the storefront's origins; what that page shows does not matter here. */
export const CALLBACK = `${STOREFRONT}/login-callback`;
export const PASSWORD = 'correct horse battery';

export const ownerKey = async () => (await readFile('test-results/e2e-data/owner-api-key', 'utf8')).trim();
export const freshEmail = (who: string) => `${who}.${Date.now().toString(36)}@example.com`;

export async function visitorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${PLATFORM}/oauth2/token`, {
    data: { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An `auth` redirect session as an app's `getAuthUrl` makes one: PKCE, the code in the query. */
export async function loginLink(request: APIRequestContext, prompt: 'login' | 'none' = 'login') {
  const verifier = randomBytes(32).toString('base64url');
  const response = await request.post(`${PLATFORM}/redirect-session/v1/redirect-session`, {
    headers: { authorization: await visitorToken(request) },
    data: {
      auth: {
        authRequest: {
          redirectUri: CALLBACK,
          clientId: DEFAULT_CLIENT_ID,
          codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          responseType: 'code',
          scope: 'offline_access',
          state: 's1',
        },
        prompt,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { redirectSession } = (await response.json()) as {
    redirectSession: { fullUrl: string; sessionToken: string };
  };
  return { fullUrl: redirectSession.fullUrl, session: redirectSession.sessionToken, verifier };
}

/** The newest code mailed to `to`, from the platform's development mailbox, read as the owner. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  const authorization = await ownerKey();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${PLATFORM}/mail/v1/messages?to=${encodeURIComponent(to)}`, {
        headers: { authorization },
      });
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      code = /is (\d{6})\./.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** axe and the sideways-scroll check at desktop and phone widths, with a screenshot of each. */
export async function checkLook(page: Page, name: string) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await overflow(page), `sideways scroll at ${viewport.width}`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/look/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The newest password link mailed to `to`, from the development mailbox. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  kind = 'reset-password',
): Promise<string> {
  const authorization = await ownerKey();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${PLATFORM}/mail/v1/messages?to=${encodeURIComponent(to)}`, {
        headers: { authorization },
      });
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      link = new RegExp(`(http\\S+/hosted/${kind}#\\S+)`).exec(messages[0]?.text ?? '')?.[1];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** A new member signs up from the storefront's Login button (mailed code and all); back where they started. */
export async function signUpOnStorefront(
  page: Page,
  request: APIRequestContext,
  nickname: string,
): Promise<string> {
  const email = freshEmail(nickname.toLowerCase());
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Nickname (optional)').fill(nickname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Code').fill(await mailedCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('member-bar.greeting')).toHaveText(`Hello ${nickname},`);
  // The greeting is in the server's HTML now, before the page's scripts run: a click made before
  // they load is lost, so the caller goes on once the page the sign-in came back to has loaded.
  await page.waitForLoadState('load');
  return email;
}
