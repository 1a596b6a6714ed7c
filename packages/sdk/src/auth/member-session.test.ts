import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { BazaarError } from '../errors.js';
import { members } from '../modules/members/index.js';
import { dialects, type RunningPlatform, startPlatform } from '../test/platform.js';
import { OAuthStrategy } from './oauth.js';

const CALLBACK = 'http://localhost:3000/login-callback';

describe.each(dialects)('a member signs in and out through OAuthStrategy on %s', (dialect) => {
  let platform: RunningPlatform;
  let sessionToken: string;

  const post = async (path: string, body: unknown, authorization?: string) => {
    const response = await fetch(`${platform.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  const strategy = () =>
    OAuthStrategy({ clientId: DEFAULT_CLIENT_ID, host: { apiBaseUrl: platform.baseUrl } });

  /** What the hosted login page does once the member has signed in: authorize its session. */
  async function signInOnTheHostedPage(authUrl: string) {
    const session = new URL(authUrl).searchParams.get('session');
    const answer = await post('/hosted/v1/login-session/authorize', { session, sessionToken });
    expect(answer.status).toBe(200);
    return answer.body.redirectUrl as string;
  }

  beforeAll(async () => {
    platform = await startPlatform(dialect);
    await fetch(`${platform.baseUrl}/sites/v1/site`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: platform.ownerApiKey },
      body: JSON.stringify({ site: { settings: { memberSignUp: 'OPEN' } } }),
    });
    const registered = await post(
      '/_api/iam/authentication/v2/register',
      {
        loginId: { email: 'mary@example.com' },
        password: 'correct horse battery',
        profile: { nickname: 'Mary' },
      },
      await platform.visitorToken(),
    );
    sessionToken = registered.body.sessionToken;
  });
  afterAll(() => platform.close());

  it('opens the hosted login page, takes the code back and reads the member with member tokens', async () => {
    const auth = strategy();
    const oauthData = await auth.generateOAuthData(CALLBACK, 'http://localhost:3000/store');
    const { authUrl, authorizationEndpoint } = await auth.getAuthUrl(oauthData);
    expect(authUrl).toMatch(/\/hosted\/login\?session=/);
    expect(authorizationEndpoint).toMatch(/\/hosted\/login$/);

    const callback = await signInOnTheHostedPage(authUrl);
    const { code, state } = auth.parseFromUrl(callback, oauthData);
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);

    const client = createClient({ modules: { members }, auth, host: { apiBaseUrl: platform.baseUrl } });
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(member.profile.nickname).toBe('Mary');
    expect(member.loginEmail).toBe('mary@example.com');
    const { member: renamed } = await client.members.updateCurrentMember({
      profile: { nickname: 'Mary S.' },
      contact: { lastName: 'Somerville' },
    });
    expect(renamed.profile.nickname).toBe('Mary S.');
    expect(renamed.contact?.lastName).toBe('Somerville');

    // The code was spent: the same exchange again is refused with the spec's message.
    await expect(auth.getMemberTokens(code, state, oauthData)).rejects.toThrow('Failed to get member tokens');
  });

  it('refuses a callback of another flow before any call, and a page for a redirect URI not allowed', async () => {
    const auth = strategy();
    const oauthData = await auth.generateOAuthData(CALLBACK);
    await expect(auth.getMemberTokens('', oauthData.state, oauthData)).rejects.toThrow(
      'Missing code or _state',
    );
    await expect(auth.getMemberTokens('code', 'another-state', oauthData)).rejects.toThrow('Invalid _state');

    const elsewhere = await auth.generateOAuthData('https://attacker.example/login-callback');
    const refused = await auth.getAuthUrl(elsewhere).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BazaarError);
    expect((refused as BazaarError).details.validationError?.fieldViolations[0]?.field).toBe(
      'auth.authRequest.redirectUri',
    );
  });

  it('logs out: the tokens are cleared at once and the hosted page ends the session', async () => {
    const auth = strategy();
    const oauthData = await auth.generateOAuthData(CALLBACK);
    const callback = await signInOnTheHostedPage((await auth.getAuthUrl(oauthData)).authUrl);
    const { code, state } = auth.parseFromUrl(callback, oauthData);
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    auth.setTokens(tokens);

    const { logoutUrl } = await auth.logout('http://localhost:3000/');
    expect(auth.loggedIn()).toBe(false);
    expect(logoutUrl).toMatch(/\/hosted\/logout\?session=/);
    const ended = await post('/hosted/v1/logout-session', {
      session: new URL(logoutUrl).searchParams.get('session'),
    });
    expect(ended.body.postFlowUrl).toBe('http://localhost:3000/');
    await expect(strategy().renewToken(tokens.refreshToken)).rejects.toBeInstanceOf(BazaarError);
  });
});
