import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const CALLBACK = 'http://localhost:3000/login-callback';
const PASSWORD = 'correct horse battery';

/**
 * The hosted login page end to end through its API (sign up, the mailed code, authorize, the
 * code grant), and the logout page ending exactly the session its link was made with.
 */
describe.each(testDialects)('hosted sign-in and logout on %s', (dialect) => {
  let t: TestApp;

  const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });

  /** An `auth` redirect session made by a new visitor, as `getAuthUrl` makes it. */
  async function loginPage(responseMode = 'query') {
    const visitor = await t.visitorToken();
    const verifier = randomBytes(32).toString('base64url');
    const response = await post(
      '/redirect-session/v1/redirect-session',
      {
        auth: {
          authRequest: {
            redirectUri: CALLBACK,
            clientId: DEFAULT_CLIENT_ID,
            codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
            codeChallengeMethod: 'S256',
            responseMode,
            responseType: 'code',
            scope: 'offline_access',
            state: 'state-hosted',
          },
          prompt: 'login',
        },
      },
      visitor,
    );
    expect(response.statusCode).toBe(200);
    return { session: response.json().redirectSession.urlDetails.searchParams.session as string, verifier };
  }

  const mailedCode = async (to: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/mail/v1/messages?to=${encodeURIComponent(to)}`,
      headers: { authorization: t.ownerApiKey },
    });
    return /is (\d{6})\./.exec(response.json().messages[0].text)?.[1] as string;
  };

  /** Authorizes the page's session for a sign-in and trades the code for member tokens. */
  async function memberTokens(page: { session: string; verifier: string }, sessionToken: string) {
    const authorized = await post('/hosted/v1/login-session/authorize', {
      session: page.session,
      sessionToken,
    });
    expect(authorized.statusCode).toBe(200);
    const redirect = new URL(authorized.json().redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe(CALLBACK);
    expect(redirect.searchParams.get('state')).toBe('state-hosted');
    const grant = await post('/oauth2/token', {
      clientId: DEFAULT_CLIENT_ID,
      grantType: 'authorization_code',
      redirectUri: CALLBACK,
      code: redirect.searchParams.get('code'),
      codeVerifier: page.verifier,
    });
    expect(grant.statusCode).toBe(200);
    return grant.json() as { access_token: string; refresh_token: string };
  }

  const renew = (refreshToken: string) =>
    post('/oauth2/token', { clientId: DEFAULT_CLIENT_ID, grantType: 'refresh_token', refreshToken });

  async function logout(accessToken: string, request: Record<string, unknown> = {}) {
    return post(
      '/redirect-session/v1/redirect-session',
      {
        logout: { clientId: DEFAULT_CLIENT_ID },
        callbacks: { postFlowUrl: 'http://localhost:3000/store' },
        ...request,
      },
      accessToken,
    );
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('signs up on the page, verifies the mailed code and gives the app member tokens', async () => {
    const page = await loginPage();
    const registered = await post('/hosted/v1/login-session/register', {
      session: page.session,
      loginId: { email: 'grace@example.com' },
      password: PASSWORD,
      profile: { nickname: 'Grace' },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const { stateToken } = registered.json();

    const wrong = await post('/hosted/v1/login-session/verify', {
      session: page.session,
      stateToken,
      code: '000000',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);

    const resent = await post('/hosted/v1/login-session/resend', { session: page.session, stateToken });
    expect(resent.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const verified = await post('/hosted/v1/login-session/verify', {
      session: page.session,
      stateToken,
      code: await mailedCode('grace@example.com'),
    });
    expect(verified.json().state).toBe('SUCCESS');

    const tokens = await memberTokens(page, verified.json().sessionToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/members/v1/members/my',
      headers: { authorization: tokens.access_token },
    });
    expect(me.json().member.profile.nickname).toBe('Grace');
  });

  it('signs in on the page with the wire answers of the identity API, refusing a wrong password', async () => {
    const page = await loginPage();
    const wrong = await post('/hosted/v1/login-session/login', {
      session: page.session,
      loginId: { email: 'grace@example.com' },
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.applicationError.code).toBe('-19976');
    const signedIn = await post('/hosted/v1/login-session/login', {
      session: page.session,
      loginId: { email: 'grace@example.com' },
      password: PASSWORD,
    });
    expect(signedIn.json().state).toBe('SUCCESS');
    expect(signedIn.json().sessionToken).toEqual(expect.any(String));
  });

  it('refuses sign-ins through links that are not login links', async () => {
    const body = { loginId: { email: 'grace@example.com' }, password: PASSWORD };
    const unknown = await post('/hosted/v1/login-session/login', { session: 'bzs_not-a-session', ...body });
    expect(unknown.statusCode).toBe(404);
    const member = await memberTokens(await loginPage(), await signIn());
    const logoutLink = (await logout(member.access_token)).json().redirectSession.urlDetails.searchParams
      .session;
    const wrongFlavour = await post('/hosted/v1/login-session/login', { session: logoutLink, ...body });
    expect(wrongFlavour.statusCode).toBe(404);
  });

  async function signIn() {
    const page = await loginPage();
    const answer = await post('/hosted/v1/login-session/login', {
      session: page.session,
      loginId: { email: 'grace@example.com' },
      password: PASSWORD,
    });
    return answer.json().sessionToken as string;
  }

  it('ends the session the logout link was made with, and that one only', async () => {
    const laptop = await memberTokens(await loginPage(), await signIn());
    const phone = await memberTokens(await loginPage(), await signIn());

    const link = await logout(laptop.access_token);
    expect(link.statusCode).toBe(200);
    expect(link.json().redirectSession.fullUrl).toMatch(/\/hosted\/logout\?session=bzs_/);
    const session = link.json().redirectSession.urlDetails.searchParams.session;
    const ended = await post('/hosted/v1/logout-session', { session });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({
      siteName: expect.any(String),
      postFlowUrl: 'http://localhost:3000/store',
    });
    // Reloading the page ends nothing more and still answers.
    expect((await post('/hosted/v1/logout-session', { session })).statusCode).toBe(200);

    expect((await renew(laptop.refresh_token)).statusCode).toBe(400);
    expect((await renew(phone.refresh_token)).statusCode).toBe(200);
  });

  it('refuses logout links for another client or to an origin the client does not allow', async () => {
    const member = await memberTokens(await loginPage(), await signIn());
    const foreign = await logout(member.access_token, { logout: { clientId: 'another-client' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.validationError.fieldViolations[0].field).toBe('logout.clientId');
    const elsewhere = await logout(member.access_token, {
      callbacks: { postFlowUrl: 'https://attacker.example/' },
    });
    expect(elsewhere.statusCode).toBe(400);
    // A login link is no logout link.
    const loginLink = (await loginPage()).session;
    expect((await post('/hosted/v1/logout-session', { session: loginLink })).statusCode).toBe(404);
    expect((await renew(member.refresh_token)).statusCode).toBe(200);
  });
});
