import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { setSignUpPolicy } from '../../testing/member-sign-in.js';

describe.each(testDialects)('the member a hosted page is for, on %s', (dialect) => {
  let t: TestApp;
  const post = (url: string, payload: object, authorization?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(authorization ? { headers: { authorization } } : {}) });
  /** A booking link of the demo studio's first service, made by `authorization`: any flavour will do. */
  const sessionOf = async (authorization: string) => {
    const response = await post(
      '/_api/redirects-api/v1/redirect-session',
      { bookingsBook: {}, callbacks: { postFlowUrl: 'http://localhost:3000/booking' } },
      authorization,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().redirectSession.sessionToken as string;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await setSignUpPolicy(t, 'OPEN');
  });
  afterAll(() => t.close());

  it("answers a member's session with their details, a visitor's with nothing, and a bad token with 404", async () => {
    const registered = await post(
      '/_api/iam/authentication/v2/register',
      {
        loginId: { email: 'Noor@Example.com' },
        password: 'correct horse battery',
        profile: { firstName: 'Noor', lastName: 'Haddad', phones: ['+1 212 555 0100'] },
      },
      await t.visitorToken(),
    );
    const memberId = registered.json().identity.id as string;
    const asMember = await post('/hosted/v1/session-member', {
      session: await sessionOf(await t.memberToken(memberId)),
    });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toEqual({
      member: { email: 'noor@example.com', firstName: 'Noor', lastName: 'Haddad', phone: '+1 212 555 0100' },
    });
    const asVisitor = await post('/hosted/v1/session-member', {
      session: await sessionOf(await t.visitorToken()),
    });
    expect(asVisitor.json()).toEqual({});
    expect((await post('/hosted/v1/session-member', { session: 'bzs_not-a-real-session' })).statusCode).toBe(
      404,
    );
    expect((await post('/hosted/v1/session-member', {})).statusCode).toBe(400);
  });
});
