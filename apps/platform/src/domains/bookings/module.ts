import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { RedirectFlow } from '../redirects/flows.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import { availabilityRoutes } from './availability/routes.js';
import { createAvailabilityService } from './availability/service.js';
import { bookingRoutes } from './bookings/routes.js';
import { createBookingsService } from './bookings/service.js';
import { createHostedBookings } from './hosted/hosted-bookings.js';
import { bookingsCheckoutFlow } from './hosted/redirect-flow.js';
import { hostedBookingRoutes } from './hosted/routes.js';
import {
  bookingSourcesMigration,
  bookingsMigration,
  servicesMigration,
  staffAndSettingsMigration,
} from './migrations.js';
import { serviceRoutes } from './services/routes.js';
import { createServicesService } from './services/service.js';
import { settingsRoutes } from './settings/routes.js';
import { createSettingsService } from './settings/service.js';
import { staffRoutes } from './staff/routes.js';
import { createStaffService } from './staff/service.js';

export interface BookingsNeeds {
  sites: Pick<SitesService, 'getSite'>;
  payments: Pick<PaymentProvider, 'charge'>;
  redirects: Pick<RedirectsService, 'openSession'> & { registerFlow(flow: RedirectFlow): void };
}

/**
 * Bookings: services, staff, the site's hours and policy, availability, and bookings.
 * Built in parts and tested through `buildTestApp`'s `extraModules`; listed in app.ts once a
 * visitor can book end to end (until then the storefront rightly reports the Bookings app as not
 * installed). See docs/architecture.md.
 */
export const bookingsModule = defineModule({
  name: 'bookings',
  migrations: [servicesMigration, staffAndSettingsMigration, bookingsMigration, bookingSourcesMigration],
  needs: ['sites', 'payments', 'redirects'],
  create: ({ sites, payments, redirects }: BookingsNeeds, { db, config, clock }) => {
    const staff = createStaffService({ db, clock });
    const settings = createSettingsService({ db, sites, clock });
    const bookings = createBookingsService({ db, staff, settings, clock });
    redirects.registerFlow(bookingsCheckoutFlow(db));
    return {
      services: createServicesService({ db, sites, storefrontUrl: config.storefrontUrl, clock }),
      staff,
      settings,
      availability: createAvailabilityService({ db, staff, settings, clock }),
      bookings,
      hosted: createHostedBookings({ db, sites, redirects, payments, bookings, settings, staff }),
    };
  },
  routes: (bookings) => async (app: FastifyInstance) => {
    for (const register of [
      serviceRoutes(bookings.services),
      staffRoutes(bookings.staff),
      settingsRoutes(bookings.settings),
      availabilityRoutes(bookings.availability),
      bookingRoutes(bookings.bookings),
      hostedBookingRoutes(bookings.hosted),
    ])
      await register(app);
  },
});
