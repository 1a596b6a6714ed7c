import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { JobHandler } from '../../kernel/jobs/jobs.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { RedirectFlow } from '../redirects/flows.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import { eventRoutes } from './events/routes.js';
import { createEventsService, EVENT_STATUS_JOB, type StatusJob } from './events/service.js';
import { eventsCheckoutFlow } from './hosted/redirect-flow.js';
import { eventsMigration, reservationsMigration, ticketDefinitionsMigration } from './migrations.js';
import { reservationRoutes } from './reservations/routes.js';
import { createReservationsService, EXPIRE_RESERVATION_JOB, type ExpireJob } from './reservations/service.js';
import { ticketRoutes } from './tickets/routes.js';
import { createTicketsService } from './tickets/service.js';

export interface EventsNeeds {
  sites: Pick<SitesService, 'getSite'>;
  payments: Pick<PaymentProvider, 'charge'>;
  redirects: Pick<RedirectsService, 'openSession'> & { registerFlow(flow: RedirectFlow): void };
}

/**
 * Events and tickets: events (Events v3), the kinds of ticket they sell, and reservations that
 * hold tickets while a buyer checks out, orders, and the hosted "Add your details" page's flow.
 */
export const eventsModule = defineModule({
  name: 'events',
  migrations: [eventsMigration, ticketDefinitionsMigration, reservationsMigration],
  needs: ['sites', 'payments', 'redirects'],
  create: ({ sites, redirects }: EventsNeeds, { db, config, clock }) => {
    redirects.registerFlow(eventsCheckoutFlow(db));
    const events = createEventsService({ db, clock, sites, storefrontUrl: config.storefrontUrl });
    return {
      events,
      tickets: createTicketsService({ db, clock, sites }),
      reservations: createReservationsService({ db, clock, sites, findEvent: events.find }),
    };
  },
  routes: (services) => async (app: FastifyInstance) => {
    for (const register of [
      eventRoutes(services.events),
      ticketRoutes(services.tickets),
      reservationRoutes(services.reservations),
    ])
      await register(app);
  },
  jobs: (services): Record<string, JobHandler> => ({
    [EVENT_STATUS_JOB]: (async ({ tx, payload }) =>
      services.events.recordStatusChange(tx, payload)) satisfies JobHandler<StatusJob> as JobHandler,
    [EXPIRE_RESERVATION_JOB]: (async ({ tx, payload }) =>
      services.reservations.expire(tx, payload)) satisfies JobHandler<ExpireJob> as JobHandler,
  }),
});
