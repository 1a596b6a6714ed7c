import { generateKeyPairSync } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX, DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { OAuthStrategy } from '@wix/sdk';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { pkcePair, renews, setSignUpPolicy, TEST_CALLBACK } from '../../../testing/member-sign-in.js';
import { routeWixHostsTo } from '../../../testing/wix-hosts.js';

const PASSWORD = 'correct horse battery';

/**
 * The OAuth 2.0 Security Best Current Practice (RFC 9700) items that apply to this platform, each
 * shown refused through the public API: what an attacker would try, and the answer they get.
 */
describe.each(testDialects)('OAuth security (RFC 9700) on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  let sessionToken: string;
  let restoreFetch: () => void;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');

  const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });

  /** An `auth` redirect session as `getAuthUrl` asks for it. */
  async function authSession(authRequest: Record<string, unknown> = {}, clientId = DEFAULT_CLIENT_ID) {
    const { verifier, challenge } = pkcePair();
    const response = await post(
      '/redirect-session/v1/redirect-session',
      {
        auth: {
          authRequest: {
            redirectUri: TEST_CALLBACK,
            clientId,
            codeChallenge: challenge,
            codeChallengeMethod: 'S256',
            responseMode: 'query',
            responseType: 'code',
            scope: 'offline_access',
            state: 'state-of-the-app',
            ...authRequest,
          },
          prompt: 'login',
        },
      },
      visitor,
    );
    return { response, session: response.json().redirectSession?.sessionToken as string, verifier };
  }

  /** A code for the signed-in member, as the hosted page hands it over, with its verifier. */
  async function code(authRequest: Record<string, unknown> = {}) {
    const { session, verifier } = await authSession(authRequest);
    const authorized = await post('/hosted/v1/login-session/authorize', { session, sessionToken });
    const url = new URL(authorized.json().redirectUrl);
    return {
      code: url.searchParams.get('code') as string,
      state: url.searchParams.get('state'),
      verifier,
      url,
    };
  }

  const grant = (payload: Record<string, unknown>) =>
    post('/oauth2/token', { clientId: DEFAULT_CLIENT_ID, grantType: 'authorization_code', ...payload });

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await setSignUpPolicy(t, 'OPEN');
    const registered = await post(
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'ada@example.com' }, password: PASSWORD },
      visitor,
    );
    sessionToken = registered.json().sessionToken;
    restoreFetch = routeWixHostsTo(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    restoreFetch();
    await t.close();
  });

  it('§4.5 code replay: a code works once, and its replay ends the session its first use made', async () => {
    const { code: stolen, verifier } = await code();
    const first = await grant({ redirectUri: TEST_CALLBACK, code: stolen, codeVerifier: verifier });
    expect(first.statusCode).toBe(200);
    expect(await renews(t, first.json().refresh_token)).toBe(true);
    const replay = await grant({ redirectUri: TEST_CALLBACK, code: stolen, codeVerifier: verifier });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect(await renews(t, first.json().refresh_token)).toBe(false);
  });

  it('§2.1.1 PKCE: no verifier, a wrong verifier, or the plain method gets no tokens', async () => {
    const { code: given, verifier } = await code();
    const missing = await grant({ redirectUri: TEST_CALLBACK, code: given });
    expect(missing.json().error).toBe('invalid_request');
    const wrong = await grant({ redirectUri: TEST_CALLBACK, code: given, codeVerifier: pkcePair().verifier });
    expect(wrong.json().error).toBe('invalid_grant');
    const plain = await authSession({ codeChallengeMethod: 'plain', codeChallenge: verifier });
    expect(plain.response.statusCode).toBe(400);
    expect(plain.session).toBeUndefined();
  });

  it('§2.1.1 a code lives a minute, and only with the redirect URI it was given for', async () => {
    const late = await code();
    const other = await code();
    const otherUri = await grant({
      redirectUri: 'http://127.0.0.1:3000/login-callback',
      code: other.code,
      codeVerifier: other.verifier,
    });
    expect(otherUri.json().error).toBe('invalid_grant');
    clock.advance(61_000);
    const expired = await grant({ redirectUri: TEST_CALLBACK, code: late.code, codeVerifier: late.verifier });
    expect(expired.json().error).toBe('invalid_grant');
  });

  it('§4.1, §4.11 open redirect: a redirect URI not on the list, exactly, is refused before any page exists', async () => {
    for (const redirectUri of [
      'https://evil.example/login-callback',
      'http://localhost:3000/login-callback/../steal',
      'http://localhost:3000/login-callback?next=https://evil.example',
      'http://localhost:3000/login-callbackx',
      'http://localhost:3001/login-callback',
      'https://localhost:3000/login-callback',
      'http://localhost:3000@evil.example/login-callback',
      'http://evil.example#http://localhost:3000/login-callback',
    ]) {
      const { response, session } = await authSession({ redirectUri });
      expect(response.statusCode, redirectUri).toBe(400);
      expect(session, redirectUri).toBeUndefined();
    }
    const logout = await post(
      '/redirect-session/v1/redirect-session',
      { logout: { clientId: DEFAULT_CLIENT_ID }, callbacks: { postFlowUrl: 'https://evil.example/' } },
      visitor,
    );
    expect(logout.statusCode).toBe(400);
  });

  it('§4.7 CSRF: the state comes back exactly as sent, and the official client refuses any other', async () => {
    const strange = 'a+b/c=d&e f';
    const { state } = await code({ state: strange });
    expect(state).toBe(strange);

    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    const oauthData = auth.generateOAuthData(TEST_CALLBACK);
    const { authUrl } = await auth.getAuthUrl(oauthData, { responseMode: 'query' });
    const session = new URL(authUrl).searchParams.get('session') as string;
    const authorized = await post('/hosted/v1/login-session/authorize', { session, sessionToken });
    const answer = new URL(authorized.json().redirectUrl);
    const given = answer.searchParams.get('code') as string;
    await expect(auth.getMemberTokens(given, 'state-of-an-attacker', oauthData)).rejects.toThrow(
      'Invalid _state',
    );
    expect(auth.loggedIn()).toBe(false);
  });

  it('§4.4 mix-up and client confusion: a code or refresh token of one client is nothing to another site’s', async () => {
    const other = await t.services.sites.createSite({
      displayName: 'Elsewhere',
      installedApps: [],
      settings: { currency: 'EUR', timeZone: 'Europe/Paris', acceptsPayments: false },
    });
    const elsewhere = await t.services.sites.createClient(other.id, {
      name: 'Elsewhere web',
      allowedRedirectUris: [TEST_CALLBACK],
    });
    const { code: given, verifier } = await code();
    const foreign = await post('/oauth2/token', {
      clientId: elsewhere.id,
      grantType: 'authorization_code',
      redirectUri: TEST_CALLBACK,
      code: given,
      codeVerifier: verifier,
    });
    expect(foreign.json().error).toBe('invalid_grant');

    const mine = await grant({
      redirectUri: TEST_CALLBACK,
      ...(await code().then((c) => ({ code: c.code, codeVerifier: c.verifier }))),
    });
    const refreshElsewhere = await post('/oauth2/token', {
      clientId: elsewhere.id,
      grantType: 'refresh_token',
      refreshToken: mine.json().refresh_token,
    });
    expect(refreshElsewhere.statusCode).toBe(400);

    // This site's visitor cannot even open a sign-in for the other site's client.
    const { response, session } = await authSession({}, elsewhere.id);
    expect(response.statusCode).toBe(400);
    expect(session).toBeUndefined();
  });

  it('§2.3 a token signed by anyone but this platform is refused', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const now = Math.floor(clock.now().getTime() / 1000);
    const forged = await new SignJWT({
      data: JSON.stringify({ instance: { metaSiteId: t.siteId, siteMemberId: 'someone' } }),
    })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    const me = await t.app.inject({
      method: 'GET',
      url: '/members/v1/members/my',
      headers: { authorization: `${ACCESS_TOKEN_PREFIX}${forged}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('§4.2, §4.16 the hosted login page leaks no code by Referer and cannot be framed', async () => {
    const { session } = await authSession();
    const page = await t.app.inject({ method: 'GET', url: `/hosted/login?session=${session}` });
    // `npm test` builds the hosted pages before this suite runs.
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    // Only the direct login's silent page may be framed, and only by the client's own origins.
    const silent = async (prompt: string) => {
      const created = await post(
        '/redirect-session/v1/redirect-session',
        {
          auth: {
            authRequest: {
              clientId: DEFAULT_CLIENT_ID,
              codeChallenge: pkcePair().challenge,
              codeChallengeMethod: 'S256',
              responseMode: 'web_message',
              responseType: 'code',
              state: 'silent',
            },
            prompt,
          },
        },
        visitor,
      );
      expect(created.statusCode).toBe(200);
      const token = created.json().redirectSession.sessionToken as string;
      return t.app.inject({ method: 'GET', url: `/hosted/login?session=${token}` });
    };
    const framed = await silent('none');
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(framed.headers['content-security-policy']).toBe(
      'frame-ancestors http://localhost:3000 http://127.0.0.1:3000',
    );
    const withForm = await silent('login');
    expect(withForm.headers['x-frame-options']).toBe('DENY');
    // The default response mode keeps the code out of the query, so out of server logs and Referers.
    const { session: fragmentSession } = await authSession({ responseMode: undefined });
    const authorized = await post('/hosted/v1/login-session/authorize', {
      session: fragmentSession,
      sessionToken,
    });
    const url = new URL(authorized.json().redirectUrl);
    expect(url.search).toBe('');
    expect(new URLSearchParams(url.hash.slice(1)).get('code')).toBeTruthy();
  });
});
