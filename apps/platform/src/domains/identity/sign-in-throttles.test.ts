import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { mailTo, setSignUpPolicy } from '../../testing/member-sign-in.js';
import { ACCOUNT_LOCK_FAILURES } from './attempt-windows.js';
import { FREE_FAILURES, MAX_DELAY_SECONDS, pairDelaySeconds } from './sign-in-throttles.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

describe('the delay of an account and address pair', () => {
  it.each([
    [0, 0],
    [1, 0],
    [FREE_FAILURES - 1, 0],
    [FREE_FAILURES, 2],
    [FREE_FAILURES + 1, 4],
    [FREE_FAILURES + 2, 8],
    [FREE_FAILURES + 8, 512],
    [FREE_FAILURES + 9, MAX_DELAY_SECONDS],
    [1_000, MAX_DELAY_SECONDS],
  ])('after %i failures waits %i s', (failures, seconds) => {
    expect(pairDelaySeconds(failures)).toBe(seconds);
  });
});

describe.each(testDialects)(
  'sign-in attempts: pairs throttled, accounts locked, the reset link and the owner on %s',
  (dialect) => {
    let t: TestApp;
    let visitor: string;
    const clock = new ManualClock('2030-06-01T12:00:00.000Z');

    /** A sign-in from `address`, as a request from there reaches the platform. */
    const login = (email: string, address: string, password = PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/login',
        payload: { loginId: { email }, password },
        headers: { authorization: visitor },
        remoteAddress: address,
      });
    const owner = (method: 'GET' | 'DELETE', memberId: string) =>
      t.app.inject({
        method,
        url: `/members/v1/members/${memberId}/sign-in-lock`,
        headers: { authorization: t.ownerApiKey },
      });
    const register = async (email: string): Promise<string> => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/register',
        payload: { loginId: { email }, password: PASSWORD, profile: { nickname: 'Member' } },
        headers: { authorization: visitor },
      });
      expect(response.json().state).toBe('SUCCESS');
      return response.json().identity.id;
    };
    const codeOf = (response: { json(): { details: { applicationError?: { code: string } } } }) =>
      response.json().details.applicationError?.code;
    /** A stranger's failures at the account: `perAddress` from each of `addresses` new addresses. */
    const guess = async (email: string, addresses: number, perAddress: number, network: string) => {
      const statuses: number[] = [];
      for (let host = 1; host <= addresses; host++)
        for (let attempt = 0; attempt < perAddress; attempt++)
          statuses.push((await login(email, `${network}.${host}`, `guess ${attempt}`)).statusCode);
      return statuses;
    };

    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { clock });
      visitor = await t.visitorToken();
      await setSignUpPolicy(t, 'OPEN');
    });
    afterAll(() => t.close());

    it('lets an address fail three times, then makes it wait 2, 4, 8 s; the member at another address signs in at once', async () => {
      await register('hopper@example.com');
      const stranger = '203.0.113.7';
      for (let attempt = 0; attempt < FREE_FAILURES; attempt++)
        expect((await login('hopper@example.com', stranger, `guess ${attempt}`)).statusCode).toBe(400);
      for (const seconds of [2, 4, 8]) {
        const waiting = await login('hopper@example.com', stranger, 'one more guess');
        expect(waiting.statusCode).toBe(429);
        expect(waiting.json().details.applicationError).toMatchObject({
          code: 'TOO_MANY_ATTEMPTS',
          data: { retryAfterSeconds: seconds },
        });
        // The member, from their own address, is never kept waiting by the stranger.
        expect((await login('hopper@example.com', '198.51.100.20')).json().state).toBe('SUCCESS');
        clock.advance(seconds * 1000);
        expect((await login('hopper@example.com', stranger, 'yet another guess')).statusCode).toBe(400);
      }
      // Even the right password waits out the delay; then it signs in and the pair starts over.
      expect((await login('hopper@example.com', stranger)).statusCode).toBe(429);
      clock.advance(16 * 1000);
      expect((await login('hopper@example.com', stranger)).json().state).toBe('SUCCESS');
      expect((await login('hopper@example.com', stranger, 'a slip')).statusCode).toBe(400);
      expect((await login('hopper@example.com', stranger)).json().state).toBe('SUCCESS');
    });

    it(`locks an account after ${ACCOUNT_LOCK_FAILURES} failures from many addresses, but never at the member's own address`, async () => {
      const memberId = await register('lovelace@example.com');
      const home = '198.51.100.44';
      expect((await login('lovelace@example.com', home)).json().state).toBe('SUCCESS');
      const statuses = await guess('lovelace@example.com', 34, FREE_FAILURES, '192.0.2');
      expect(statuses.slice(0, ACCOUNT_LOCK_FAILURES).every((status) => status === 400)).toBe(true);
      expect(statuses.slice(ACCOUNT_LOCK_FAILURES).every((status) => status === 429)).toBe(true);
      const elsewhere = await login('lovelace@example.com', '192.0.2.200');
      expect(codeOf(elsewhere)).toBe('ACCOUNT_LOCKED');
      expect((await owner('GET', memberId)).json().signInLock).toMatchObject({
        locked: true,
        failedSignIns: ACCOUNT_LOCK_FAILURES,
        lockedUntil: expect.stringMatching(/^2030-06-02T12:00:\d\d\.000Z$/),
        // The 100th failure was the last address's first: it has no delay to wait out.
        waitingAddresses: 33,
      });
      // Where the member signed in before, the stranger's failures stop nothing.
      expect((await login('lovelace@example.com', home)).json().state).toBe('SUCCESS');
      expect((await owner('GET', memberId)).json().signInLock).toMatchObject({
        locked: false,
        failedSignIns: 0,
      });
    });

    it('opens a locked account with the mailed reset link, or when the owner clears the lock', async () => {
      const graceId = await register('grace@example.com');
      await guess('grace@example.com', 34, FREE_FAILURES, '192.0.3');
      expect(codeOf(await login('grace@example.com', '198.51.100.60'))).toBe('ACCOUNT_LOCKED');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/_api/iam/recovery/v1/send-email',
        payload: { email: 'grace@example.com' },
        headers: { authorization: visitor },
      });
      expect(sent.statusCode).toBe(200);
      const [mail] = await mailTo(t, 'grace@example.com');
      const recoveryToken = /reset-password#token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      const recovered = await t.app.inject({
        method: 'POST',
        url: '/_api/iam/recovery/v1/recover',
        payload: { recoveryToken, password: NEW_PASSWORD },
      });
      expect(recovered.statusCode).toBe(200);
      expect((await login('grace@example.com', '198.51.100.60', NEW_PASSWORD)).json().state).toBe('SUCCESS');

      const turingId = await register('turing@example.com');
      await guess('turing@example.com', 34, FREE_FAILURES, '192.0.4');
      expect(codeOf(await login('turing@example.com', '198.51.100.61'))).toBe('ACCOUNT_LOCKED');
      const cleared = await owner('DELETE', turingId);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().signInLock).toEqual({ locked: false, failedSignIns: 0, waitingAddresses: 0 });
      expect((await login('turing@example.com', '198.51.100.61')).json().state).toBe('SUCCESS');
      // The owner's view is the owner's: a visitor gets nothing, an unknown member a 404.
      const asVisitor = await t.app.inject({
        method: 'GET',
        url: `/members/v1/members/${graceId}/sign-in-lock`,
        headers: { authorization: visitor },
      });
      expect(asVisitor.statusCode).toBe(403);
      expect((await owner('GET', 'no-such-member')).statusCode).toBe(404);
    });
  },
);
