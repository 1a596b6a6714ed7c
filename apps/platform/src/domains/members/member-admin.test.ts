import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { mailTo, memberTokensFor, renews, setSignUpPolicy } from '../../testing/member-sign-in.js';

const PASSWORD = 'correct horse battery';

describe.each(testDialects)(
  'members: the owner’s list, query, approve, block and delete; a member’s own profile on %s',
  (dialect) => {
    let t: TestApp;
    let visitor: string;

    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      authorization: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    const owner = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      call(method, url, t.ownerApiKey, payload);
    const register = async (email: string, nickname: string) =>
      (
        await call('POST', '/_api/iam/authentication/v2/register', visitor, {
          loginId: { email },
          password: PASSWORD,
          profile: { nickname },
        })
      ).json();
    const login = (email: string) =>
      call('POST', '/_api/iam/authentication/v2/login', visitor, { loginId: { email }, password: PASSWORD });

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      visitor = await t.visitorToken();
      await setSignUpPolicy(t, 'OPEN');
      for (const [email, nickname] of [
        ['ada@example.com', 'Ada'],
        ['grace@example.com', 'Grace'],
        ['alan@example.com', 'Alan'],
      ])
        await register(email as string, nickname as string);
    });
    afterAll(() => t.close());

    it('lists and queries members for the owner only, with the paging facts the builder reads', async () => {
      const listed = await owner('GET', '/members/v1/members?paging.limit=2&fieldsets=EXTENDED');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().members.map((m: { loginEmail: string }) => m.loginEmail)).toEqual([
        'ada@example.com',
        'grace@example.com',
      ]);
      expect(listed.json().metadata).toMatchObject({ count: 2, offset: 0, total: 3 });
      const queried = await owner('POST', '/members/v1/members/query', {
        query: { filter: { 'profile.nickname': { $startsWith: 'Gr' } } },
        fieldsets: ['FULL'],
      });
      expect(queried.json().members).toHaveLength(1);
      expect(queried.json().members[0]).toMatchObject({
        loginEmail: 'grace@example.com',
        contact: { emails: ['grace@example.com'] },
      });
      const bad = await owner('POST', '/members/v1/members/query', {
        query: { filter: { passwordHash: 'x' } },
      });
      expect(bad.statusCode).toBe(400);
      expect((await call('GET', '/members/v1/members', visitor)).statusCode).toBe(403);
      expect((await call('POST', '/members/v1/members/query', visitor, {})).statusCode).toBe(403);
    });

    it('shows another member only at PUBLIC and only once their profile is public', async () => {
      const ada = (await login('ada@example.com')).json();
      const grace = (await login('grace@example.com')).json();
      const adaTokens = await memberTokensFor(t, ada.sessionToken);
      const graceId = grace.identity.id as string;
      expect((await call('GET', `/members/v1/members/${graceId}`, visitor)).statusCode).toBe(403);
      expect(
        (await call('GET', `/members/v1/members/${graceId}?fieldsets=FULL`, adaTokens.accessToken))
          .statusCode,
      ).toBe(404);
      const graceTokens = await memberTokensFor(t, grace.sessionToken);
      const updated = await call('PATCH', `/members/v1/members/${graceId}`, graceTokens.accessToken, {
        member: {
          profile: { nickname: 'Grace H.' },
          contact: { lastName: 'Hopper' },
          privacyStatus: 'PUBLIC',
        },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().member).toMatchObject({
        profile: { nickname: 'Grace H.' },
        contact: { lastName: 'Hopper' },
      });
      const seen = (
        await call('GET', `/members/v1/members/${graceId}?fieldsets=FULL`, adaTokens.accessToken)
      ).json();
      expect(seen.member).toMatchObject({
        id: graceId,
        profile: { nickname: 'Grace H.' },
        status: 'UNKNOWN',
      });
      expect(seen.member.loginEmail).toBeUndefined();
      expect(seen.member.contact).toBeUndefined();
      // A member changes only themselves, and only what a profile holds.
      expect(
        (
          await call('PATCH', `/members/v1/members/${graceId}`, adaTokens.accessToken, {
            member: { profile: { nickname: 'Mallory' } },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PATCH', `/members/v1/members/${ada.identity.id}`, adaTokens.accessToken, {
            member: { profile: { nickname: '' } },
          })
        ).statusCode,
      ).toBe(400);
      // What a profile does not hold is not changed by it: the sign-in email stays.
      const ignored = await call('PATCH', `/members/v1/members/${ada.identity.id}`, adaTokens.accessToken, {
        member: { loginEmail: 'x@example.com' },
      });
      expect(ignored.json().member.loginEmail).toBe('ada@example.com');
    });

    it('approves a member waiting for the owner', async () => {
      await setSignUpPolicy(t, 'OWNER_APPROVAL');
      const waiting = await register('lin@example.com', 'Lin');
      await setSignUpPolicy(t, 'OPEN');
      expect(waiting.state).toBe('REQUIRE_OWNER_APPROVAL');
      expect((await login('lin@example.com')).json().state).toBe('REQUIRE_OWNER_APPROVAL');
      expect(
        (await call('POST', `/members/v1/members/${waiting.identity.id}/approve`, visitor)).statusCode,
      ).toBe(403);
      const approved = await owner('POST', `/members/v1/members/${waiting.identity.id}/approve`);
      expect(approved.json().member.status).toBe('APPROVED');
      expect((await login('lin@example.com')).json().state).toBe('SUCCESS');
      expect((await owner('POST', '/members/v1/members/no-such-member/approve')).statusCode).toBe(404);
    });

    it('blocks a member: their sessions end and they cannot sign in until approved again', async () => {
      const alan = (await login('alan@example.com')).json();
      const tokens = await memberTokensFor(t, alan.sessionToken);
      const blocked = await owner('POST', `/members/v1/members/${alan.identity.id}/block`);
      expect(blocked.json().member.status).toBe('BLOCKED');
      expect(await renews(t, tokens.refreshToken)).toBe(false);
      expect((await login('alan@example.com')).json().details.applicationError.code).toBe('IDENTITY_BLOCKED');
      await owner('POST', `/members/v1/members/${alan.identity.id}/approve`);
      expect((await login('alan@example.com')).json().state).toBe('SUCCESS');
    });

    it('deletes a member: sessions end, data is erased, and the email may sign up again', async () => {
      const mary = await register('mary@example.com', 'Mary');
      const tokens = await memberTokensFor(t, mary.sessionToken);
      expect(
        (await call('DELETE', `/members/v1/members/${mary.identity.id}`, tokens.accessToken)).statusCode,
      ).toBe(403);
      expect((await owner('DELETE', `/members/v1/members/${mary.identity.id}`)).statusCode).toBe(200);
      expect(await renews(t, tokens.refreshToken)).toBe(false);
      expect((await owner('GET', `/members/v1/members/${mary.identity.id}`)).statusCode).toBe(404);
      expect((await owner('DELETE', `/members/v1/members/${mary.identity.id}`)).statusCode).toBe(404);
      const listed = (
        await owner('POST', '/members/v1/members/query', {
          query: { filter: { loginEmail: { $startsWith: 'deleted' } } },
        })
      ).json();
      expect(listed.members).toEqual([]);
      expect((await login('mary@example.com')).json().details.applicationError.code).toBe('-19976');
      expect((await register('mary@example.com', 'Mary again')).state).toBe('SUCCESS');
    });

    it('creates a member with no password: signing in says to set one, and the activation link does', async () => {
      const created = await owner('POST', '/members/v1/members', {
        member: { loginEmail: 'Joan@Example.com', profile: { nickname: 'Joan' } },
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().member).toMatchObject({
        loginEmail: 'joan@example.com',
        profile: { nickname: 'Joan' },
      });
      expect(
        (await owner('POST', '/members/v1/members', { member: { loginEmail: 'joan@example.com' } })).json()
          .details.applicationError.code,
      ).toBe('-19995');
      expect(
        (await owner('POST', '/members/v1/members', { member: { loginEmail: 'not-an-email' } })).statusCode,
      ).toBe(400);
      expect(
        (await call('POST', '/members/v1/members', visitor, { member: { loginEmail: 'x@example.com' } }))
          .statusCode,
      ).toBe(403);

      const before = await login('joan@example.com');
      expect(before.statusCode).toBe(400);
      expect(before.json().details.applicationError.code).toBe('-19973');
      await owner('POST', '/_api/iam/recovery/v1/activation-email', { identityId: created.json().member.id });
      const link = (await mailTo(t, 'joan@example.com'))[0]?.text ?? '';
      const recoveryToken = /reset-password#token=([\w.-]+)/.exec(link)?.[1] as string;
      const recovered = await t.app.inject({
        method: 'POST',
        url: '/_api/iam/recovery/v1/recover',
        payload: { recoveryToken, password: PASSWORD },
      });
      expect(recovered.statusCode).toBe(200);
      expect((await login('joan@example.com')).json().state).toBe('SUCCESS');
    });
  },
);
