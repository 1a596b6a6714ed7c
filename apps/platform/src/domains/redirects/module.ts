import { defineModule } from '../../domain-module.js';
import type { SitesService } from '../sites/service.js';
import { type RedirectFlow, RedirectFlows } from './flows.js';
import { redirectsMigration } from './migrations.js';
import { redirectsRoutes } from './routes.js';
import { createRedirectsService } from './service.js';

/**
 * Redirect sessions: links to the hosted pages. Each flow is registered by the domain that owns
 * it (`registerFlow`), so redirects names no domain.
 */
export const redirectsModule = defineModule({
  name: 'redirects',
  apiSections: [
    {
      name: 'Redirects',
      description: 'Links to the hosted pages (checkout, login, booking, plans) that return to your site.',
    },
  ],
  migrations: [redirectsMigration],
  needs: ['sites'],
  create: ({ sites }: { sites: Pick<SitesService, 'findClient'> }, { db, config, clock }) => {
    const flows = new RedirectFlows();
    return {
      ...createRedirectsService({ db, sites, flows, publicUrl: config.publicUrl, clock }),
      registerFlow: (flow: RedirectFlow) => flows.register(flow),
    };
  },
  routes: (redirects) => redirectsRoutes(redirects),
});
