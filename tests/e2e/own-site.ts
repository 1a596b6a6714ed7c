import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DASHBOARD_CLIENT_ID } from '@bazaar/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PLATFORM } from './hosted-login-helpers';

/** The demo owner's account, as its first start wrote it (demo only). */
export async function demoOwner() {
  const [email = '', password = ''] = (await readFile('test-results/e2e-data/owner-account', 'utf8'))
    .trim()
    .split('\n');
  return { email, password };
}

/**
 * The demo owner's access token, the way the dashboard gets one but through the API: the
 * password, an `auth` redirect session with PKCE, its authorization, and the code's exchange.
 */
async function ownerAccountToken(request: APIRequestContext): Promise<string> {
  const { email, password } = await demoOwner();
  const post = async (url: string, data: object, authorization?: string) => {
    const response = await request.post(`${PLATFORM}${url}`, {
      data,
      ...(authorization ? { headers: { authorization } } : {}),
    });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return response.json();
  };
  const visitor = (await post('/oauth2/token', { clientId: DASHBOARD_CLIENT_ID, grantType: 'anonymous' }))
    .access_token;
  const { sessionToken } = await post(
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password },
    visitor,
  );
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${PLATFORM}/dashboard/callback`;
  const { redirectSession } = await post(
    '/redirect-session/v1/redirect-session',
    {
      auth: {
        authRequest: {
          redirectUri,
          clientId: DASHBOARD_CLIENT_ID,
          codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          responseType: 'code',
          scope: 'offline_access',
          state: 'e2e',
        },
        prompt: 'login',
      },
    },
    visitor,
  );
  const { redirectUrl } = await post('/hosted/v1/login-session/authorize', {
    session: redirectSession.urlDetails.searchParams.session,
    sessionToken,
  });
  const code = new URL(redirectUrl).searchParams.get('code');
  return (
    await post('/oauth2/token', {
      clientId: DASHBOARD_CLIENT_ID,
      grantType: 'authorization_code',
      redirectUri,
      code,
      codeVerifier: verifier,
    })
  ).access_token;
}

/**
 * A site of a test's own, owned by the demo owner: what a test adds to it (products, events) never
 * shows on the demo site that the other tests count. Its owner API key, and a visitor's token
 * from its storefront client.
 */
export async function ownSite(request: APIRequestContext, displayName: string, installedApps: string[]) {
  const account = await ownerAccountToken(request);
  const made = await request.post(`${PLATFORM}/sites/v1/sites`, {
    headers: { authorization: account },
    data: { site: { displayName, currency: 'USD', timeZone: 'Europe/Lisbon', installedApps } },
  });
  expect(made.status(), await made.text()).toBe(200);
  const siteId = (await made.json()).site.id as string;
  const keyAnswer = await request.post(`${PLATFORM}/sites/v1/api-keys`, {
    headers: { authorization: account, 'wix-site-id': siteId },
    data: { apiKey: { name: 'e2e' } },
  });
  const apiKey = (await keyAnswer.json()).key as string;
  const clients = await request.get(`${PLATFORM}/sites/v1/oauth-clients`, {
    headers: { authorization: apiKey },
  });
  const clientId = (await clients.json()).oauthClients[0].id as string;
  const visitorToken = async () =>
    (
      await (
        await request.post(`${PLATFORM}/oauth2/token`, { data: { clientId, grantType: 'anonymous' } })
      ).json()
    ).access_token as string;
  return { siteId, apiKey, visitorToken };
}

/** Signs in on the hosted page from the dashboard's sign-in screen; ends on the site list. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${PLATFORM}/dashboard`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sites');
}
