import { DEFAULT_CLIENT_ID } from '@bazaar/contracts/constants';
import { expect, test } from '@playwright/test';
import { members } from '@wix/members';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { routeWixHostsTo } from '../../apps/platform/src/testing/wix-hosts';
import { freshEmail, loginLink, mailedCode, PASSWORD, PLATFORM } from './hosted-login-helpers';
import { STOREFRONT } from './page-checks';

const CALLBACK = `${STOREFRONT}/login-callback`;

test('the official OAuthStrategy: getAuthUrl, the hosted login in Chromium, parseFromUrl, getMemberTokens', async ({
  page,
  request,
}) => {
  // The official client calls www.wixapis.com: this test process sends those calls to the platform.
  const restore = routeWixHostsTo(PLATFORM);
  try {
    const email = freshEmail('ines');
    const { session } = await loginLink(request);
    const call = async (path: string, data: Record<string, unknown>) =>
      request.post(`${PLATFORM}/hosted/v1/login-session${path}`, { data: { session, ...data } });
    const registered = await call('/register', {
      loginId: { email },
      password: PASSWORD,
      profile: { nickname: 'Ines' },
    });
    const { stateToken } = await registered.json();
    expect((await call('/verify', { stateToken, code: await mailedCode(request, email) })).status()).toBe(
      200,
    );

    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    const oauthData = auth.generateOAuthData(CALLBACK, `${STOREFRONT}/store`);
    const { authUrl } = await auth.getAuthUrl(oauthData, { prompt: 'login', responseMode: 'fragment' });
    expect(new URL(authUrl).origin).toBe(PLATFORM);

    // The app's callback page is this test's: the code must reach the official client, not the storefront.
    await page.route(`${CALLBACK}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Back</title>' }),
    );
    await page.goto(authUrl);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(`${CALLBACK}#`));

    const { code, state, error } = auth.parseFromUrl(page.url(), 'fragment');
    expect(error).toBeUndefined();
    expect(state).toBe(oauthData.state);
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    const { member } = await createClient({ modules: { members }, auth }).members.getCurrentMember();
    expect(member?.profile?.nickname).toBe('Ines');
  } finally {
    restore();
  }
});
