import type { OAuthClient, Site } from '@bazaar/contracts';

/** The entity names of site events (the platform's own: Wix has no public event for these). */
export const SITE_FQDN = 'bazaar.sites.v1.site';
export const CLIENT_FQDN = 'bazaar.sites.v1.oauth_client';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [SITE_FQDN]: Site;
    [CLIENT_FQDN]: OAuthClient;
  }
}
