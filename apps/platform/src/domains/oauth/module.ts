import { defineModule } from '../../domain-module.js';
import { loadSigningKey } from '../../kernel/signing-keys.js';
import type { SitesService } from '../sites/service.js';
import { memberRefreshTokensMigration, oauthMigration, refreshTokenExpiryMigration } from './migrations.js';
import { refreshTokenPruning } from './pruning.js';
import { oauthRoutes } from './routes.js';
import { createOAuthService } from './service.js';

/** Visitor and member tokens: `/oauth2/token`, signed access tokens, refresh tokens. */
export const oauthModule = defineModule({
  name: 'oauth',
  apiSections: [{ name: 'OAuth', description: 'Visitor and member tokens, and the keys that verify them.' }],
  migrations: [oauthMigration, memberRefreshTokensMigration, refreshTokenExpiryMigration],
  needs: ['sites'],
  create: async (
    {
      sites,
    }: { sites: Pick<SitesService, 'createClient' | 'findActiveClient' | 'updateClient' | 'verifyApiKey'> },
    { db, config, clock, secrets },
  ) =>
    createOAuthService({
      db,
      sites,
      key: await loadSigningKey(db, secrets, 'access-tokens'),
      settings: {
        issuer: config.publicUrl,
        accessTokenTtlSeconds: config.accessTokenTtlSeconds,
        refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      },
      clock,
    }),
  routes: (oauth) => oauthRoutes(oauth),
  workers: (_oauth, _needs, { db, clock }) => [refreshTokenPruning(db, clock)],
});
