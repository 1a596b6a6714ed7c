import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { JobHandler } from '../../kernel/jobs/jobs.js';
import { loadSigningKey } from '../../kernel/signing-keys.js';
import { seedDemoEvents } from '../../seed/demo-events.js';
import type { EcomModuleService } from '../ecom/module.js';
import type { MailService } from '../mail/module.js';
import type { MediaService } from '../media/service.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { RedirectFlow } from '../redirects/flows.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import { keptEventAnswers } from './events/kept-answers.js';
import { eventRoutes } from './events/routes.js';
import { createEventsService } from './events/service.js';
import { EVENT_STATUS_JOB, type StatusJob } from './events/status.js';
import { eventsEvents } from './events.js';
import { guestRoutes } from './guests/routes.js';
import { createHostedEventCheckout } from './hosted/hosted-event-checkout.js';
import { eventsCheckoutFlow } from './hosted/redirect-flow.js';
import { hostedEventCheckoutRoutes } from './hosted/routes.js';
import {
  eventsMigration,
  ordersMigration,
  reservationsMigration,
  rsvpsMigration,
  staffMembersMigration,
  ticketArchiveMigration,
  ticketDefinitionsMigration,
  ticketRefundsMigration,
} from './migrations.js';
import { createEventNotices, EVENT_CANCELED_NOTICES_JOB } from './notices/event-notices.js';
import { AUTHORIZATION_END_JOB, type AuthorizationEndJob } from './orders/authorized-payments.js';
import { EXPIRE_ORDER_JOB, type ExpireOrderJob } from './orders/checkout.js';
import { issuedTicketRoutes } from './orders/issued-ticket-routes.js';
import { orderRoutes } from './orders/routes.js';
import { createOrdersService } from './orders/service.js';
import { reservationRoutes } from './reservations/routes.js';
import { createReservationsService, EXPIRE_RESERVATION_JOB, type ExpireJob } from './reservations/service.js';
import { rsvpRoutes } from './rsvp/routes.js';
import { createRsvpService } from './rsvp/service.js';
import { checkInRoutes } from './staff/check-in-routes.js';
import { staffMemberRoutes } from './staff/routes.js';
import { createStaffService } from './staff/service.js';
import { ticketRoutes } from './tickets/routes.js';
import { createTicketsService } from './tickets/service.js';

export interface EventsNeeds {
  sites: Pick<SitesService, 'getSite'>;
  payments: Pick<PaymentProvider, 'charge' | 'authorize' | 'capture' | 'voidAuthorization' | 'refund'>;
  redirects: Pick<RedirectsService, 'openSession'> & { registerFlow(flow: RedirectFlow): void };
  ecom: Pick<EcomModuleService, 'coupons'>;
  media: Pick<MediaService, 'uploadImage'>;
  mail: Pick<MailService, 'enqueue'>;
}

/**
 * Events and tickets: events (Events v3), the kinds of ticket they sell, and reservations that
 * hold tickets while a buyer checks out, orders, and the hosted "Add your details" page's flow.
 */
export const eventsModule = defineModule({
  name: 'events',
  apiSections: [
    { name: 'Events', description: 'Events, ticket definitions, reservations, ticket orders and guests.' },
  ],
  events: eventsEvents,
  migrations: [
    eventsMigration,
    ticketDefinitionsMigration,
    reservationsMigration,
    ordersMigration,
    rsvpsMigration,
    ticketRefundsMigration,
    ticketArchiveMigration,
    staffMembersMigration,
  ],
  needs: ['sites', 'media', 'payments', 'redirects', 'ecom', 'mail'],
  create: async ({ sites, payments, redirects, ecom, mail }: EventsNeeds, { db, config, clock, secrets }) => {
    redirects.registerFlow(eventsCheckoutFlow(db));
    const events = createEventsService({ db, clock, sites, storefrontUrl: config.storefrontUrl });
    const reservations = createReservationsService({ db, clock, sites, findEvent: events.find });
    const notices = createEventNotices({ mail, sites, clock, findEvent: events.find });
    const orders = createOrdersService({
      db,
      clock,
      sites,
      coupons: ecom.coupons,
      payments,
      reservations,
      findEvent: events.find,
      notices,
    });
    return {
      events,
      keptEvents: keptEventAnswers({ db, clock }),
      tickets: createTicketsService({ db, clock, sites }),
      reservations,
      orders,
      rsvps: createRsvpService({ db, clock, lockEvent: events.lock, notices }),
      notices,
      staff: createStaffService({
        db,
        clock,
        key: await loadSigningKey(db, secrets, 'events-staff'),
        checkInPageUrl: `${config.publicUrl}/hosted/check-in`,
      }),
      hosted: createHostedEventCheckout({ db, clock, sites, redirects, payments, orders, reservations }),
    };
  },
  routes:
    (services, _needs, { db }) =>
    async (app: FastifyInstance) => {
      for (const register of [
        eventRoutes(services.events, services.keptEvents),
        ticketRoutes(services.tickets),
        reservationRoutes(services.reservations),
        orderRoutes(services.orders),
        issuedTicketRoutes(services.orders),
        rsvpRoutes(services.rsvps),
        guestRoutes(db),
        staffMemberRoutes(services.staff),
        checkInRoutes(services.events),
        hostedEventCheckoutRoutes(services.hosted),
      ])
        await register(app);
    },
  jobs: (services): Record<string, JobHandler> => ({
    [EVENT_CANCELED_NOTICES_JOB]: services.notices.canceledNoticesJob as JobHandler,
    [EVENT_STATUS_JOB]: (async ({ tx, payload }) =>
      services.events.recordStatusChange(tx, payload)) satisfies JobHandler<StatusJob> as JobHandler,
    [EXPIRE_RESERVATION_JOB]: (async ({ tx, payload }) =>
      services.reservations.expire(tx, payload)) satisfies JobHandler<ExpireJob> as JobHandler,
    [EXPIRE_ORDER_JOB]: (async ({ tx, payload }) =>
      services.orders.expireOrder(tx, payload)) satisfies JobHandler<ExpireOrderJob> as JobHandler,
    [AUTHORIZATION_END_JOB]: (async ({ tx, payload }) =>
      services.orders.endAuthorization(tx, payload)) satisfies JobHandler<AuthorizationEndJob> as JobHandler,
  }),
  seed: (events, { media }, demo, { clock }) => seedDemoEvents(events, media, demo.siteId, clock),
});
