import type { Migration } from '../../kernel/db/migrate.js';

/**
 * Who works on which site (an account of the accounts site, as a role), the invitations that
 * make them so, and the one-time links that make an installation's first account. Links are
 * kept only as hashes of their tokens.
 */
export const accountsMigration: Migration = {
  id: 'accounts/0001-accounts',
  statements: () => [
    `CREATE TABLE site_collaborators (
      site_id TEXT NOT NULL REFERENCES sites (id),
      account_id TEXT NOT NULL,
      role TEXT NOT NULL,
      created_date TEXT NOT NULL,
      PRIMARY KEY (site_id, account_id)
    )`,
    'CREATE INDEX site_collaborators_account ON site_collaborators (account_id, site_id)',
    `CREATE TABLE site_invitations (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      email TEXT NOT NULL,
      role TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL,
      created_date TEXT NOT NULL,
      expires_date TEXT NOT NULL
    )`,
    'CREATE INDEX site_invitations_site ON site_invitations (site_id, created_date, id)',
    `CREATE TABLE account_setup_links (
      token_hash TEXT PRIMARY KEY,
      created_date TEXT NOT NULL,
      expires_date TEXT NOT NULL
    )`,
  ],
};
