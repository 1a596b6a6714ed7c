import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('the signed-in member on %s', (dialect) => {
  let t: TestApp;
  let member: string;
  let memberId: string;

  const my = (query: string, authorization = member) =>
    t.app.inject({ method: 'GET', url: `/members/v1/members/my${query}`, headers: { authorization } });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await t.app.inject({
      method: 'PATCH',
      url: '/sites/v1/site',
      headers: { authorization: t.ownerApiKey },
      payload: { site: { settings: { memberSignUp: 'OPEN' } } },
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      headers: { authorization: await t.visitorToken() },
      payload: {
        loginId: { email: 'ada@example.com' },
        password: 'a long enough password',
        profile: { nickname: 'Ada', firstName: 'Ada', lastName: 'Lovelace' },
      },
    });
    memberId = registered.json().identity.id;
    member = await t.memberToken(memberId);
  });
  afterAll(() => t.close());

  it('answers the public fieldset by default: the id and the profile, statuses unknown', async () => {
    const response = await my('');
    expect(response.statusCode).toBe(200);
    const { member: shown } = response.json();
    expect(shown).toMatchObject({
      id: memberId,
      contactId: memberId,
      profile: { nickname: 'Ada', slug: expect.stringMatching(/^ada-[0-9a-f]{6}$/) },
      status: 'UNKNOWN',
    });
    expect(shown.loginEmail).toBeUndefined();
    expect(shown.contact).toBeUndefined();
  });

  it('adds the login email and statuses for EXTENDED, and the contact for FULL', async () => {
    const extended = (await my('?fieldsets=EXTENDED&fieldsets=PUBLIC')).json().member;
    expect(extended).toMatchObject({
      loginEmail: 'ada@example.com',
      status: 'APPROVED',
      privacyStatus: 'PRIVATE',
    });
    expect(extended.contact).toBeUndefined();
    expect((await my('?fieldsets=FULL')).json().member.contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emails: ['ada@example.com'],
      phones: [],
      addresses: [],
    });
  });

  it('is for a signed-in member only, and only for one who exists', async () => {
    expect((await my('', await t.visitorToken())).statusCode).toBe(403);
    expect((await my('', t.ownerApiKey)).statusCode).toBe(404);
    expect((await my('', await t.memberToken('no-such-member'))).statusCode).toBe(404);
    expect((await my('?fieldsets=EVERYTHING')).statusCode).toBe(400);
  });
});
