import { defineModule } from '../../domain-module.js';
import type { EcomModuleService } from '../ecom/module.js';
import type { SitesService } from '../sites/service.js';
import { analyticsRoutes } from './routes.js';

/** A site's figures by day, as Wix's Analytics Data API answers them: sales and orders. */
export const analyticsModule = defineModule({
  name: 'analytics',
  apiSections: [{ name: 'Analytics', description: "A site's sales and orders by day." }],
  needs: ['sites', 'ecom'],
  create: () => undefined,
  routes: (
    _service,
    needs: { sites: Pick<SitesService, 'getSite'>; ecom: Pick<EcomModuleService, 'ordersPlacedBetween'> },
    { clock },
  ) => analyticsRoutes({ clock, ...needs }),
});
