import { ACCOUNTS_SITE_ID, DASHBOARD_CLIENT_ID } from '@bazaar/contracts';
import type { SitesService } from '../sites/service.js';

/**
 * The platform's own site, whose members are the people who run sites: made on first start, with
 * the dashboard's OAuth client. Its members are made by invitation only (no sign-up).
 * Idempotent, and safe when two processes start at once: the loser of the insert finds the site.
 */
export async function ensureAccountsSite(sites: SitesService, publicUrl: string): Promise<void> {
  const exists = () =>
    sites.getSite(ACCOUNTS_SITE_ID).then(
      () => true,
      () => false,
    );
  if (!(await exists())) {
    try {
      await sites.createSite({
        id: ACCOUNTS_SITE_ID,
        displayName: 'Bazaar',
        installedApps: [],
        settings: {
          currency: 'USD',
          timeZone: 'UTC',
          acceptsPayments: false,
          memberSignUp: 'INVITATION_ONLY',
        },
      });
    } catch (reason) {
      if (!(await exists())) throw reason;
    }
  }
  if (await sites.findClient(DASHBOARD_CLIENT_ID)) return;
  try {
    await sites.createClient(ACCOUNTS_SITE_ID, {
      id: DASHBOARD_CLIENT_ID,
      name: 'Dashboard',
      allowedRedirectUris: [`${publicUrl}/dashboard/callback`],
      allowedDomains: [publicUrl],
    });
  } catch (reason) {
    if (!(await sites.findClient(DASHBOARD_CLIENT_ID))) throw reason;
  }
}
