import { randomBytes } from 'node:crypto';
import { ACCOUNTS_SITE_ID, type AccountSetupResponse, PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, ValidationError } from '../../kernel/errors.js';
import { hashSecret, newSecret } from '../../kernel/ids.js';
import type { MemberAdmin } from '../identity/member-admin.js';
import type { Passwords } from '../identity/passwords.js';
import type { SitesService } from '../sites/service.js';
import * as collaborators from './collaborators-repo.js';
import * as repo from './invitations-repo.js';

const SETUP_LINK_HOURS = 24;
/** The demo's owner account: its password is made at the first start and printed once. */
const DEMO_OWNER_EMAIL = 'owner@bazaar.localhost';

export interface FirstAccountDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'allSiteIds'>;
  accounts: Pick<MemberAdmin, 'findByEmail' | 'create' | 'query'>;
  publicUrl: string;
  passwords: Passwords;
}

/**
 * An installation's first account: with no account yet, each start logs a one-time set-up link
 * (as Ghost and Medusa offer their first user); the account it makes owns every site there is.
 * The demo makes its owner account instead, with a password it prints once.
 */
export function createFirstAccount({ db, clock, sites, accounts, publicUrl, passwords }: FirstAccountDeps) {
  const hasAccounts = async () =>
    (await accounts.query(ACCOUNTS_SITE_ID, { paging: { limit: 1 } })).records.length > 0;

  /** Makes the account and gives it every site of the installation, as their owner. */
  async function makeOwner(email: string, password: string): Promise<AccountSetupResponse> {
    const account = await accounts.create(ACCOUNTS_SITE_ID, {
      email,
      profile: {},
      passwordHash: await passwords.hash(password),
    });
    const siteIds = (await sites.allSiteIds()).filter((id) => id !== ACCOUNTS_SITE_ID);
    const createdDate = clock.now().toISOString();
    await db.transaction(async (tx) => {
      for (const siteId of siteIds)
        await collaborators.putCollaborator(tx, {
          siteId,
          accountId: account.id,
          role: 'OWNER',
          createdDate,
        });
    });
    return { accountId: account.id, siteIds };
  }

  return {
    /** A new set-up link while the installation has no account; undefined once it has one. */
    async setupLink(): Promise<string | undefined> {
      if (await hasAccounts()) return undefined;
      const token = newSecret('bzs_');
      const created = clock.now();
      const expires = new Date(created.getTime() + SETUP_LINK_HOURS * 3600 * 1000);
      await repo.insertSetupLink(db, hashSecret(token), created.toISOString(), expires.toISOString());
      return `${publicUrl}/hosted/account-setup#token=${token}`;
    },

    async setup(token: string, email: string, password: string): Promise<AccountSetupResponse> {
      if (password.length < PASSWORD_MIN_LENGTH)
        throw ValidationError.field(
          'password',
          `must have at least ${PASSWORD_MIN_LENGTH} characters`,
          'MIN_LENGTH',
        );
      if (
        (await hasAccounts()) ||
        !(await repo.spendSetupLink(db, hashSecret(token), clock.now().toISOString()))
      )
        throw new ApplicationError({
          status: 410,
          code: 'SETUP_LINK_UNUSABLE',
          description:
            'This set-up link was used or has expired: sign in, or restart the platform for a new one',
        });
      return makeOwner(email.trim().toLowerCase(), password);
    },

    /** The demo's owner account, made once; its password is answered this one time. */
    async seedDemoOwner(): Promise<{ email: string; password: string } | undefined> {
      if (await accounts.findByEmail(ACCOUNTS_SITE_ID, DEMO_OWNER_EMAIL)) return undefined;
      const password = randomBytes(12).toString('base64url');
      await makeOwner(DEMO_OWNER_EMAIL, password);
      return { email: DEMO_OWNER_EMAIL, password };
    },
  };
}
