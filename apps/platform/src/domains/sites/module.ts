import { defineModule } from '../../domain-module.js';
import { sitesEvents } from './events.js';
import { apiKeyRolesMigration, sitesMigration } from './migrations.js';
import { sitesRoutes } from './routes.js';
import { createSitesService } from './service.js';

/** Sites, their settings, OAuth clients and owner API keys: what every other domain is scoped by. */
export const sitesModule = defineModule({
  name: 'sites',
  apiSections: [
    { name: 'Sites', description: "The site's settings, its OAuth clients and API keys (the owner)." },
  ],
  events: sitesEvents,
  migrations: [sitesMigration, apiKeyRolesMigration],
  needs: [],
  create: (_needs: object, { db, clock }) => createSitesService({ db, clock }),
  routes: (sites) => sitesRoutes(sites),
});
