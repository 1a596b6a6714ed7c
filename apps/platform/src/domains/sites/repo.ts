import type { ApiKey, OAuthClient, PagingMetadata, Query, Site, SiteRole } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { parseDocument } from '../../kernel/db/documents.js';
import { sql } from '../../kernel/db/sql.js';
import { defineQueryable, runQuery } from '../../kernel/query/index.js';

type SiteDoc = Pick<Site, 'displayName' | 'installedApps' | 'settings'>;
type ClientDoc = Pick<OAuthClient, 'name' | 'allowedRedirectUris'> &
  Partial<Pick<OAuthClient, 'allowedDomains'>>;

interface SiteRow {
  id: string;
  doc: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

interface ClientRow {
  id: string;
  site_id: string;
  doc: string;
  disabled: number;
  created_date: string;
  updated_date: string;
}

interface ApiKeyRow {
  id: string;
  site_id: string;
  name: string;
  role: SiteRole;
  created_date: string;
}

const toSite = (row: SiteRow): Site => {
  const doc = parseDocument<SiteDoc>(row.doc);
  return {
    id: row.id,
    displayName: doc.displayName,
    installedApps: doc.installedApps,
    settings: doc.settings,
    revision: Number(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
};

const toClient = (row: ClientRow): OAuthClient => {
  const doc = parseDocument<ClientDoc>(row.doc);
  return {
    id: row.id,
    siteId: row.site_id,
    name: doc.name,
    allowedRedirectUris: doc.allowedRedirectUris,
    // Clients stored before allowed domains existed have none.
    allowedDomains: doc.allowedDomains ?? [],
    disabled: Number(row.disabled) === 1,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
};

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  siteId: row.site_id,
  name: row.name,
  role: row.role,
  createdDate: row.created_date,
});

const siteDoc = (site: Site): string =>
  JSON.stringify({
    displayName: site.displayName,
    installedApps: site.installedApps,
    settings: site.settings,
  });

const clientDoc = (client: OAuthClient): string =>
  JSON.stringify({
    name: client.name,
    allowedRedirectUris: client.allowedRedirectUris,
    allowedDomains: client.allowedDomains,
  });

export async function findSite(db: Queryable, id: string): Promise<Site | undefined> {
  const row = await db.one<SiteRow>(sql`SELECT * FROM sites WHERE id = ${id}`);
  return row && toSite(row);
}

/** Every site's id, oldest first. */
export const allSiteIds = async (db: Queryable): Promise<string[]> =>
  (await db.all<{ id: string }>(sql`SELECT id FROM sites ORDER BY created_date, id`)).map((row) => row.id);

export async function insertSite(db: Queryable, site: Site): Promise<void> {
  await db.run(sql`
    INSERT INTO sites (id, doc, revision, created_date, updated_date)
    VALUES (${site.id}, ${siteDoc(site)}, ${site.revision}, ${site.createdDate}, ${site.updatedDate})`);
}

/** Writes `site` if the stored revision is still `site.revision - 1`; false when someone was faster. */
export async function updateSite(db: Queryable, site: Site): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE sites SET doc = ${siteDoc(site)}, revision = ${site.revision}, updated_date = ${site.updatedDate}
    WHERE id = ${site.id} AND revision = ${site.revision - 1}`);
  return changes === 1;
}

export async function findClient(db: Queryable, id: string): Promise<OAuthClient | undefined> {
  const row = await db.one<ClientRow>(sql`SELECT * FROM oauth_clients WHERE id = ${id}`);
  return row && toClient(row);
}

/** The allowed domains of every enabled client, of every site. */
export async function enabledClientDomains(db: Queryable): Promise<string[]> {
  const rows = await db.all<{ doc: string }>(sql`SELECT doc FROM oauth_clients WHERE disabled = 0`);
  return rows.flatMap((row) => parseDocument<ClientDoc>(row.doc).allowedDomains ?? []);
}

export async function listClients(db: Queryable, siteId: string): Promise<OAuthClient[]> {
  const rows = await db.all<ClientRow>(
    sql`SELECT * FROM oauth_clients WHERE site_id = ${siteId} ORDER BY created_date, id`,
  );
  return rows.map(toClient);
}

/** What an owner may filter and sort their OAuth clients by. */
const queryableClients = defineQueryable({
  table: 'oauth_clients',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    name: { type: 'string', sortable: true },
    disabled: { type: 'boolean', column: 'disabled', notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

export async function queryClients(
  db: Queryable,
  siteId: string,
  query: Query | undefined,
): Promise<{ oauthClients: OAuthClient[]; pagingMetadata: PagingMetadata }> {
  const { rows, pagingMetadata } = await runQuery<ClientRow>(db, queryableClients, query, {
    scope: sql`site_id = ${siteId}`,
  });
  return { oauthClients: rows.map(toClient), pagingMetadata };
}

export async function insertClient(db: Queryable, client: OAuthClient): Promise<void> {
  await db.run(sql`
    INSERT INTO oauth_clients (id, site_id, doc, disabled, created_date, updated_date)
    VALUES (${client.id}, ${client.siteId}, ${clientDoc(client)}, ${client.disabled ? 1 : 0},
            ${client.createdDate}, ${client.updatedDate})`);
}

export async function updateClient(db: Queryable, client: OAuthClient): Promise<void> {
  await db.run(sql`
    UPDATE oauth_clients SET doc = ${clientDoc(client)}, disabled = ${client.disabled ? 1 : 0},
      updated_date = ${client.updatedDate}
    WHERE id = ${client.id} AND site_id = ${client.siteId}`);
}

export async function insertApiKey(db: Queryable, apiKey: ApiKey, keyHash: string): Promise<void> {
  await db.run(sql`
    INSERT INTO api_keys (id, site_id, name, role, key_hash, created_date)
    VALUES (${apiKey.id}, ${apiKey.siteId}, ${apiKey.name}, ${apiKey.role}, ${keyHash}, ${apiKey.createdDate})`);
}

/** A site's keys, oldest first, without their hashes. */
export const listApiKeys = async (db: Queryable, siteId: string): Promise<ApiKey[]> =>
  (
    await db.all<ApiKeyRow>(
      sql`SELECT id, site_id, name, role, created_date FROM api_keys WHERE site_id = ${siteId} ORDER BY created_date, id`,
    )
  ).map(toApiKey);

export async function findApiKeyByHash(db: Queryable, keyHash: string): Promise<ApiKey | undefined> {
  const row = await db.one<ApiKeyRow>(
    sql`SELECT id, site_id, name, role, created_date FROM api_keys WHERE key_hash = ${keyHash}`,
  );
  return row && toApiKey(row);
}

export async function deleteApiKey(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM api_keys WHERE id = ${id} AND site_id = ${siteId}`);
  return changes === 1;
}
