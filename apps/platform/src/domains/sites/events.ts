import type { OAuthClient, Site } from '@bazaar/contracts';
import type { EntityEvents } from '../../kernel/event-catalogue.js';

/** The entity names of site events (the platform's own: Wix has no public event for these). */
export const SITE_FQDN = 'bazaar.sites.v1.site';
export const CLIENT_FQDN = 'bazaar.sites.v1.oauth_client';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [SITE_FQDN]: Site;
    [CLIENT_FQDN]: OAuthClient;
  }
}

/** What the sites domain announces (docs/webhooks.md). */
export const sitesEvents: EntityEvents[] = [
  {
    entityFqdn: SITE_FQDN,
    entity: 'Site',
    actions: { created: 'A site is made', updated: "The site's name or settings change" },
  },
  {
    entityFqdn: CLIENT_FQDN,
    entity: 'OAuthClient',
    actions: { created: 'An OAuth client is added', updated: 'An OAuth client changes or is disabled' },
  },
];
