import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { members } from '@wix/members';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { renews, setSignUpPolicy } from '../testing/member-sign-in.js';
import { routeWixHostsTo } from '../testing/wix-hosts.js';

/** The official `getMemberTokensForExternalLogin` (the authorized_client grant), unmodified. */
describe.each(testDialects)('official external login (authorized_client) on %s', (dialect) => {
  let t: TestApp;
  let restoreFetch: () => void;
  let memberId: string;

  const grant = (authorization: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { grant_type: 'authorized_client', scope: 'offline_access', ...payload },
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await setSignUpPolicy(t, 'OPEN');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      headers: { authorization: await t.visitorToken() },
      payload: {
        loginId: { email: 'ada@example.com' },
        password: 'a long enough password',
        profile: { nickname: 'Ada' },
      },
    });
    memberId = registered.json().identity.id;
    restoreFetch = routeWixHostsTo(await t.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    restoreFetch();
    await t.close();
  });

  it('gives the owner’s server member tokens for one of its members', async () => {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    auth.setTokens(await auth.generateVisitorTokens());
    const tokens = await auth.getMemberTokensForExternalLogin(memberId, t.ownerApiKey);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    const client = createClient({ modules: { members }, auth });
    const { member } = await client.members.getCurrentMember();
    expect(member?.profile?.nickname).toBe('Ada');
    expect(await renews(t, tokens.refreshToken.value)).toBe(true);
  });

  it('refuses without both credentials, with a key of no site, or for no member of it', async () => {
    const visitor = await t.visitorToken();
    expect((await grant(undefined, { member_id: memberId })).json().error).toBe('invalid_client');
    expect((await grant(visitor, { member_id: memberId })).json().error).toBe('invalid_client');
    expect((await grant(`,${t.ownerApiKey}`, { member_id: memberId })).json().error).toBe('invalid_client');
    expect((await grant(`${visitor},bzk_not-a-key`, { member_id: memberId })).json().error).toBe(
      'invalid_client',
    );
    expect((await grant(`${visitor},${t.ownerApiKey}`, {})).json().error).toBe('invalid_request');
    expect((await grant(`${visitor},${t.ownerApiKey}`, { member_id: 'no-such-member' })).json().error).toBe(
      'invalid_grant',
    );
    const forged = await grant(`${visitor},${t.ownerApiKey}`, {
      member_id: memberId,
      session_token: 'forged',
    });
    expect(forged.json().error).toBe('invalid_grant');
    expect((await grant(`${visitor},${t.ownerApiKey}`, { member_id: memberId })).statusCode).toBe(200);
  });

  it('signs a person on by email for the owner’s server (getMemberTokensForExternalLoginWithSession)', async () => {
    const auth = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    auth.setTokens(await auth.generateVisitorTokens());
    const tokens = await auth.getMemberTokensForExternalLoginWithSession('lin@example.com', t.ownerApiKey);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    const { member } = await createClient({ modules: { members }, auth }).members.getCurrentMember({
      fieldsets: ['FULL'],
    });
    expect(member?.loginEmail).toBe('lin@example.com');
    // The same person again is the same member.
    const again = OAuthStrategy({ clientId: DEFAULT_CLIENT_ID });
    again.setTokens(await again.generateVisitorTokens());
    again.setTokens(await again.getMemberTokensForExternalLoginWithSession('LIN@example.com', t.ownerApiKey));
    const { member: same } = await createClient({
      modules: { members },
      auth: again,
    }).members.getCurrentMember();
    expect(same?._id).toBe(member?._id);

    const visitor = await t.visitorToken();
    const signOn = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/sign-on',
        headers: { authorization },
        payload: { loginId: { email: 'mallory@example.com' } },
      });
    expect((await signOn(visitor)).statusCode).toBe(400);
    expect((await signOn(t.ownerApiKey)).statusCode).toBe(400);
    expect((await signOn(`${visitor},bzk_not-a-key`)).json().details.applicationError.code).toBe(
      'INVALID_CLIENT',
    );
  });
});
