import { DASHBOARD_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActingOnSite } from '../../auth/acting-on-site.js';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { NoCredentials } from '../../auth/no-credentials.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { hostedAccounts } from '../hosted/index.js';
import * as sitesOfOwner from '../sites/index.js';
import { collaborators, invitations, sites } from './index.js';

const PASSWORD = 'correct horse battery';

/** An account through the SDK: invited by the owner's key, made on the invitation page, signed in on the dashboard's client. */
describe.each(dialects)('@bazaar/sdk/accounts against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const host = () => ({ apiBaseUrl: platform.baseUrl });

  beforeAll(async () => {
    platform = await startPlatform(dialect);
  });
  afterAll(() => platform.close());

  it('signs an invited manager in, lists their sites, and acts on the site as a manager', async () => {
    const owner = createClient({
      modules: { invitations },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: host(),
    });
    const sent = await owner.invitations.createInvitation({ email: 'bea@example.com', role: 'MANAGER' });
    expect(sent.expiresDate).toBeInstanceOf(Date);
    const box = await fetch(`${platform.baseUrl}/mail/v1/messages?to=bea%40example.com`, {
      headers: { authorization: platform.ownerApiKey },
    });
    const [mail] = ((await box.json()) as { messages: { text: string }[] }).messages;
    const token = /#token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const page = createClient({ modules: { hostedAccounts }, auth: NoCredentials(), host: host() });
    expect(await page.hostedAccounts.readInvitation({ token })).toMatchObject({
      role: 'MANAGER',
      accountExists: false,
    });
    await page.hostedAccounts.acceptInvitation({ token, password: PASSWORD });

    // The dashboard's sign-in: the password, then the hosted page's authorization with PKCE.
    const account = OAuthStrategy({ clientId: DASHBOARD_CLIENT_ID, host: host() });
    const signedIn = await account.login({ email: 'bea@example.com', password: PASSWORD });
    if (signedIn.loginState !== 'SUCCESS') throw new Error(`Not signed in: ${signedIn.loginState}`);
    // The dashboard client's callback, at the platform's public address (its default in tests).
    const oauthData = await account.generateOAuthData('http://127.0.0.1:4000/dashboard/callback');
    const { authUrl } = await account.getAuthUrl(oauthData);
    const authorized = await fetch(`${platform.baseUrl}/hosted/v1/login-session/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: new URL(authUrl).searchParams.get('session'),
        sessionToken: signedIn.data.sessionToken,
      }),
    });
    const { redirectUrl } = (await authorized.json()) as { redirectUrl: string };
    const { code, state } = account.parseFromUrl(redirectUrl, oauthData);
    account.setTokens(await account.getMemberTokens(code, state, oauthData));
    const mine = createClient({ modules: { sites }, auth: account, host: host() });
    const [first] = await mine.sites.listSites();
    expect(first?.role).toBe('MANAGER');
    const siteId = first?.site._id ?? '';

    const onSite = createClient({
      modules: { collaborators, invitations, sitesOfOwner },
      auth: ActingOnSite(account, siteId),
      host: host(),
    });
    expect((await onSite.sitesOfOwner.getSite())._id).toBe(siteId);
    expect((await onSite.collaborators.listCollaborators()).map((one) => one.role)).toContain('MANAGER');
    await expect(onSite.invitations.listInvitations()).rejects.toMatchObject({ status: 403 });

    const made = await mine.sites.createSite({
      displayName: 'Night Market',
      currency: 'JPY',
      timeZone: 'Asia/Tokyo',
      installedApps: ['events'],
    });
    expect(made.role).toBe('OWNER');
    expect((await mine.sites.listSites()).map((one) => one.site.displayName)).toEqual([
      'Bazaar demo site',
      'Night Market',
    ]);
  });
});
