import { DEFAULT_CLIENT_ID, type Site } from '@bazaar/contracts';
import type { SitesService } from '../domains/sites/service.js';

/** Where the demo storefront runs; its login callback must be an allowed redirect URI. */
const STOREFRONT_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/**
 * The demo client takes calls from any local port: a developer's own app (Wix's example app on
 * the official clients, say) runs beside the demo storefront on a port of its own.
 */
const DEMO_DOMAINS = ['http://localhost:*', 'http://127.0.0.1:*'];

export interface DemoSite {
  site: Site;
  /** Set only when the site was created by this call: the secret is never readable again. */
  ownerApiKey?: string;
}

/**
 * The demo site: all four apps installed, the default client id, paying in USD. Idempotent: when
 * the default client already exists, its site is returned unchanged.
 */
export async function seedDemoSite(sites: SitesService): Promise<DemoSite> {
  const existing = await sites.findClient(DEFAULT_CLIENT_ID);
  if (existing) {
    // A demo database made before clients had allowed domains gets the demo's.
    if (existing.allowedDomains.length === 0)
      await sites.updateClient(existing.siteId, existing.id, { allowedDomains: DEMO_DOMAINS });
    return { site: await sites.getSite(existing.siteId) };
  }
  const site = await sites.createSite({
    displayName: 'Bazaar demo site',
    installedApps: ['bookings', 'stores', 'events', 'pricing-plans'],
    settings: { currency: 'USD', timeZone: 'America/New_York', acceptsPayments: true },
  });
  await sites.createClient(site.id, {
    id: DEFAULT_CLIENT_ID,
    name: 'Demo storefront',
    allowedRedirectUris: STOREFRONT_ORIGINS.map((origin) => `${origin}/login-callback`),
    allowedDomains: DEMO_DOMAINS,
  });
  const { key } = await sites.createApiKey(site.id, 'Demo owner');
  return { site, ownerApiKey: key };
}
