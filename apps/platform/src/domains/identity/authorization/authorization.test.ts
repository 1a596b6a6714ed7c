import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

const CALLBACK = 'http://localhost:3000/login-callback';
const PASSWORD = 'correct horse battery';

/** PKCE as the official client makes it: a 43-character verifier and its S256 challenge. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe.each(testDialects)(
  'OAuth authorization (PKCE) and the authorization_code grant on %s',
  (dialect) => {
    let t: TestApp;
    let visitor: string;
    let sessionToken: string;
    const clock = new ManualClock('2030-06-01T12:00:00.000Z');

    const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        ...(authorization ? { headers: { authorization } } : {}),
      });

    /** An `auth` redirect session as `getAuthUrl` asks for it; returns the response and the PKCE pair. */
    async function authSession(
      authRequest: Record<string, unknown> = {},
      prompt: string | undefined = 'login',
    ) {
      const { verifier, challenge } = pkce();
      const response = await post(
        '/redirect-session/v1/redirect-session',
        {
          auth: {
            authRequest: {
              redirectUri: CALLBACK,
              clientId: DEFAULT_CLIENT_ID,
              codeChallenge: challenge,
              codeChallengeMethod: 'S256',
              responseMode: 'fragment',
              responseType: 'code',
              scope: 'offline_access',
              state: 'state-123',
              ...authRequest,
            },
            ...(prompt ? { prompt } : {}),
          },
        },
        visitor,
      );
      const session = response.json().redirectSession?.urlDetails?.searchParams?.session as string;
      return { response, session, verifier };
    }

    const authorize = (session: string, token?: string) =>
      post('/hosted/v1/login-session/authorize', { session, ...(token ? { sessionToken: token } : {}) });

    /** `redirectUri` null: none sent, as the direct login sends it. */
    const codeGrant = (code: string, codeVerifier: string, redirectUri: string | null = CALLBACK) =>
      post('/oauth2/token', {
        clientId: DEFAULT_CLIENT_ID,
        grantType: 'authorization_code',
        ...(redirectUri === null ? {} : { redirectUri }),
        code,
        codeVerifier,
      });

    /** A code for the signed-in member, from the hosted page's authorize call. */
    async function codeFor(authRequest: Record<string, unknown> = {}) {
      const { session, verifier } = await authSession(authRequest);
      const answer = await authorize(session, sessionToken);
      expect(answer.statusCode).toBe(200);
      const url = new URL(answer.json().redirectUrl);
      return { code: new URLSearchParams(url.hash.slice(1)).get('code') as string, verifier };
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { clock });
      visitor = await t.visitorToken();
      await t.app.inject({
        method: 'PATCH',
        url: '/sites/v1/site',
        headers: { authorization: t.ownerApiKey },
        payload: { site: { settings: { memberSignUp: 'OPEN' } } },
      });
      const registered = await post(
        '/_api/iam/authentication/v2/register',
        { loginId: { email: 'ada@example.com' }, password: PASSWORD, profile: { nickname: 'Ada' } },
        visitor,
      );
      expect(registered.json().state).toBe('SUCCESS');
      sessionToken = registered.json().sessionToken;
    });
    afterAll(() => t.close());

    it('opens the hosted login page for the client’s own, exactly allowed redirect URI only', async () => {
      const { response, session } = await authSession();
      expect(response.statusCode).toBe(200);
      expect(response.json().redirectSession.fullUrl).toMatch(/\/hosted\/login\?session=bzs_/);
      const described = await post('/hosted/v1/login-session', { session });
      expect(described.json()).toEqual({
        siteName: expect.any(String),
        prompt: 'login',
        responseMode: 'fragment',
        memberSignUp: 'OPEN',
        // The way back without signing in: the app hears the OAuth answer for it.
        backUrl: `${CALLBACK}#error=access_denied&error_description=The+member+went+back+without+signing+in&state=state-123`,
      });
      const byQuery = (await authSession({ responseMode: 'query' })).session;
      expect((await post('/hosted/v1/login-session', { session: byQuery })).json().backUrl).toBe(
        `${CALLBACK}?error=access_denied&error_description=The+member+went+back+without+signing+in&state=state-123`,
      );
      const framed = (await authSession({ responseMode: 'web_message' }, 'none')).session;
      expect((await post('/hosted/v1/login-session', { session: framed })).json()).not.toHaveProperty(
        'backUrl',
      );

      for (const [authRequest, field] of [
        [{ redirectUri: `${CALLBACK}/` }, 'auth.authRequest.redirectUri'],
        [{ redirectUri: `${CALLBACK}?next=/` }, 'auth.authRequest.redirectUri'],
        [{ redirectUri: 'http://localhost:3000/login-callback-evil' }, 'auth.authRequest.redirectUri'],
        [{ redirectUri: 'https://attacker.example/login-callback' }, 'auth.authRequest.redirectUri'],
        [{ redirectUri: undefined }, 'auth.authRequest.redirectUri'],
        [{ clientId: 'another-client' }, 'auth.authRequest.clientId'],
      ] as const) {
        const refused = (await authSession(authRequest)).response;
        expect(refused.statusCode).toBe(400);
        expect(refused.json().details.validationError.fieldViolations[0].field).toBe(field);
      }
      for (const authRequest of [
        { codeChallengeMethod: 'plain' },
        { codeChallenge: 'too-short' },
        { responseType: 'token' },
        { state: '' },
        { responseMode: 'form_post' },
      ]) {
        expect((await authSession(authRequest)).response.statusCode).toBe(400);
      }
      // Another flavour's link is no login link.
      expect(
        (await post('/hosted/v1/login-session', { session: 'bzs_not-a-session-token' })).statusCode,
      ).toBe(404);
    });

    it('gives a code only for a signed-in member, in the fragment or the query, with the state', async () => {
      const { session } = await authSession();
      const refused = await authorize(session);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().details.applicationError.code).toBe('SIGN_IN_REQUIRED');
      expect((await authorize(session, 'not-a-session-token')).statusCode).toBe(401);

      const fragment = new URL((await authorize(session, sessionToken)).json().redirectUrl);
      expect(`${fragment.origin}${fragment.pathname}`).toBe(CALLBACK);
      expect(fragment.search).toBe('');
      const params = new URLSearchParams(fragment.hash.slice(1));
      expect(params.get('state')).toBe('state-123');
      expect(params.get('code')).toMatch(/^bzc_/);

      const queried = await authSession({ responseMode: 'query' });
      const query = new URL((await authorize(queried.session, sessionToken)).json().redirectUrl);
      expect(query.hash).toBe('');
      expect(query.searchParams.get('state')).toBe('state-123');
      expect(query.searchParams.get('code')).toMatch(/^bzc_/);
    });

    it('exchanges a code once, with its verifier and redirect URI, for member tokens', async () => {
      const { code, verifier } = await codeFor();
      const other = pkce().verifier;
      for (const refused of [
        await codeGrant(code, other),
        await codeGrant(code, verifier, 'http://127.0.0.1:3000/login-callback'),
        await codeGrant(code, verifier, null),
        await codeGrant(`${code}x`, verifier),
      ]) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ error: 'invalid_grant' });
      }

      const granted = await codeGrant(code, verifier);
      expect(granted.statusCode).toBe(200);
      const tokens = granted.json();
      expect(tokens).toMatchObject({
        access_token: expect.stringMatching(/^OauthNG\.JWS\./),
        refresh_token: expect.any(String),
      });
      const me = await t.app.inject({
        method: 'GET',
        url: '/members/v1/members/my',
        headers: { authorization: tokens.access_token },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().member).toMatchObject({ profile: { nickname: 'Ada' } });

      // The refresh token stands for the member, and is not rotated.
      for (let renewal = 0; renewal < 2; renewal++) {
        const renewed = await post('/oauth2/token', {
          clientId: DEFAULT_CLIENT_ID,
          grantType: 'refresh_token',
          refreshToken: tokens.refresh_token,
        });
        const info = await post('/oauth2/token-info', { token: renewed.json().access_token });
        expect(info.json()).toMatchObject({ active: true, subjectType: 'MEMBER' });
      }

      // Spent: the same code again is refused.
      expect((await codeGrant(code, verifier)).json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('refuses a code after its minute', async () => {
      const { code, verifier } = await codeFor();
      clock.advance(61_000);
      expect((await codeGrant(code, verifier)).json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('gives tokens to exactly one of ten requests racing with one code', async () => {
      const { code, verifier } = await codeFor();
      const answers = await Promise.all(Array.from({ length: 10 }, () => codeGrant(code, verifier)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(9);
    });

    it('answers a silent (prompt none) direct login as a message for the allowed origins only', async () => {
      const silent = await authSession(
        { redirectUri: undefined, responseMode: 'web_message', sessionToken, state: 'silent-1' },
        'none',
      );
      expect(silent.response.statusCode).toBe(200);
      const answer = (await authorize(silent.session)).json();
      expect(answer.redirectUrl).toBeUndefined();
      expect(answer.targetOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
      expect(answer.message).toEqual({ code: expect.stringMatching(/^bzc_/), state: 'silent-1' });
      // The direct login's grant sends no redirect URI, and a code bound to none needs none.
      expect((await codeGrant(answer.message.code, silent.verifier, CALLBACK)).statusCode).toBe(400);
      const direct = await authSession(
        { redirectUri: undefined, responseMode: 'web_message', sessionToken, state: 'silent-2' },
        'none',
      );
      const code = (await authorize(direct.session)).json().message.code;
      expect((await codeGrant(code, direct.verifier, null)).statusCode).toBe(200);

      // Without a valid sign-in the app is told so, not shown a page.
      const signedOut = await authSession(
        {
          redirectUri: undefined,
          responseMode: 'web_message',
          sessionToken: 'expired-or-forged',
          state: 's',
        },
        'none',
      );
      expect((await authorize(signedOut.session)).json().message).toEqual({
        error: 'login_required',
        errorDescription: 'The member is not signed in',
        state: 's',
      });
      const signedOutRedirect = await authSession({}, 'none');
      const url = new URL((await authorize(signedOutRedirect.session)).json().redirectUrl);
      expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
        error: 'login_required',
        error_description: 'The member is not signed in',
        state: 'state-123',
      });
    });
  },
);
