import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { mailTo, memberTokensFor, setSignUpPolicy } from '../../../testing/member-sign-in.js';
import { base32Decode, hotp, stepAt } from './totp.js';

const PASSWORD = 'correct horse battery';

describe.each(testDialects)('second factors (TOTP, email codes, recovery codes) on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');

  const post = (url: string, payload: Record<string, unknown>, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });
  const login = (email: string, clientMetaData?: Record<string, unknown>) =>
    post(
      '/_api/iam/authentication/v2/login',
      { loginId: { email }, password: PASSWORD, ...(clientMetaData ? { clientMetaData } : {}) },
      visitor,
    );
  const verify = (factorType: string, payload: Record<string, unknown>) =>
    post(`/_api/iam/authentication/v2/${factorType}/verify`, payload, visitor);
  /** The authenticator app: the code of `secret` at the test clock's time, `offset` steps on. */
  const appCode = (secret: string, offset = 0) => hotp(base32Decode(secret), stepAt(clock.now()) + offset);
  const mailedCode = async (to: string) =>
    /is (\d{6})\./.exec((await mailTo(t, to))[0]?.text ?? '')?.[1] as string;

  /** A member with member tokens, signed up on an open site. */
  async function member(email: string) {
    const registered = await post(
      '/_api/iam/authentication/v2/register',
      { loginId: { email }, password: PASSWORD },
      visitor,
    );
    expect(registered.json().state).toBe('SUCCESS');
    return memberTokensFor(t, registered.json().sessionToken);
  }

  /** Enrols an authenticator app for the member: its secret and recovery codes. */
  async function enrolTotp(accessToken: string) {
    const created = await post('/_api/iam/authentication/v1/factors', { factorType: 'TOTP' }, accessToken);
    expect(created.statusCode).toBe(200);
    const { factor, totp } = created.json();
    const activated = await post(
      `/_api/iam/authentication/v1/factors/${factor.factorId}/activate`,
      { code: appCode(totp.secret) },
      accessToken,
    );
    expect(activated.statusCode).toBe(200);
    return {
      factorId: factor.factorId as string,
      secret: totp.secret as string,
      recoveryCodes: activated.json().recoveryCodes as string[],
    };
  }

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
    await setSignUpPolicy(t, 'OPEN');
  });
  afterAll(() => t.close());

  it('enrols an authenticator app with its first code, and gives ten recovery codes once', async () => {
    const { accessToken } = await member('ada@example.com');
    expect(
      (await post('/_api/iam/authentication/v1/factors', { factorType: 'TOTP' }, visitor)).statusCode,
    ).toBe(403);
    expect(
      (await post('/_api/iam/authentication/v1/factors', { factorType: 'SMS' }, accessToken)).statusCode,
    ).toBe(400);
    const created = await post('/_api/iam/authentication/v1/factors', { factorType: 'TOTP' }, accessToken);
    const { factor, totp } = created.json();
    expect(factor).toMatchObject({ factorType: 'TOTP', status: 'INACTIVE' });
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+:ada%40example\.com\?secret=[A-Z2-7]{32}&issuer=/);

    const activate = (code: string) =>
      post(`/_api/iam/authentication/v1/factors/${factor.factorId}/activate`, { code }, accessToken);
    const wrong = await activate(appCode(totp.secret, 5));
    expect(wrong.json().details.applicationError.code).toBe('INVALID_VERIFICATION_CODE');
    const activated = await activate(appCode(totp.secret));
    expect(activated.statusCode).toBe(200);
    expect(activated.json().factor.status).toBe('ACTIVE');
    expect(activated.json().recoveryCodes).toHaveLength(10);
    expect(new Set(activated.json().recoveryCodes).size).toBe(10);
    expect((await activate(appCode(totp.secret, 1))).statusCode).toBe(409);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/_api/iam/authentication/v1/factors',
      headers: { authorization: accessToken },
    });
    expect(listed.json().factors).toEqual([
      { factorId: factor.factorId, factorType: 'TOTP', status: 'ACTIVE', createdDate: expect.any(String) },
    ]);
    expect(JSON.stringify(listed.json())).not.toContain(totp.secret);
  });

  it('asks for the second factor after a right password; a code works once, within a step of now', async () => {
    const { accessToken } = await member('grace@example.com');
    const { secret } = await enrolTotp(accessToken);
    const pending = await login('grace@example.com');
    expect(pending.json()).toMatchObject({
      state: 'REQUIRE_MFA',
      stateToken: expect.any(String),
      requireMfaData: { availableFactors: [{ factorType: 'TOTP', factorStatus: 'ENABLED' }] },
      additionalData: { factors: [{ factorType: 'TOTP', factorId: expect.any(String) }] },
    });
    expect(pending.json().sessionToken).toBeUndefined();
    const { stateToken } = pending.json();

    // The code that activated the factor was this step's: it does not work again.
    expect((await verify('totp', { stateToken, totpData: { code: appCode(secret) } })).statusCode).toBe(400);
    expect((await verify('totp', { stateToken, totpData: { code: appCode(secret, 3) } })).statusCode).toBe(
      400,
    );
    clock.advance(30_000);
    const passed = await verify('TOTP', { stateToken, totpData: { code: appCode(secret) } });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().state).toBe('SUCCESS');
    expect(await memberTokensFor(t, passed.json().sessionToken)).toMatchObject({
      refreshToken: expect.any(String),
    });
    const again = await verify('totp', { stateToken, totpData: { code: appCode(secret) } });
    expect(again.json().details.applicationError.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('takes each recovery code once in place of the app', async () => {
    const { accessToken } = await member('alan@example.com');
    const { recoveryCodes } = await enrolTotp(accessToken);
    const [first, second] = recoveryCodes as [string, string];
    const { stateToken } = (await login('alan@example.com')).json();
    expect((await verify('totp', { stateToken, totpData: { code: first.toUpperCase() } })).json().state).toBe(
      'SUCCESS',
    );
    expect((await verify('totp', { stateToken, totpData: { code: first } })).statusCode).toBe(400);
    expect(
      (await verify('totp', { stateToken, totpData: { code: second.replace('-', '') } })).json().state,
    ).toBe('SUCCESS');
  });

  it('remembers a device until the password changes', async () => {
    const { accessToken } = await member('joan@example.com');
    const { secret } = await enrolTotp(accessToken);
    clock.advance(30_000);
    const { stateToken } = (await login('joan@example.com')).json();
    const passed = await verify('totp', {
      stateToken,
      rememberThisDevice: true,
      totpData: { code: appCode(secret) },
    });
    const { deviceToken } = passed.json().additionalData;
    expect(deviceToken).toEqual(expect.any(String));
    expect((await login('joan@example.com', { deviceToken })).json().state).toBe('SUCCESS');
    expect((await login('joan@example.com', { deviceToken: 'forged' })).json().state).toBe('REQUIRE_MFA');
    // Another member's device token is no use either.
    const other = await member('mary@example.com');
    const otherFactor = await enrolTotp(other.accessToken);
    expect(otherFactor.recoveryCodes).toHaveLength(10);
    expect((await login('mary@example.com', { deviceToken })).json().state).toBe('REQUIRE_MFA');

    const tokens = await memberTokensFor(t, passed.json().sessionToken);
    const changed = await post(
      '/_api/iam/authentication/v2/change-password',
      { newPassword: PASSWORD },
      tokens.accessToken,
    );
    expect(changed.statusCode).toBe(200);
    expect((await login('joan@example.com', { deviceToken })).json().state).toBe('REQUIRE_MFA');
  });

  it('stops after five wrong codes for fifteen minutes', async () => {
    const { accessToken } = await member('lin@example.com');
    const { secret } = await enrolTotp(accessToken);
    const { stateToken } = (await login('lin@example.com')).json();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await verify('totp', { stateToken, totpData: { code: appCode(secret, 4) } })).statusCode).toBe(
        400,
      );
    clock.advance(30_000);
    const blocked = await verify('totp', { stateToken, totpData: { code: appCode(secret) } });
    expect(blocked.statusCode).toBe(429);
    clock.advance(15 * 60_000);
    const fresh = (await login('lin@example.com')).json().stateToken;
    expect(
      (await verify('totp', { stateToken: fresh, totpData: { code: appCode(secret) } })).json().state,
    ).toBe('SUCCESS');
  });

  it('mails a sign-in code to a member whose second factor is their email', async () => {
    const { accessToken } = await member('rosa@example.com');
    const created = await post('/_api/iam/authentication/v1/factors', { factorType: 'EMAIL' }, accessToken);
    expect(created.json().totp).toBeUndefined();
    const activated = await post(
      `/_api/iam/authentication/v1/factors/${created.json().factor.factorId}/activate`,
      { code: await mailedCode('rosa@example.com') },
      accessToken,
    );
    expect(activated.json().factor.status).toBe('ACTIVE');
    const pending = await login('rosa@example.com');
    expect(pending.json().additionalData.factors).toEqual([
      { factorType: 'EMAIL', factorId: expect.any(String) },
    ]);
    expect((await mailTo(t, 'rosa@example.com'))[0]?.subject).toMatch(/sign-in code$/);
    const passed = await verify('email', {
      stateToken: pending.json().stateToken,
      emailData: { code: await mailedCode('rosa@example.com') },
    });
    expect(passed.json().state).toBe('SUCCESS');

    // Removed, the factor no longer asks.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/_api/iam/authentication/v1/factors/${created.json().factor.factorId}`,
      headers: { authorization: accessToken },
    });
    expect(removed.statusCode).toBe(200);
    expect((await login('rosa@example.com')).json().state).toBe('SUCCESS');
  });

  it('refuses a sign-in step it did not start, and factor types it does not have', async () => {
    const { stateToken } = (await login('grace@example.com')).json();
    const garbage = await verify('totp', { stateToken: 'not-a-token', totpData: { code: '123456' } });
    expect(garbage.json().details.applicationError.code).toBe('INVALID_STATE_TOKEN');
    expect((await verify('sms', { stateToken, smsData: { code: '123456' } })).statusCode).toBe(400);
    const noEmailFactor = await verify('email', { stateToken, emailData: { code: '123456' } });
    expect(noEmailFactor.json().details.applicationError.code).toBe('FACTOR_NOT_FOUND');
    expect((await verify('totp', { stateToken })).statusCode).toBe(400);
    expect((await verify('totp', { totpData: { code: '1' } })).statusCode).toBe(400);
  });
});
