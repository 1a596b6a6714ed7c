import { DASHBOARD_CLIENT_ID, type SiteRole } from '@bazaar/contracts';
import type { TestApp } from './app.js';
import { mailTo, memberTokensFor } from './member-sign-in.js';

export const ACCOUNT_PASSWORD = 'correct horse battery';

const tokenIn = (link: string) => new URL(link).hash.replace('#token=', '');

/** An account's access token the way the dashboard gets one: the password, then PKCE. */
export async function accountToken(t: TestApp, email: string, password = ACCOUNT_PASSWORD): Promise<string> {
  const visitor = (
    await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: DASHBOARD_CLIENT_ID, grantType: 'anonymous' },
    })
  ).json().access_token;
  const login = await t.app.inject({
    method: 'POST',
    url: '/_api/iam/authentication/v2/login',
    headers: { authorization: visitor },
    payload: { loginId: { email }, password },
  });
  if (login.json().state !== 'SUCCESS') throw new Error(`${email} could not sign in: ${login.body}`);
  const tokens = await memberTokensFor(t, login.json().sessionToken, visitor, {
    clientId: DASHBOARD_CLIENT_ID,
    redirectUri: 'http://127.0.0.1:4000/dashboard/callback',
  });
  return tokens.accessToken;
}

/** The test site's first owner, made from the set-up link, signed in. */
export async function firstOwnerToken(t: TestApp, email: string): Promise<string> {
  const link = await t.services.accounts.firstAccount.setupLink();
  const made = await t.app.inject({
    method: 'POST',
    url: '/hosted/v1/account-setup',
    payload: { token: tokenIn(link ?? ''), email, password: ACCOUNT_PASSWORD },
  });
  if (made.statusCode !== 200) throw new Error(`No first account: ${made.body}`);
  return accountToken(t, email);
}

/** An account invited to the test site as `role` by `owner`, its invitation accepted, signed in. */
export async function invitedToken(
  t: TestApp,
  owner: string,
  email: string,
  role: SiteRole,
): Promise<string> {
  await t.app.inject({
    method: 'POST',
    url: '/sites/v1/invitations',
    headers: { authorization: owner, 'wix-site-id': t.siteId },
    payload: { invitation: { email, role } },
  });
  const [mail] = await mailTo(t, email);
  const token = tokenIn(mail?.text.match(/http\S+#token=\S+/)?.[0] ?? '');
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/hosted/v1/invitation/accept',
    payload: { token, password: ACCOUNT_PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`${email} could not accept: ${accepted.body}`);
  return accountToken(t, email);
}
