import { IdentityErrorCodes } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { sql } from '../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { setSignUpPolicy } from '../../testing/member-sign-in.js';

const PASSWORD = 'correct horse battery';

describe.each(testDialects)('sign-up, sign-in and email verification on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');

  const call = (url: string, payload: Record<string, unknown>, authorization = visitor) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const register = (email: string, extra: Record<string, unknown> = {}) =>
    call('/_api/iam/authentication/v2/register', {
      loginId: { email },
      password: PASSWORD,
      profile: { nickname: 'Ada', firstName: 'Ada' },
      ...extra,
    });
  const login = (email: string, password = PASSWORD) =>
    call('/_api/iam/authentication/v2/login', { loginId: { email }, password });
  const verify = (stateToken: string, code: string) =>
    call('/_api/iam/verification/v1/auth/verify', { stateToken, code });
  /** The codes mailed to `to`, newest first, read from the development mailbox as the owner. */
  const mailedCodes = async (to: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/mail/v1/messages?to=${encodeURIComponent(to)}`,
      headers: { authorization: t.ownerApiKey },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().messages as { text: string }[]).map(
      (message) => /is (\d{6})\./.exec(message.text)?.[1] as string,
    );
  };
  const setPolicy = (memberSignUp: string) => setSignUpPolicy(t, memberSignUp);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('signs up pending a mailed code, then activates the member with it, once', async () => {
    const registered = await register('Ada@Example.com');
    expect(registered.statusCode).toBe(200);
    const pending = registered.json();
    expect(pending).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      identity: {
        email: { address: 'ada@example.com', isVerified: false },
        status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] },
        identityProfile: { nickname: 'Ada' },
      },
    });
    expect(pending.sessionToken).toBeUndefined();
    expect(JSON.stringify(pending)).not.toMatch(/scrypt/);
    const [code] = await mailedCodes('ada@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await verify(pending.stateToken, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.applicationError.code).toBe('INVALID_VERIFICATION_CODE');
    const verified = await verify(pending.stateToken, code as string);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { isVerified: true }, status: { name: 'ACTIVE', reasons: [] } },
    });
    expect(verified.json().sessionToken).toEqual(expect.any(String));
    expect((await verify(pending.stateToken, code as string)).statusCode).toBe(400);

    const signedIn = await login('  ADA@example.com ');
    expect(signedIn.json()).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('gives one answer, after the same work, for a wrong password and an unknown email', async () => {
    for (const response of [
      await login('ada@example.com', 'not the password'),
      await login('nobody@example.com'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().details.applicationError).toMatchObject({
        code: IdentityErrorCodes.invalidPassword,
        description: 'The email or the password is wrong',
      });
    }
  });

  it('refuses a second account for an email, and bad input, with the fields the official client reads', async () => {
    const again = await register('ada@EXAMPLE.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().details.applicationError.code).toBe(IdentityErrorCodes.emailAlreadyExists);

    const badEmail = await register('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'loginId.email', data: { type: 'EMAIL' } }),
    ]);
    const shortPassword = await register('short@example.com', { password: 'abc' });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'password', data: {} }),
    ]);
    for (const body of [{}, { loginId: {} }, { loginId: { email: 'a@b.co' }, password: 7 }]) {
      const response = await call('/_api/iam/authentication/v2/register', body);
      expect(response.statusCode).toBe(400);
      for (const violation of response.json().details.validationError.fieldViolations)
        expect(violation.data).toEqual(expect.any(Object));
    }
    expect((await login('short@example.com')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      payload: { loginId: { email: 'x@example.com' }, password: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('mails a new code at a pending sign-in, and only the newest code works', async () => {
    const { stateToken: first } = (await register('grace@example.com')).json();
    const [oldCode] = await mailedCodes('grace@example.com');
    const pending = (await login('grace@example.com')).json();
    expect(pending.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const [newCode, previous] = await mailedCodes('grace@example.com');
    expect(previous).toBe(oldCode);
    if (oldCode !== newCode) expect((await verify(first, oldCode as string)).statusCode).toBe(400);
    expect((await verify(pending.stateToken, newCode as string)).json().state).toBe('SUCCESS');
  });

  it('stops a code after five wrong tries or fifteen minutes; a resent code works', async () => {
    const { stateToken } = (await register('alan@example.com')).json();
    const [code] = await mailedCodes('alan@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) await verify(stateToken, wrong);
    const blocked = await verify(stateToken, code as string);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().details.applicationError.code).toBe('TOO_MANY_ATTEMPTS');

    const resent = await call('/_api/iam/verification/v1/auth/resend', { stateToken });
    expect(resent.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const [fresh] = await mailedCodes('alan@example.com');
    clock.set('2030-06-01T12:15:00.000Z');
    visitor = await t.visitorToken();
    const late = await verify(stateToken, fresh as string);
    expect(late.json().details.applicationError.code).toBe('VERIFICATION_CODE_EXPIRED');
    clock.set('2030-06-01T12:00:00.000Z');
    visitor = await t.visitorToken();
  });

  it('checks no more passwords of a burst of parallel guesses from one address than tries one by one would', async () => {
    const verified = (await register('burst@example.com')).json();
    const [code] = await mailedCodes('burst@example.com');
    expect((await verify(verified.stateToken, code as string)).json().state).toBe('SUCCESS');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, guess) => login('burst@example.com', `parallel guess ${guess}`)),
    );
    // Three failures are free from one address; the rest of the burst is told to wait.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - checked);
  });

  it('prunes attempt windows and spent codes a day on, by the hourly job', async () => {
    const count = async (table: string) =>
      Number((await t.db.one<{ n: number | string }>(sql`SELECT COUNT(*) AS n FROM ${sql.raw(table)}`))?.n);
    await register('prune@example.com');
    await login('prune@example.com', 'a wrong guess!');
    expect(await count('attempt_windows')).toBeGreaterThan(0);
    expect(await count('identity_codes')).toBeGreaterThan(0);
    clock.advance(26 * 3_600_000);
    expect(await t.runDueJobs()).toBeGreaterThan(0);
    // Everything made before the day was up is gone; a new day's sign-in starts a new window.
    expect(await count('attempt_windows')).toBe(0);
    expect(await count('identity_codes')).toBe(0);
    clock.set('2030-06-01T12:00:00.000Z');
    visitor = await t.visitorToken();
  });

  it('starts a new verification of an identity’s email (verification.start), on both its paths', async () => {
    const pending = (await register('start@example.com')).json();
    const start = (path: string, identityId: string) =>
      call(`/_api/iam/verification/v1/${path}`, { identityId, target: 'EMAIL' });
    const started = await start('start', pending.identity.id);
    expect(started.statusCode).toBe(200);
    expect(started.json().verificationId).toEqual(expect.any(String));
    expect((await start('Start', pending.identity.id)).statusCode).toBe(200);
    const [newest, older] = await mailedCodes('start@example.com');
    expect((await verify(pending.stateToken, older as string)).statusCode).toBe(400);
    expect((await verify(pending.stateToken, newest as string)).json().state).toBe('SUCCESS');
    expect((await start('start', pending.identity.id)).json().details.applicationError.code).toBe(
      'EMAIL_ALREADY_VERIFIED',
    );
    expect((await start('start', 'no-such-identity')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/verification/v1/start',
      payload: { identityId: pending.identity.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('mails at most five codes to a member in fifteen minutes; a sign-in past that mails none', async () => {
    const { stateToken } = (await register('liskov@example.com')).json();
    const resend = () => call('/_api/iam/verification/v1/auth/resend', { stateToken });
    for (let mail = 1; mail < 5; mail++) expect((await resend()).statusCode).toBe(200);
    expect((await mailedCodes('liskov@example.com')).length).toBe(5);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect((await login('liskov@example.com')).json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const codes = await mailedCodes('liskov@example.com');
    expect(codes.length).toBe(5);
    expect((await verify(stateToken, codes[0] as string)).json().state).toBe('SUCCESS');
  });

  it('takes no token but a state token of this site as a state token', async () => {
    const session = (await login('ada@example.com')).json().sessionToken;
    for (const stateToken of [session, 'not-a-token', `${session}x`]) {
      const response = await verify(stateToken, '123456');
      expect(response.statusCode).toBe(400);
      expect(response.json().details.applicationError.code).toBe('INVALID_STATE_TOKEN');
    }
  });

  it("follows the site's sign-up policy: open, or waiting for the owner", async () => {
    expect((await setPolicy('OPEN')).statusCode).toBe(200);
    expect((await register('open@example.com')).json()).toMatchObject({
      state: 'SUCCESS',
      identity: { status: { name: 'ACTIVE' } },
    });
    expect((await setPolicy('OWNER_APPROVAL')).statusCode).toBe(200);
    expect((await register('wait@example.com')).json()).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
    });
    expect((await login('wait@example.com')).json().state).toBe('REQUIRE_OWNER_APPROVAL');
    expect((await setPolicy('NOBODY')).statusCode).toBe(400);
    expect((await setPolicy('EMAIL_VERIFICATION')).statusCode).toBe(200);
  });
});
