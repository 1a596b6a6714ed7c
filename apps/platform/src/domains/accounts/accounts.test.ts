import { ACCOUNTS_SITE_ID, DASHBOARD_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountToken } from '../../testing/account-sign-in.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { mailTo } from '../../testing/member-sign-in.js';

const PASSWORD = 'correct horse battery';
const tokenIn = (link: string) => new URL(link).hash.replace('#token=', '');

/**
 * The people who run sites, over HTTP: the first account from the set-up link owns the sites
 * there are; it signs in on the accounts site like a member, makes sites, invites a manager and
 * staff by mail, and each acts on a site only as their role, on their sites only.
 */
describe.each(testDialects)('accounts, sites and roles on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    authorization?: string,
    payload?: object,
    siteId?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(authorization ? { authorization } : {}), ...(siteId ? { 'wix-site-id': siteId } : {}) },
      ...(payload ? { payload } : {}),
    });

  const signIn = (email: string, password = PASSWORD) => accountToken(t, email, password);

  beforeAll(async () => {
    t = await buildTestApp(dialect, { PUBLIC_URL: 'http://127.0.0.1:4000' });
  }, 60_000);
  afterAll(() => t.close());

  it('makes the first account from the set-up link, once, owning the sites there are', async () => {
    const link = await t.services.accounts.firstAccount.setupLink();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4000\/hosted\/account-setup#token=bzs_/);
    const short = await call('POST', '/hosted/v1/account-setup', undefined, {
      token: tokenIn(link ?? ''),
      email: 'ana@example.com',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const made = await call('POST', '/hosted/v1/account-setup', undefined, {
      token: tokenIn(link ?? ''),
      email: 'Ana@Example.com',
      password: PASSWORD,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().siteIds).toEqual([t.siteId]);
    const again = await call('POST', '/hosted/v1/account-setup', undefined, {
      token: tokenIn(link ?? ''),
      email: 'eve@example.com',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(410);
    expect(await t.services.accounts.firstAccount.setupLink()).toBeUndefined();

    owner = await signIn('ana@example.com');
    const mine = await call('GET', '/sites/v1/sites', owner);
    expect(
      mine.json().sites.map((one: { site: { id: string }; role: string }) => [one.site.id, one.role]),
    ).toEqual([[t.siteId, 'OWNER']]);
  });

  it('lets no one sign up to the accounts site: accounts are made by invitation', async () => {
    const visitor = (
      await call('POST', '/oauth2/token', undefined, {
        clientId: DASHBOARD_CLIENT_ID,
        grantType: 'anonymous',
      })
    ).json().access_token;
    const signUp = await call('POST', '/_api/iam/authentication/v2/register', visitor, {
      loginId: { email: 'eve@example.com' },
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().details.applicationError.code).toBe('SIGN_UP_CLOSED');
  });

  it('makes a site its maker owns, and acts on it with the wix-site-id header as the role held there', async () => {
    const created = await call('POST', '/sites/v1/sites', owner, {
      site: {
        displayName: 'Lisbon Bakery',
        currency: 'EUR',
        timeZone: 'Europe/Lisbon',
        installedApps: ['stores'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const bakery = created.json().site.id as string;
    expect(created.json()).toMatchObject({ role: 'OWNER', site: { settings: { currency: 'EUR' } } });
    const badZone = await call('POST', '/sites/v1/sites', owner, {
      site: { displayName: 'Nowhere', currency: 'EUR', timeZone: 'Mars/Olympus', installedApps: [] },
    });
    expect(badZone.statusCode).toBe(400);

    const site = await call('GET', '/sites/v1/site', owner, undefined, bakery);
    expect(site.json().site.displayName).toBe('Lisbon Bakery');
    const keys = await call('GET', '/sites/v1/api-keys', owner, undefined, bakery);
    expect(keys.statusCode).toBe(200);
    const nowhere = await call(
      'GET',
      '/sites/v1/site',
      owner,
      undefined,
      '5f0c1d7e-0000-4000-8000-000000000000',
    );
    expect(nowhere.statusCode).toBe(403);
    const accountsSite = await call('GET', '/sites/v1/site', owner, undefined, ACCOUNTS_SITE_ID);
    expect(accountsSite.statusCode).toBe(403);
  });

  it('invites a manager and staff by mail; each works on the site as their role, and on no other site', async () => {
    const invite = (email: string, role: string) =>
      call('POST', '/sites/v1/invitations', owner, { invitation: { email, role } }, t.siteId);
    expect((await invite('bea@example.com', 'MANAGER')).json().invitation).toMatchObject({
      status: 'PENDING',
      role: 'MANAGER',
    });
    expect((await invite('caio@example.com', 'STAFF')).statusCode).toBe(200);
    expect((await invite('ana@example.com', 'MANAGER')).json().details.applicationError.code).toBe(
      'ALREADY_COLLABORATOR',
    );

    for (const [email, role] of [
      ['bea@example.com', 'MANAGER'],
      ['caio@example.com', 'STAFF'],
    ] as const) {
      const [mail] = await mailTo(t, email);
      expect(mail?.subject).toBe('You are invited to Bazaar demo site');
      const token = tokenIn(mail?.text.match(/http\S+#token=\S+/)?.[0] ?? '');
      const page = await call('POST', '/hosted/v1/invitation', undefined, { token });
      expect(page.json()).toMatchObject({ siteName: 'Bazaar demo site', email, role, accountExists: false });
      const accepted = await call('POST', '/hosted/v1/invitation/accept', undefined, {
        token,
        password: PASSWORD,
      });
      expect(accepted.json()).toEqual({ siteId: t.siteId, role });
      expect(
        (await call('POST', '/hosted/v1/invitation/accept', undefined, { token, password: PASSWORD }))
          .statusCode,
      ).toBe(410);
    }

    const manager = await signIn('bea@example.com');
    const staff = await signIn('caio@example.com');
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      call(method, url, token, payload, t.siteId);
    expect((await as(manager, 'POST', '/stores-reader/v1/products/query-platformized', {})).statusCode).toBe(
      200,
    );
    expect((await as(manager, 'GET', '/sites/v1/api-keys')).statusCode).toBe(403);
    expect((await as(manager, 'GET', '/sites/v1/invitations')).statusCode).toBe(403);
    expect((await as(staff, 'POST', '/bookings/v2/bookings/query', {})).statusCode).toBe(200);
    expect((await as(staff, 'POST', '/stores-reader/v1/products/query-platformized', {})).statusCode).toBe(
      403,
    );
    const bakery = (await call('GET', '/sites/v1/sites', owner))
      .json()
      .sites.find((one: { site: { displayName: string } }) => one.site.displayName === 'Lisbon Bakery')
      .site.id;
    expect((await call('GET', '/sites/v1/site', manager, undefined, bakery)).statusCode).toBe(403);

    const people = (await call('GET', '/sites/v1/collaborators', owner, undefined, t.siteId)).json()
      .collaborators;
    expect(people.map((one: { email: string; role: string }) => `${one.email} ${one.role}`)).toEqual([
      'ana@example.com OWNER',
      'bea@example.com MANAGER',
      'caio@example.com STAFF',
    ]);
  });

  it('changes roles and takes people off, but never the last owner', async () => {
    const people = (await call('GET', '/sites/v1/collaborators', owner, undefined, t.siteId)).json()
      .collaborators as { accountId: string; email: string }[];
    const id = (email: string) => people.find((one) => one.email === email)?.accountId ?? '';
    const demote = await call(
      'PATCH',
      `/sites/v1/collaborators/${id('ana@example.com')}`,
      owner,
      { collaborator: { role: 'MANAGER' } },
      t.siteId,
    );
    expect(demote.json().details.applicationError.code).toBe('LAST_OWNER');
    const promoted = await call(
      'PATCH',
      `/sites/v1/collaborators/${id('bea@example.com')}`,
      owner,
      { collaborator: { role: 'OWNER' } },
      t.siteId,
    );
    expect(promoted.json().collaborator.role).toBe('OWNER');
    const removed = await call(
      'DELETE',
      `/sites/v1/collaborators/${id('caio@example.com')}`,
      owner,
      undefined,
      t.siteId,
    );
    expect(removed.statusCode).toBe(200);
    const staff = await signIn('caio@example.com');
    expect((await call('POST', '/bookings/v2/bookings/query', staff, {}, t.siteId)).statusCode).toBe(403);
  });

  it('accepts an invitation as the signed-in account it was sent to, and revokes one', async () => {
    const bakery = (await call('GET', '/sites/v1/sites', owner))
      .json()
      .sites.find((one: { site: { displayName: string } }) => one.site.displayName === 'Lisbon Bakery')
      .site.id;
    await call(
      'POST',
      '/sites/v1/invitations',
      owner,
      { invitation: { email: 'bea@example.com', role: 'STAFF' } },
      bakery,
    );
    // The bakery's own mailbox, read by its owner's account.
    const box = await call('GET', '/mail/v1/messages?to=bea%40example.com', owner, undefined, bakery);
    const [mail] = box.json().messages as { text: string }[];
    const token = tokenIn(mail?.text.match(/http\S+#token=\S+/)?.[0] ?? '');
    expect((await call('POST', '/hosted/v1/invitation', undefined, { token })).json().accountExists).toBe(
      true,
    );
    expect(
      (await call('POST', '/hosted/v1/invitation/accept', undefined, { token, password: PASSWORD })).json()
        .details.applicationError.code,
    ).toBe('ACCOUNT_EXISTS');
    const bea = await signIn('bea@example.com');
    expect((await call('POST', '/sites/v1/invitations/accept', owner, { token })).statusCode).toBe(403);
    expect((await call('POST', '/sites/v1/invitations/accept', bea, { token })).json()).toEqual({
      siteId: bakery,
      role: 'STAFF',
    });

    const sent = (
      await call(
        'POST',
        '/sites/v1/invitations',
        owner,
        { invitation: { email: 'dora@example.com', role: 'MANAGER' } },
        bakery,
      )
    ).json().invitation;
    expect(
      (await call('DELETE', `/sites/v1/invitations/${sent.id}`, owner, undefined, bakery)).statusCode,
    ).toBe(200);
    const listed = (await call('GET', '/sites/v1/invitations', owner, undefined, bakery)).json().invitations;
    expect(listed.map((one: { email: string; status: string }) => `${one.email} ${one.status}`)).toEqual([
      'dora@example.com REVOKED',
      'bea@example.com ACCEPTED',
    ]);
  });
});
