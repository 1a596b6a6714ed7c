import { ACCESS_TOKEN_PREFIX, DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { BazaarError } from '../errors.js';
import { dialects, type RunningPlatform, startPlatform } from '../test/platform.js';
import { OAuthStrategy } from './oauth.js';

describe.each(dialects)('OAuthStrategy against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  const strategy = (options: Partial<Parameters<typeof OAuthStrategy>[0]> = {}) =>
    OAuthStrategy({ clientId: DEFAULT_CLIENT_ID, host: { apiBaseUrl: platform.baseUrl }, ...options });

  /** A real fetch that records what it sent, to see which calls the strategy made. */
  function recordingFetch() {
    const calls: { url: string; body: string }[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      calls.push({ url: String(input), body: String(init?.body ?? '') });
      return fetch(input, init);
    };
    return { calls, fetchImpl };
  }

  it('generates visitor tokens with expiry in seconds', async () => {
    const tokens = await strategy().generateVisitorTokens();
    expect(tokens.accessToken.value.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    const now = Math.floor(Date.now() / 1000);
    expect(tokens.accessToken.expiresAt).toBeGreaterThanOrEqual(now + 4 * 3600 - 5);
    expect(tokens.accessToken.expiresAt).toBeLessThanOrEqual(now + 4 * 3600 + 5);
    expect(tokens.refreshToken).toMatchObject({ role: 'visitor' });
  });

  it('keeps valid tokens it is given instead of asking for new ones', async () => {
    const tokens = await strategy().generateVisitorTokens();
    const { calls, fetchImpl } = recordingFetch();
    const again = await strategy({ fetch: fetchImpl }).generateVisitorTokens(tokens);
    expect(again).toEqual(tokens);
    expect(calls).toHaveLength(0);
  });

  it('renews again and again with the same refresh token', async () => {
    const auth = strategy();
    const tokens = await auth.generateVisitorTokens();
    const first = await auth.renewToken(tokens.refreshToken);
    const second = await auth.renewToken(first.refreshToken);
    expect(second.refreshToken).toEqual(tokens.refreshToken);
    expect(second.accessToken.value.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
  });

  it('renews an expired access token before a call, keeping the session', async () => {
    const tokens = await strategy().generateVisitorTokens();
    const { calls, fetchImpl } = recordingFetch();
    const auth = strategy({
      fetch: fetchImpl,
      tokens: { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 1 } },
    });
    const client = createClient({ auth, host: { apiBaseUrl: platform.baseUrl } });
    const response = await client.fetchWithAuth('/healthz');
    expect(response.status).toBe(200);
    expect(calls.map((call) => JSON.parse(call.body).grantType)).toEqual(['refresh_token']);
    expect(auth.getTokens().refreshToken).toEqual(tokens.refreshToken);
    expect(auth.getTokens().accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('renews once for concurrent calls', async () => {
    const tokens = await strategy().generateVisitorTokens();
    const { calls, fetchImpl } = recordingFetch();
    const auth = strategy({
      fetch: fetchImpl,
      tokens: { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 1 } },
    });
    await Promise.all([auth.getAuthHeaders(), auth.getAuthHeaders(), auth.getAuthHeaders()]);
    expect(calls).toHaveLength(1);
  });

  it('starts a new visitor session when the refresh token was revoked', async () => {
    const tokens = await strategy().generateVisitorTokens();
    await fetch(`${platform.baseUrl}/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokens.refreshToken.value }),
    });
    const auth = strategy({ tokens: { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 1 } } });
    await auth.getAuthHeaders();
    expect(auth.getTokens().refreshToken.value).not.toBe(tokens.refreshToken.value);
    expect(auth.getTokens().refreshToken.role).toBe('visitor');
  });

  it('gets visitor tokens by itself when it has none, and is not logged in', async () => {
    const auth = strategy();
    expect(auth.loggedIn()).toBe(false);
    const headers = await auth.getAuthHeaders();
    expect(headers.authorization?.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
    expect(auth.loggedIn()).toBe(false);
  });

  it('reports loggedIn() from the role of the refresh token', () => {
    const auth = strategy();
    auth.setTokens({
      accessToken: { value: 'x', expiresAt: 0 },
      refreshToken: { value: 'y', role: 'member' },
    });
    expect(auth.loggedIn()).toBe(true);
  });

  it("fails with 'something went wrong' when the token endpoint refuses", async () => {
    const error = await strategy({ clientId: 'no-such-client' })
      .generateVisitorTokens()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BazaarError);
    expect((error as BazaarError).message).toBe('something went wrong');
    expect((error as BazaarError).status).toBe(400);
  });
});
