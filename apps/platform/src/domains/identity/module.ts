import { defineModule } from '../../domain-module.js';
import { loadSigningKey } from '../../kernel/signing-keys.js';
import type { MailService } from '../mail/module.js';
import type { SitesService } from '../sites/service.js';
import { attemptWindows, attemptWindowsMigration } from './attempt-windows.js';
import { identitiesMigration, identityCodesMigration } from './migrations.js';
import { identityRoutes } from './routes.js';
import { createIdentityService } from './service.js';
import { identityTokens } from './tokens.js';

export interface IdentityNeeds {
  sites: Pick<SitesService, 'getSite'>;
  mail: MailService;
}

/** Members' identities: sign-up, sign-in and email verification, with their own signed tokens. */
export const identityModule = defineModule({
  name: 'identity',
  migrations: [identitiesMigration, identityCodesMigration, attemptWindowsMigration],
  needs: ['sites', 'mail'],
  create: async ({ sites, mail }: IdentityNeeds, { db, clock, config }) =>
    createIdentityService({
      db,
      clock,
      sites,
      mail,
      tokens: identityTokens(await loadSigningKey(db, 'identity-tokens'), clock),
      attempts: attemptWindows(db, clock),
      passwordHashCost: config.passwordHashCost,
    }),
  routes: (identity) => identityRoutes(identity),
});
