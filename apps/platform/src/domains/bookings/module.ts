import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { JobHandler } from '../../kernel/jobs/jobs.js';
import { seedDemoBookings } from '../../seed/demo-bookings.js';
import type { EcomModuleService } from '../ecom/module.js';
import type { MailService } from '../mail/module.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { RedirectFlow } from '../redirects/flows.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import { addOnGroupRoutes } from './add-on-groups/routes.js';
import { createAddOnGroupsService } from './add-on-groups/service.js';
import { bookingAddOnsMigration } from './add-ons/migration.js';
import { addOnRoutes } from './add-ons/routes.js';
import { createAddOnsService } from './add-ons/service.js';
import { bookingAttendanceMigration } from './attendance/migration.js';
import { attendanceRoutes } from './attendance/routes.js';
import { createAttendanceService } from './attendance/service.js';
import { keptAvailabilityAnswers } from './availability/kept-answers.js';
import { availabilityRoutes } from './availability/routes.js';
import { createAvailabilityService } from './availability/service.js';
import { createSlotBooker } from './bookings/book-slot.js';
import { BOOKING_REMINDER_JOB, createBookingNotices } from './bookings/booking-notices.js';
import { type MembershipCover, MembershipCovers } from './bookings/membership-cover.js';
import { type AccountEmail, createOwnCalendar } from './bookings/own-calendar.js';
import { bookingRoutes } from './bookings/routes.js';
import { createBookingsService } from './bookings/service.js';
import { bookingsCatalogProvider } from './cart/catalog-provider.js';
import { bookingsEvents } from './events.js';
import { bookingFormsMigration } from './forms/migration.js';
import { formRoutes } from './forms/routes.js';
import { createFormsService } from './forms/service.js';
import { createHostedBookPage } from './hosted/book-page.js';
import { createHostedBookings } from './hosted/hosted-bookings.js';
import { bookingsBookFlow, bookingsCheckoutFlow } from './hosted/redirect-flow.js';
import { hostedBookingRoutes } from './hosted/routes.js';
import {
  addOnGroupsMigration,
  bookingSourcesMigration,
  bookingsMigration,
  serviceSchedulesMigration,
  servicesMigration,
  staffAndSettingsMigration,
} from './migrations.js';
import { bookingPoliciesMigration } from './policies/migration.js';
import { policyRoutes } from './policies/routes.js';
import { createPoliciesService } from './policies/service.js';
import { bulkServiceRoutes } from './services/bulk-routes.js';
import { serviceRoutes } from './services/routes.js';
import { createServicesService } from './services/service.js';
import { serviceCallRoutes } from './services/service-call-routes.js';
import { createServiceCalls } from './services/service-calls.js';
import { settingsRoutes } from './settings/routes.js';
import { createSettingsService } from './settings/service.js';
import { staffRoutes } from './staff/routes.js';
import { createStaffService } from './staff/service.js';

export interface BookingsNeeds {
  sites: Pick<SitesService, 'getSite'>;
  payments: Pick<PaymentProvider, 'charge' | 'refund'>;
  redirects: Pick<RedirectsService, 'openSession' | 'createRedirectSession'> & {
    registerFlow(flow: RedirectFlow): void;
  };
  ecom: Pick<EcomModuleService, 'registerCatalogProvider'>;
  mail: Pick<MailService, 'enqueue'>;
  accounts: { emailOf: AccountEmail };
}

/**
 * Bookings: services, staff, the site's hours and policy, availability, and bookings, booked on
 * the hosted Booking Details page, through the API, or bought in the cart (its catalog provider).
 * See docs/architecture.md.
 */
export const bookingsModule = defineModule({
  name: 'bookings',
  apiSections: [
    {
      name: 'Bookings',
      description: 'Services, staff, availability, bookings, waitlists and the booking policy.',
    },
  ],
  events: bookingsEvents,
  migrations: [
    servicesMigration,
    staffAndSettingsMigration,
    bookingsMigration,
    bookingSourcesMigration,
    addOnGroupsMigration,
    bookingPoliciesMigration,
    serviceSchedulesMigration,
    bookingFormsMigration,
    bookingAttendanceMigration,
    bookingAddOnsMigration,
  ],
  needs: ['sites', 'payments', 'redirects', 'ecom', 'mail', 'accounts'],
  create: ({ sites, payments, redirects, ecom, mail, accounts }: BookingsNeeds, { db, config, clock }) => {
    const staff = createStaffService({ db, clock });
    const policies = createPoliciesService({ db, clock });
    const forms = createFormsService({ db, clock });
    const settings = createSettingsService({ db, sites, policies, clock });
    const covers = new MembershipCovers();
    const notices = createBookingNotices({ mail, sites, clock });
    const bookingDeps = { db, staff, settings, policies, forms, covers, notices, clock };
    const calendar = createOwnCalendar({ db, staff, accountEmail: accounts.emailOf });
    const bookings = createBookingsService({ ...bookingDeps, payments, calendar });
    redirects.registerFlow(bookingsCheckoutFlow(db));
    redirects.registerFlow(bookingsBookFlow(db));
    const booker = createSlotBooker(bookingDeps);
    ecom.registerCatalogProvider(
      bookingsCatalogProvider({ db, settings, staff, policies, forms, booker, clock }),
    );
    const availability = createAvailabilityService({ db, staff, settings, policies, clock });
    const servicesDeps = { db, sites, storefrontUrl: config.storefrontUrl, policies, forms, clock };
    const services = createServicesService(servicesDeps);
    return {
      services,
      serviceCalls: createServiceCalls(servicesDeps, services),
      addOnGroups: createAddOnGroupsService(servicesDeps),
      addOns: createAddOnsService({ db, clock, sites }),
      staff,
      settings,
      policies,
      forms,
      availability,
      keptAvailability: keptAvailabilityAnswers({ db, clock }),
      bookings,
      attendance: createAttendanceService({ db, clock }),
      notices,
      hosted: createHostedBookings({
        db,
        sites,
        redirects,
        payments,
        bookings,
        settings,
        staff,
        forms,
        covers,
      }),
      /** The plans vertical pays bookings with a member's plan through this (payment option MEMBERSHIP). */
      registerMembershipCover: (cover: MembershipCover) => covers.register(cover),
      bookPage: createHostedBookPage({ db, sites, redirects, availability }),
    };
  },
  routes: (bookings) => async (app: FastifyInstance) => {
    for (const register of [
      serviceRoutes(bookings.services),
      serviceCallRoutes(bookings.serviceCalls),
      bulkServiceRoutes(bookings.serviceCalls),
      addOnGroupRoutes(bookings.addOnGroups),
      addOnRoutes(bookings.addOns),
      staffRoutes(bookings.staff),
      settingsRoutes(bookings.settings),
      policyRoutes(bookings.policies),
      formRoutes(bookings.forms),
      availabilityRoutes(bookings.availability, bookings.keptAvailability),
      bookingRoutes(bookings.bookings),
      attendanceRoutes(bookings.attendance),
      hostedBookingRoutes(bookings.hosted, bookings.bookPage),
    ])
      await register(app);
  },
  jobs: (bookings) => ({ [BOOKING_REMINDER_JOB]: bookings.notices.reminderJob as JobHandler }),
  seed: (bookings, _needs, demo, { clock }) => seedDemoBookings(bookings, demo.siteId, clock),
});
