import { DEFAULT_CLIENT_ID, IdentityErrorCodes } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import {
  mailTo,
  memberTokensFor,
  renews,
  setSignUpPolicy,
  TEST_CALLBACK,
} from '../../testing/member-sign-in.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDialects)('forgotten and changed passwords on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');

  const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });
  const register = async (email: string) => {
    const response = await post(
      '/_api/iam/authentication/v2/register',
      { loginId: { email }, password: PASSWORD, profile: { nickname: 'Ada' } },
      visitor,
    );
    expect(response.json().state).toBe('SUCCESS');
    return response.json() as { sessionToken: string; identity: { id: string } };
  };
  const login = (email: string, password: string) =>
    post('/_api/iam/authentication/v2/login', { loginId: { email }, password }, visitor);
  const sendRecovery = (payload: Record<string, unknown>) =>
    post('/_api/iam/recovery/v1/send-email', payload, visitor);
  const recover = (recoveryToken: string, password = NEW_PASSWORD) =>
    post('/_api/iam/recovery/v1/recover', { recoveryToken, password });
  /** The reset links mailed to `to`, newest first: the token is in the link's fragment. */
  const mailedTokens = async (to: string) =>
    (await mailTo(t, to))
      .map((mail) => /reset-password#token=([\w.-]+)/.exec(mail.text)?.[1])
      .filter((token): token is string => Boolean(token));

  const setPolicy = (memberSignUp: string) => setSignUpPolicy(t, memberSignUp);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await setPolicy('OPEN');
  });
  afterAll(() => t.close());

  it('answers the same for an unknown email, and mails a link only to a member', async () => {
    await register('ada@example.com');
    const unknown = await sendRecovery({ email: 'nobody@example.com' });
    const known = await sendRecovery({ email: 'ADA@example.com' });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual({});
    expect(known.json()).toEqual({});
    expect(await mailTo(t, 'nobody@example.com')).toEqual([]);
    const [mail] = await mailTo(t, 'ada@example.com');
    expect(mail?.subject).toMatch(/^Reset your .* password$/);
    expect(await mailedTokens('ada@example.com')).toHaveLength(1);
  });

  it('refuses bad input before mailing anything', async () => {
    const before = (await mailTo(t, 'ada@example.com')).length;
    for (const payload of [
      {},
      { email: 'not an email' },
      {
        email: 'ada@example.com',
        redirect: { url: 'https://evil.example/steal', clientId: DEFAULT_CLIENT_ID },
      },
      { email: 'ada@example.com', redirect: { url: TEST_CALLBACK, clientId: 'no-such-client' } },
      { email: 'ada@example.com', redirect: { url: `${TEST_CALLBACK}/x`, clientId: DEFAULT_CLIENT_ID } },
    ]) {
      const response = await sendRecovery(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    }
    expect((await post('/_api/iam/recovery/v1/send-email', { email: 'ada@example.com' })).statusCode).toBe(
      401,
    );
    expect(await mailTo(t, 'ada@example.com')).toHaveLength(before);
  });

  it('sets a new password once with the newest link, and ends every session of the member', async () => {
    const signedIn = (await login('ada@example.com', PASSWORD)).json().sessionToken as string;
    const tokens = await memberTokensFor(t, signedIn);
    await sendRecovery({
      email: 'ada@example.com',
      redirect: { url: TEST_CALLBACK, clientId: DEFAULT_CLIENT_ID },
    });
    const [newest, older] = await mailedTokens('ada@example.com');

    const described = await post('/hosted/v1/password-reset', { recoveryToken: newest as string });
    expect(described.json()).toEqual({
      siteName: expect.any(String),
      email: 'ada@example.com',
      returnUrl: TEST_CALLBACK,
    });
    // A newer link replaces the older; a forged secret with a real id is no link either.
    expect((await recover(older as string)).json().details.applicationError.code).toBe(
      'RECOVERY_LINK_INVALID',
    );
    const forged = `${(newest as string).split('.')[0]}.${'A'.repeat(43)}`;
    expect((await recover(forged)).statusCode).toBe(400);
    const short = await recover(newest as string, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().details.validationError.fieldViolations[0].field).toBe('password');

    const recovered = await recover(newest as string);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().identity).toMatchObject({ email: { address: 'ada@example.com' } });
    expect(JSON.stringify(recovered.json())).not.toMatch(/scrypt/);
    expect((await recover(newest as string)).json().details.applicationError.code).toBe(
      'RECOVERY_LINK_INVALID',
    );
    expect(await renews(t, tokens.refreshToken)).toBe(false);

    const old = await login('ada@example.com', PASSWORD);
    expect(old.json().details.applicationError.code).toBe(IdentityErrorCodes.invalidPassword);
    expect((await login('ada@example.com', NEW_PASSWORD)).json().state).toBe('SUCCESS');
    expect((await mailTo(t, 'ada@example.com'))[0]?.subject).toMatch(/password was changed$/);
  });

  it('lets a link expire after an hour', async () => {
    await register('grace@example.com');
    await sendRecovery({ email: 'grace@example.com' });
    const [token] = await mailedTokens('grace@example.com');
    clock.advance(61 * 60_000);
    expect((await post('/hosted/v1/password-reset', { recoveryToken: token as string })).statusCode).toBe(
      400,
    );
    expect((await recover(token as string)).statusCode).toBe(400);
    expect((await login('grace@example.com', PASSWORD)).json().state).toBe('SUCCESS');
  });

  it('spends a link once when two resets race', async () => {
    await register('alan@example.com');
    await sendRecovery({ email: 'alan@example.com' });
    const [token] = await mailedTokens('alan@example.com');
    const answers = await Promise.all([
      recover(token as string, 'first new password'),
      recover(token as string),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('confirms the email of a sign-up still waiting for its code', async () => {
    await setPolicy('EMAIL_VERIFICATION');
    const pending = await post(
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'lin@example.com' }, password: PASSWORD },
      visitor,
    );
    expect(pending.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    await sendRecovery({ email: 'lin@example.com' });
    const [token] = await mailedTokens('lin@example.com');
    const recovered = await recover(token as string);
    expect(recovered.json().identity.status).toEqual({ name: 'ACTIVE', reasons: [] });
    expect(recovered.json().identity.email.isVerified).toBe(true);
    expect((await login('lin@example.com', NEW_PASSWORD)).json().state).toBe('SUCCESS');
    await setPolicy('OPEN');
  });

  it('changes a signed-in member’s password, keeping only the session it was changed from', async () => {
    const { sessionToken } = await register('joan@example.com');
    const here = await memberTokensFor(t, sessionToken);
    const elsewhere = await memberTokensFor(t, sessionToken);
    const change = (authorization: string, newPassword: string) =>
      post('/_api/iam/authentication/v2/change-password', { newPassword }, authorization);

    expect((await change(visitor, NEW_PASSWORD)).statusCode).toBe(403);
    expect((await change(t.ownerApiKey, NEW_PASSWORD)).statusCode).toBe(403);
    expect((await change(here.accessToken, 'short')).statusCode).toBe(400);
    const changed = await change(here.accessToken, NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({});
    expect(await renews(t, here.refreshToken)).toBe(true);
    expect(await renews(t, elsewhere.refreshToken)).toBe(false);
    expect((await login('joan@example.com', NEW_PASSWORD)).json().state).toBe('SUCCESS');
    expect((await mailTo(t, 'joan@example.com'))[0]?.subject).toMatch(/password was changed$/);
  });

  it('lets the owner mail a member a link to set a password', async () => {
    const { identity } = await register('mary@example.com');
    const activate = (identityId: string, authorization = t.ownerApiKey) =>
      post('/_api/iam/recovery/v1/activation-email', { identityId }, authorization);
    expect((await activate(identity.id, visitor)).statusCode).toBe(403);
    expect((await activate('no-such-member')).statusCode).toBe(404);
    expect((await activate(identity.id)).statusCode).toBe(200);
    const [mail] = await mailTo(t, 'mary@example.com');
    expect(mail?.subject).toMatch(/^Set your .* password$/);
    const [token] = await mailedTokens('mary@example.com');
    expect((await recover(token as string)).statusCode).toBe(200);
  });

  it('mails a link from the hosted login page that returns to that sign-in', async () => {
    const created = await post(
      '/redirect-session/v1/redirect-session',
      {
        auth: {
          authRequest: {
            redirectUri: TEST_CALLBACK,
            clientId: DEFAULT_CLIENT_ID,
            codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            codeChallengeMethod: 'S256',
            responseType: 'code',
            state: 's',
          },
        },
      },
      visitor,
    );
    const session = created.json().redirectSession.urlDetails.searchParams.session as string;
    expect(
      (
        await post('/hosted/v1/login-session/recover', {
          session: 'bzs_not-a-session',
          email: 'ada@example.com',
        })
      ).statusCode,
    ).toBe(404);
    const asked = await post('/hosted/v1/login-session/recover', { session, email: 'ada@example.com' });
    expect(asked.statusCode).toBe(200);
    const [token] = await mailedTokens('ada@example.com');
    const described = await post('/hosted/v1/password-reset', { recoveryToken: token as string });
    expect(described.json().returnUrl).toMatch(new RegExp(`/hosted/login\\?session=${session}$`));
  });
});
