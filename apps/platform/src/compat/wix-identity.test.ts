import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { members } from '@wix/members';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { routeWixHostsTo } from '../testing/wix-hosts.js';

/** The official `@wix/sdk` OAuthStrategy's sign-up and sign-in, unmodified, against the platform. */
describe.each(testDialects)('official OAuthStrategy register and login on %s', (dialect) => {
  let t: TestApp;
  let restoreFetch: () => void;
  const password = 'a long enough password';

  /** The newest code mailed to `to`, read from the development mailbox as the owner. */
  const mailedCode = async (to: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/mail/v1/messages?to=${encodeURIComponent(to)}&limit=1`,
      headers: { authorization: t.ownerApiKey },
    });
    return /is (\d{6})\./.exec(response.json().messages[0].text)?.[1] as string;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    restoreFetch = routeWixHostsTo(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    restoreFetch();
    await t.close();
  });

  it('registers, verifies the mailed code and signs in', async () => {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    const registered = await auth.register({
      email: 'lin@example.com',
      password,
      profile: { nickname: 'Lin' },
    });
    expect(registered).toMatchObject({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: expect.any(String) },
    });
    const verified = await auth.processVerification({
      verificationCode: await mailedCode('lin@example.com'),
    });
    expect(verified).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });

    const signedIn = await OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }).login({
      email: 'lin@example.com',
      password,
    });
    expect(signedIn).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
  });

  it('signs a member in through getAuthUrl, the hosted page’s authorization and getMemberTokens', async () => {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    const oauthData = auth.generateOAuthData(
      'http://localhost:3000/login-callback',
      'http://localhost:3000/',
    );
    const { authUrl } = await auth.getAuthUrl(oauthData, { prompt: 'login', responseMode: 'fragment' });
    const session = new URL(authUrl).searchParams.get('session') as string;
    expect(new URL(authUrl).pathname).toBe('/hosted/login');

    // What the hosted page does: the member signs in, and the page authorizes with that sign-in.
    const signedIn = await auth.login({ email: 'lin@example.com', password });
    if (signedIn.loginState !== 'SUCCESS') throw new Error(`signed in as ${signedIn.loginState}`);
    const authorized = await t.app.inject({
      method: 'POST',
      url: '/hosted/v1/login-session/authorize',
      payload: { session, sessionToken: signedIn.data.sessionToken },
    });
    const { redirectUrl } = authorized.json();

    const { code, state } = auth.parseFromUrl(redirectUrl, 'fragment');
    expect(state).toBe(oauthData.state);
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    const client = createClient({ modules: { members }, auth });
    const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(member?.profile?.nickname).toBe('Lin');
    expect(member?.loginEmail).toBe('lin@example.com');
    expect(member?._id).toEqual(expect.any(String));

    // The official logout: the tokens go at once, and the hosted page ends the session it names.
    const { logoutUrl } = await auth.logout('http://localhost:3000/');
    expect(auth.loggedIn()).toBe(false);
    const ended = await t.app.inject({
      method: 'POST',
      url: '/hosted/v1/logout-session',
      payload: { session: new URL(logoutUrl).searchParams.get('session') },
    });
    expect(ended.json().postFlowUrl).toBe('http://localhost:3000/');
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: DEFAULT_CLIENT_ID,
        grantType: 'refresh_token',
        refreshToken: tokens.refreshToken.value,
      },
    });
    expect(renewed.statusCode).toBe(400);
  });

  it('reads each refusal as the official client names it', async () => {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    expect(await auth.login({ email: 'lin@example.com', password: 'wrong password!' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    });
    expect(await auth.register({ email: 'lin@example.com', password })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    expect(await auth.register({ email: 'lin-at-example.com', password })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
    const weak = await auth.register({ email: 'weak@example.com', password: 'short' });
    expect(weak.loginState).toBe('FAILURE');
  });

  it('mails a reset link through sendPasswordResetEmail, and the link sets the password', async () => {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    await auth.sendPasswordResetEmail('lin@example.com', 'http://localhost:3000/login-callback');
    const response = await t.app.inject({
      method: 'GET',
      url: '/mail/v1/messages?to=lin%40example.com&limit=1',
      headers: { authorization: t.ownerApiKey },
    });
    const token = /reset-password#token=([\w.-]+)/.exec(response.json().messages[0].text)?.[1] as string;
    const recovered = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/recovery/v1/recover',
      payload: { recoveryToken: token, password: 'another long password' },
    });
    expect(recovered.statusCode).toBe(200);
    expect(await auth.login({ email: 'lin@example.com', password: 'another long password' })).toMatchObject({
      loginState: 'SUCCESS',
    });
    // A redirect the client does not allow is refused, as the official client reports it.
    await expect(auth.sendPasswordResetEmail('lin@example.com', 'https://evil.example/')).rejects.toThrow();
  });
});
