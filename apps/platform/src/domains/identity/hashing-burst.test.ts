import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { setSignUpPolicy } from '../../testing/member-sign-in.js';

const PASSWORD = 'correct horse battery';
const MEMBERS = 6;

/**
 * A burst of right-password sign-ins against a hashing line of one hash and no waiting room:
 * those it cannot take are refused at once with 429, Retry-After and a code that says why, and
 * sign in as soon as they try again (a busy server is not a wrong password).
 */
describe.each(testDialects)('sign-ins past the hashing line on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const emails = Array.from({ length: MEMBERS }, (_, i) => `burst.${i}@example.com`);
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      headers: { authorization: visitor },
      payload: { loginId: { email }, password: PASSWORD },
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      PASSWORD_HASH_COST: '14',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '0',
    });
    await setSignUpPolicy(t, 'OPEN');
    visitor = await t.visitorToken();
    for (const email of emails) {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/register',
        headers: { authorization: visitor },
        payload: { loginId: { email }, password: PASSWORD },
      });
      expect(registered.json().state).toBe('SUCCESS');
    }
  });
  afterAll(() => t.close());

  it('refuses what the line cannot take with 429 and Retry-After, and lets it in on the next try', async () => {
    const answers = await Promise.all(emails.map(login));
    const signedIn = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(signedIn.length + refused.length).toBe(MEMBERS);
    expect(signedIn.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.json().details.applicationError).toMatchObject({
        code: 'TOO_MANY_SIGN_INS',
        data: { retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // One at a time, every refused member signs in, again and again: nothing was counted against them.
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 429) continue;
      for (let again = 0; again < 4; again++) {
        const retried = await login(emails[index] as string);
        expect(retried.statusCode, retried.body).toBe(200);
        expect(retried.json().state).toBe('SUCCESS');
      }
    }
  });
});
