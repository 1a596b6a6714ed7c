import { defineModule } from '../../domain-module.js';
import type { SitesService } from '../sites/service.js';
import { servicesMigration } from './migrations.js';
import { serviceRoutes } from './services/routes.js';
import { createServicesService } from './services/service.js';

export interface BookingsNeeds {
  sites: Pick<SitesService, 'getSite'>;
}

/**
 * Bookings: services, their availability, and bookings. Built in parts and tested through
 * `buildTestApp`'s `extraModules`; listed in app.ts once a visitor can book end to end (until then
 * the storefront rightly reports the Bookings app as not installed).
 */
export const bookingsModule = defineModule({
  name: 'bookings',
  migrations: [servicesMigration],
  needs: ['sites'],
  create: ({ sites }: BookingsNeeds, { db, config, clock }) => ({
    services: createServicesService({ db, sites, storefrontUrl: config.storefrontUrl, clock }),
  }),
  routes: (bookings) => serviceRoutes(bookings.services),
});
