import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { SitesService } from '../sites/service.js';
import { availabilityRoutes } from './availability/routes.js';
import { createAvailabilityService } from './availability/service.js';
import { bookingRoutes } from './bookings/routes.js';
import { createBookingsService } from './bookings/service.js';
import { bookingsMigration, servicesMigration, staffAndSettingsMigration } from './migrations.js';
import { serviceRoutes } from './services/routes.js';
import { createServicesService } from './services/service.js';
import { settingsRoutes } from './settings/routes.js';
import { createSettingsService } from './settings/service.js';
import { staffRoutes } from './staff/routes.js';
import { createStaffService } from './staff/service.js';

export interface BookingsNeeds {
  sites: Pick<SitesService, 'getSite'>;
}

/**
 * Bookings: services, staff, the site's hours and policy, availability, and bookings.
 * Built in parts and tested through `buildTestApp`'s `extraModules`; listed in app.ts once a
 * visitor can book end to end (until then the storefront rightly reports the Bookings app as not
 * installed). See docs/architecture.md.
 */
export const bookingsModule = defineModule({
  name: 'bookings',
  migrations: [servicesMigration, staffAndSettingsMigration, bookingsMigration],
  needs: ['sites'],
  create: ({ sites }: BookingsNeeds, { db, config, clock }) => {
    const staff = createStaffService({ db, clock });
    const settings = createSettingsService({ db, sites, clock });
    return {
      services: createServicesService({ db, sites, storefrontUrl: config.storefrontUrl, clock }),
      staff,
      settings,
      availability: createAvailabilityService({ db, staff, settings, clock }),
      bookings: createBookingsService({ db, staff, settings, clock }),
    };
  },
  routes: (bookings) => async (app: FastifyInstance) => {
    for (const register of [
      serviceRoutes(bookings.services),
      staffRoutes(bookings.staff),
      settingsRoutes(bookings.settings),
      availabilityRoutes(bookings.availability),
      bookingRoutes(bookings.bookings),
    ])
      await register(app);
  },
});
