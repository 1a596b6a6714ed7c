import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { authenticatorCode } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoCredentials } from '../../auth/no-credentials.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { BazaarError } from '../../errors.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { hostedLogin } from '../hosted/index.js';
import { factors } from './index.js';

const CALLBACK = 'http://localhost:3000/login-callback';
const PASSWORD = 'correct horse battery';

describe.each(dialects)('@bazaar/sdk/identity factors against the platform on %s', (dialect) => {
  let platform: RunningPlatform;

  /** A new member's client, signed up on an open site and signed in through the hosted page's API. */
  async function memberClient(email: string) {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID, host: { apiBaseUrl: platform.baseUrl } });
    const oauthData = await auth.generateOAuthData(CALLBACK);
    const { sessionToken: session } = await auth.getAuthUrl(oauthData, { responseMode: 'query' });
    const page = createClient({
      modules: { hostedLogin },
      auth: NoCredentials(),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const registered = await page.hostedLogin.register({ session, loginId: { email }, password: PASSWORD });
    const { redirectUrl } = await page.hostedLogin.authorize({
      session,
      sessionToken: registered.sessionToken ?? '',
    });
    const code = new URL(redirectUrl ?? '').searchParams.get('code') ?? '';
    auth.setTokens(await auth.getMemberTokens(code, oauthData.state, oauthData));
    return {
      client: createClient({ modules: { factors }, auth, host: { apiBaseUrl: platform.baseUrl } }),
      page,
    };
  }

  beforeAll(async () => {
    platform = await startPlatform(dialect);
    await fetch(`${platform.baseUrl}/sites/v1/site`, {
      method: 'PATCH',
      headers: { authorization: platform.ownerApiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ site: { settings: { memberSignUp: 'OPEN' } } }),
    });
  });
  afterAll(() => platform.close());

  it('enrols an authenticator app, lists it, and removes it', async () => {
    const { client } = await memberClient('ada@example.com');
    expect(await client.factors.listFactors()).toEqual([]);
    const { factor, totp } = await client.factors.createFactor('TOTP');
    expect(factor.status).toBe('INACTIVE');
    const secret = totp?.secret ?? '';
    const wrong = await client.factors
      .activateFactor(factor.factorId, '000000')
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(BazaarError);
    const { recoveryCodes } = await client.factors.activateFactor(factor.factorId, authenticatorCode(secret));
    expect(recoveryCodes).toHaveLength(10);
    expect((await client.factors.listFactors()).map((listed) => listed.status)).toEqual(['ACTIVE']);
    const again = await client.factors.createFactor('TOTP').catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 409, code: 'FACTOR_ALREADY_EXISTS' });
    await client.factors.deleteFactor(factor.factorId);
    expect(await client.factors.listFactors()).toEqual([]);
  });

  it('signs in on the hosted page with the second factor, and remembers the device when asked', async () => {
    const { client, page } = await memberClient('grace@example.com');
    const { factor, totp } = await client.factors.createFactor('TOTP');
    await client.factors.activateFactor(factor.factorId, authenticatorCode(totp?.secret ?? ''));

    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID, host: { apiBaseUrl: platform.baseUrl } });
    const { sessionToken: session } = await auth.getAuthUrl(await auth.generateOAuthData(CALLBACK));
    const pending = await page.hostedLogin.login({
      session,
      loginId: { email: 'grace@example.com' },
      password: PASSWORD,
    });
    expect(pending.state).toBe('REQUIRE_MFA');
    const passed = await page.hostedLogin.verifyFactor({
      session,
      factorType: 'TOTP',
      stateToken: pending.stateToken ?? '',
      rememberThisDevice: true,
      totpData: { code: authenticatorCode(totp?.secret ?? '', new Date(), 1) },
    });
    expect(passed.state).toBe('SUCCESS');
    const deviceToken = passed.additionalData?.deviceToken as string;
    const remembered = await page.hostedLogin.login({
      session,
      loginId: { email: 'grace@example.com' },
      password: PASSWORD,
      clientMetaData: { deviceToken },
    });
    expect(remembered.state).toBe('SUCCESS');
  });
});
