import { defineModule } from '../../domain-module.js';
import type { RedirectsService } from '../redirects/service.js';
import { dashboardPages } from './dashboard-pages.js';
import { hostedPages } from './pages.js';

/**
 * The hosted app's files and its page for every hosted flow, and the dashboard's files. The API each page calls belongs to
 * the domain of its flow (ecom serves the checkout page's), so this module names no domain.
 */
export const hostedModule = defineModule({
  name: 'hosted',
  apiSections: [
    { name: 'Hosted pages', description: 'What the hosted pages call: not meant for storefronts.' },
  ],
  needs: ['redirects'],
  create: () => undefined,
  routes:
    (_service, { redirects }: { redirects: Pick<RedirectsService, 'frameAncestorsOf'> }, { config }) =>
    async (app) => {
      await hostedPages(config.hostedDir, (session) => redirects.frameAncestorsOf(session))(app);
      await dashboardPages(config.dashboardDir)(app);
    },
});
