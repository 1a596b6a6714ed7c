import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoCredentials } from '../../auth/no-credentials.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { BazaarError } from '../../errors.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { hostedLogin, hostedLogout, hostedPasswordReset } from './index.js';

const CALLBACK = 'http://localhost:3000/login-callback';
const PASSWORD = 'correct horse battery';

describe.each(dialects)('@bazaar/sdk/hosted login and logout pages against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const page = () =>
    createClient({
      modules: { hostedLogin, hostedLogout, hostedPasswordReset },
      auth: NoCredentials(),
      host: { apiBaseUrl: platform.baseUrl },
    });

  /** A visitor's app asks for the login page, as `getAuthUrl` does, with the code in the query. */
  async function loginLink() {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID, host: { apiBaseUrl: platform.baseUrl } });
    const oauthData = await auth.generateOAuthData(CALLBACK);
    const { sessionToken } = await auth.getAuthUrl(oauthData, { responseMode: 'query' });
    return { auth, oauthData, session: sessionToken };
  }

  /** The code the development mailbox holds for `to`, as the owner reads it. */
  async function mailedCode(to: string): Promise<string> {
    const response = await fetch(`${platform.baseUrl}/mail/v1/messages?to=${encodeURIComponent(to)}`, {
      headers: { authorization: platform.ownerApiKey },
    });
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    return /is (\d{6})\./.exec(messages[0]?.text ?? '')?.[1] ?? '';
  }

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('signs up, verifies the mailed code and authorizes the app with a code and its state', async () => {
    const { auth, oauthData, session } = await loginLink();
    const described = await page().hostedLogin.getLoginSession({ session });
    expect(described).toMatchObject({
      prompt: 'login',
      responseMode: 'query',
      memberSignUp: 'EMAIL_VERIFICATION',
    });

    const registered = await page().hostedLogin.register({
      session,
      loginId: { email: 'ada@example.com' },
      password: PASSWORD,
      profile: { nickname: 'Ada' },
    });
    expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(registered.identity?._id).toEqual(expect.any(String));
    const stateToken = registered.stateToken ?? '';

    const resent = await page().hostedLogin.resendCode({ session, stateToken });
    expect(resent.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const verified = await page().hostedLogin.verify({
      session,
      stateToken,
      code: await mailedCode('ada@example.com'),
    });
    expect(verified.state).toBe('SUCCESS');

    const { redirectUrl } = await page().hostedLogin.authorize({
      session,
      ...(verified.sessionToken ? { sessionToken: verified.sessionToken } : {}),
    });
    const callback = new URL(redirectUrl ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe(oauthData.state);
    // The code is the app's: it becomes member tokens for the verifier it was asked with.
    const tokens = await auth.getMemberTokens(
      callback.searchParams.get('code') ?? '',
      oauthData.state,
      oauthData,
    );
    expect(tokens.refreshToken.role).toBe('member');
  });

  it('refuses a wrong password with code -19976 and an unknown link with SESSION_NOT_FOUND', async () => {
    const { session } = await loginLink();
    const wrong = await page()
      .hostedLogin.login({ session, loginId: { email: 'ada@example.com' }, password: 'not the password' })
      .catch((reason: unknown) => reason);
    expect(wrong).toBeInstanceOf(BazaarError);
    expect(wrong).toMatchObject({ kind: 'application', status: 400, code: '-19976' });

    const unknown = await page()
      .hostedLogin.getLoginSession({ session: 'bzs_no-such-session' })
      .catch((reason: unknown) => reason);
    expect(unknown).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' });
  });

  it("ends the member's session from the logout link and answers where to go next", async () => {
    const { auth, oauthData, session } = await loginLink();
    const signedIn = await page().hostedLogin.login({
      session,
      loginId: { email: 'ada@example.com' },
      password: PASSWORD,
    });
    expect(signedIn.state).toBe('SUCCESS');
    const { redirectUrl } = await page().hostedLogin.authorize({
      session,
      sessionToken: signedIn.sessionToken ?? '',
    });
    const code = new URL(redirectUrl ?? '').searchParams.get('code') ?? '';
    const member = await auth.getMemberTokens(code, oauthData.state, oauthData);
    auth.setTokens(member);

    const { logoutUrl } = await auth.logout('http://localhost:3000/store');
    const logoutSession = new URL(logoutUrl).searchParams.get('session') ?? '';
    const ended = await page().hostedLogout.endLogoutSession({ session: logoutSession });
    expect(ended).toEqual({ siteName: expect.any(String), postFlowUrl: 'http://localhost:3000/store' });
    // The member session is over: its refresh token renews nothing.
    await expect(auth.renewToken(member.refreshToken)).rejects.toBeInstanceOf(BazaarError);
  });

  it('mails a reset link from the login page and from sendPasswordResetEmail; a link sets the password once', async () => {
    const { auth, session } = await loginLink();
    const registered = await page().hostedLogin.register({
      session,
      loginId: { email: 'rosa@example.com' },
      password: PASSWORD,
    });
    await page().hostedLogin.verify({
      session,
      stateToken: registered.stateToken as string,
      code: await mailedCode('rosa@example.com'),
    });
    const mailedToken = async () => {
      const response = await fetch(`${platform.baseUrl}/mail/v1/messages?to=rosa%40example.com&limit=1`, {
        headers: { authorization: platform.ownerApiKey },
      });
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      return /reset-password#token=([\w.-]+)/.exec(messages[0]?.text ?? '')?.[1] ?? '';
    };

    await page().hostedLogin.sendRecoveryEmail({ session, email: 'rosa@example.com' });
    const fromPage = await page().hostedPasswordReset.getPasswordReset({
      recoveryToken: await mailedToken(),
    });
    expect(fromPage.returnUrl).toMatch(/\/hosted\/login\?session=/);

    await auth.sendPasswordResetEmail('rosa@example.com', CALLBACK);
    const recoveryToken = await mailedToken();
    expect(await page().hostedPasswordReset.getPasswordReset({ recoveryToken })).toEqual({
      siteName: expect.any(String),
      email: 'rosa@example.com',
      returnUrl: CALLBACK,
    });
    const short = await page()
      .hostedPasswordReset.recover({ recoveryToken, password: 'short' })
      .catch((error: unknown) => error);
    expect(short).toBeInstanceOf(BazaarError);
    expect((short as BazaarError).kind).toBe('validation');
    const { identity } = await page().hostedPasswordReset.recover({
      recoveryToken,
      password: 'a new passphrase',
    });
    expect(identity.email.address).toBe('rosa@example.com');
    const again = await page()
      .hostedPasswordReset.recover({ recoveryToken, password: 'a new passphrase' })
      .catch((error: unknown) => error);
    expect((again as BazaarError).details.applicationError?.code).toBe('RECOVERY_LINK_INVALID');
  });
});
