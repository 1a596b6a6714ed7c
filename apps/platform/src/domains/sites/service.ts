import type {
  ApiKey,
  CreateOAuthClientRequest,
  OAuthClient,
  Query,
  Site,
  SiteApp,
  SiteRole,
  SiteSettings,
  UpdateOAuthClientRequest,
  UpdateSiteRequest,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { bumpRevision } from '../../kernel/db/revisions.js';
import { ApplicationError, notFound, ValidationError } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { hashSecret, newId, newSecret } from '../../kernel/ids.js';
import { isTimeZone } from '../../kernel/time-zone.js';
import { domainsAllow } from './allowed-domains.js';
import { CLIENT_FQDN, SITE_FQDN } from './events.js';
import * as repo from './repo.js';

/**
 * The revision scope (kernel/db/revisions.ts) of a site's name, installed apps and settings,
 * bumped by every update: what caches of answers that show the site's currency are keyed by.
 */
export const siteSettingsScope = (siteId: string): string => `site:${siteId}`;

/** API keys say what they are, so a leaked one is easy to recognise in logs and scanners. */
const API_KEY_PREFIX = 'bzk_';

export interface NewSite {
  id?: string;
  displayName: string;
  installedApps: SiteApp[];
  settings: SiteSettings;
}

export interface NewOAuthClient {
  id?: string;
  name: string;
  allowedRedirectUris?: string[];
  allowedDomains?: string[];
}

/**
 * How long a process trusts the allowed domains it read: a change made through another process
 * (PostgreSQL, several instances) reaches this one's CORS answers within this time.
 */
const ALLOWED_DOMAINS_TTL_MS = 5_000;

export function createSitesService({ db, clock }: { db: Database; clock: Clock }) {
  /** The site; read through `on` when the caller holds a transaction. */
  async function getSite(siteId: string, on: Queryable = db): Promise<Site> {
    const site = await repo.findSite(on, siteId);
    if (!site) throw notFound('Site', siteId);
    return site;
  }

  // Every enabled client's allowed domains, for the CORS check that runs before any token is read.
  let allowedDomains: { domains: string[]; readAt: number } | undefined;
  const forgetAllowedDomains = () => {
    allowedDomains = undefined;
  };

  return {
    getSite,

    /** Whether some enabled client of any site allows the browser origin `origin` (CORS). */
    async allowsBrowserOrigin(origin: string): Promise<boolean> {
      const now = clock.now().getTime();
      if (!allowedDomains || now - allowedDomains.readAt > ALLOWED_DOMAINS_TTL_MS)
        allowedDomains = { domains: await repo.enabledClientDomains(db), readAt: now };
      return domainsAllow(allowedDomains.domains, origin);
    },

    async createSite(input: NewSite): Promise<Site> {
      const now = clock.now().toISOString();
      const site: Site = {
        id: input.id ?? newId(),
        ...input,
        revision: 1,
        createdDate: now,
        updatedDate: now,
      };
      await db.transaction(async (tx) => {
        await repo.insertSite(tx, site);
        await recordEvent(tx, {
          siteId: site.id,
          entityFqdn: SITE_FQDN,
          action: 'created',
          entityId: site.id,
          entity: site,
          eventTime: clock.now().toISOString(),
        });
      });
      return site;
    },

    async updateSite(siteId: string, patch: UpdateSiteRequest['site']): Promise<Site> {
      // Every schedule is computed in the site's zone: a name the runtime does not know is refused here.
      const zone = patch.settings?.timeZone;
      if (zone !== undefined && !isTimeZone(zone))
        throw ValidationError.field(
          'site.settings.timeZone',
          'must be an IANA time zone, e.g. Europe/Berlin',
          'FORMAT',
        );
      return db.transaction(async (tx) => {
        const current = await repo.findSite(tx, siteId);
        if (!current) throw notFound('Site', siteId);
        const site: Site = {
          ...current,
          displayName: patch.displayName ?? current.displayName,
          installedApps: patch.installedApps ?? current.installedApps,
          settings: { ...current.settings, ...patch.settings },
          revision: current.revision + 1,
          updatedDate: clock.now().toISOString(),
        };
        if (!(await repo.updateSite(tx, site))) {
          throw new ApplicationError({
            status: 409,
            code: 'REVISION_MISMATCH',
            description: 'The site was changed by another request; read it again and retry',
          });
        }
        bumpRevision(tx, siteSettingsScope(siteId));
        await recordEvent(tx, {
          siteId,
          entityFqdn: SITE_FQDN,
          action: 'updated',
          entityId: siteId,
          entity: site,
          eventTime: clock.now().toISOString(),
        });
        return site;
      });
    },

    /** Every site of the installation (the accounts site among them). */
    allSiteIds: (): Promise<string[]> => repo.allSiteIds(db),

    listClients: (siteId: string): Promise<OAuthClient[]> => repo.listClients(db, siteId),

    queryClients: (siteId: string, query: Query | undefined) => repo.queryClients(db, siteId, query),

    async createClient(siteId: string, input: NewOAuthClient | CreateOAuthClientRequest['oauthClient']) {
      const now = clock.now().toISOString();
      const client: OAuthClient = {
        id: ('id' in input && input.id) || newId(),
        siteId,
        name: input.name,
        allowedRedirectUris: input.allowedRedirectUris ?? [],
        allowedDomains: input.allowedDomains ?? [],
        disabled: false,
        createdDate: now,
        updatedDate: now,
      };
      await db.transaction(async (tx) => {
        await repo.insertClient(tx, client);
        await recordEvent(tx, {
          siteId,
          entityFqdn: CLIENT_FQDN,
          action: 'created',
          entityId: client.id,
          entity: client,
          eventTime: clock.now().toISOString(),
        });
      });
      // Once committed: a read in between would otherwise keep the old domains for the TTL.
      forgetAllowedDomains();
      return client;
    },

    async updateClient(siteId: string, clientId: string, patch: UpdateOAuthClientRequest['oauthClient']) {
      const updated = await db.transaction(async (tx) => {
        const current = await repo.findClient(tx, clientId);
        if (!current || current.siteId !== siteId) throw notFound('OAuth client', clientId);
        const client: OAuthClient = { ...current, ...patch, updatedDate: clock.now().toISOString() };
        await repo.updateClient(tx, client);
        await recordEvent(tx, {
          siteId,
          entityFqdn: CLIENT_FQDN,
          action: 'updated',
          entityId: clientId,
          entity: client,
          eventTime: clock.now().toISOString(),
        });
        return client;
      });
      forgetAllowedDomains();
      return updated;
    },

    findClient: (clientId: string): Promise<OAuthClient | undefined> => repo.findClient(db, clientId),

    /** The client a token request names, if it exists and is enabled. */
    async findActiveClient(clientId: string): Promise<OAuthClient | undefined> {
      const client = await repo.findClient(db, clientId);
      return client && !client.disabled ? client : undefined;
    },

    /** A new API key; the secret is returned once and only its hash is kept. */
    async createApiKey(
      siteId: string,
      name: string,
      role: SiteRole = 'OWNER',
    ): Promise<{ apiKey: ApiKey; key: string }> {
      await getSite(siteId);
      const key = newSecret(API_KEY_PREFIX);
      const apiKey: ApiKey = { id: newId(), siteId, name, role, createdDate: clock.now().toISOString() };
      await repo.insertApiKey(db, apiKey, hashSecret(key));
      return { apiKey, key };
    },

    listApiKeys: (siteId: string): Promise<ApiKey[]> => repo.listApiKeys(db, siteId),

    async deleteApiKey(siteId: string, apiKeyId: string): Promise<void> {
      if (!(await repo.deleteApiKey(db, siteId, apiKeyId))) throw notFound('API key', apiKeyId);
    },

    /** The owner identity of a key; a `wix-site-id` header naming another site refuses the key. */
    async verifyApiKey(key: string, siteId: string | undefined): Promise<AuthenticatedIdentity | undefined> {
      if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return undefined;
      const apiKey = await repo.findApiKeyByHash(db, hashSecret(key));
      if (!apiKey || (siteId !== undefined && siteId !== apiKey.siteId)) return undefined;
      return { kind: 'owner', siteId: apiKey.siteId, role: apiKey.role, apiKeyId: apiKey.id };
    },
  };
}

export type SitesService = ReturnType<typeof createSitesService>;
