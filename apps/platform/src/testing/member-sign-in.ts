import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import type { TestApp } from './app.js';

export const TEST_CALLBACK = 'http://localhost:3000/login-callback';

/** PKCE as the official client makes it: a 43-character verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface MemberTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Member tokens the way an app gets them: a sign-in's session token, an `auth` redirect session
 * (made with `visitor`'s token, a new visitor's by default), the hosted page's authorization, and
 * the `authorization_code` grant; all through the API.
 */
export async function memberTokensFor(
  t: TestApp,
  sessionToken: string,
  visitorToken?: string,
  client: { clientId: string; redirectUri: string } = {
    clientId: DEFAULT_CLIENT_ID,
    redirectUri: TEST_CALLBACK,
  },
): Promise<MemberTokens> {
  const visitor = visitorToken ?? (await t.visitorToken());
  const { verifier, challenge } = pkcePair();
  const created = await t.app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization: visitor },
    payload: {
      auth: {
        authRequest: {
          redirectUri: client.redirectUri,
          clientId: client.clientId,
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          responseType: 'code',
          scope: 'offline_access',
          state: 'test-state',
        },
        prompt: 'login',
      },
    },
  });
  const session = created.json().redirectSession.urlDetails.searchParams.session as string;
  const authorized = await t.app.inject({
    method: 'POST',
    url: '/hosted/v1/login-session/authorize',
    payload: { session, sessionToken },
  });
  const code = new URL(authorized.json().redirectUrl).searchParams.get('code');
  if (!code) throw new Error(`No code: ${authorized.body}`);
  const granted = await t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      clientId: client.clientId,
      grantType: 'authorization_code',
      redirectUri: client.redirectUri,
      code,
      codeVerifier: verifier,
    },
  });
  if (granted.statusCode !== 200) throw new Error(`No tokens: ${granted.body}`);
  return { accessToken: granted.json().access_token, refreshToken: granted.json().refresh_token };
}

/** Whether a refresh token still renews (a session that was not ended). */
export async function renews(t: TestApp, refreshToken: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { clientId: DEFAULT_CLIENT_ID, grantType: 'refresh_token', refreshToken },
  });
  return response.statusCode === 200;
}

/** The development mailbox's messages to `to`, newest first, read as the owner. */
export async function mailTo(t: TestApp, to: string): Promise<{ subject: string; text: string }[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/mail/v1/messages?to=${encodeURIComponent(to)}`,
    headers: { authorization: t.ownerApiKey },
  });
  if (response.statusCode !== 200) throw new Error(`The mailbox answered ${response.statusCode}`);
  return response.json().messages;
}

/** The site's member sign-up policy (OPEN, EMAIL_VERIFICATION, OWNER_APPROVAL), set as the owner. */
export const setSignUpPolicy = (t: TestApp, memberSignUp: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/sites/v1/site',
    headers: { authorization: t.ownerApiKey },
    payload: { site: { settings: { memberSignUp } } },
  });
