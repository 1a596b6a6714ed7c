import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import type { JobHandler } from '../../kernel/jobs/jobs.js';
import { type DemoPlansParts, seedDemoPlans } from '../../seed/demo-plans.js';
import type { MembershipCover } from '../bookings/bookings/membership-cover.js';
import type { IdentityService } from '../identity/service.js';
import type { IdentityTokens } from '../identity/tokens.js';
import type { MailService } from '../mail/module.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { RedirectFlow } from '../redirects/flows.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import { pricingPlansEvents } from './events.js';
import { createHostedPlanCheckout } from './hosted/hosted-plan-checkout.js';
import { paidPlansCheckoutFlow } from './hosted/redirect-flow.js';
import { hostedPlanCheckoutRoutes } from './hosted/routes.js';
import { planChargesMigration, planOrdersMigration, plansMigration } from './migrations.js';
import { planBenefits } from './orders/benefits.js';
import { ADVANCE_ORDER_JOB, type AdvanceOrderJob, orderLifecycle } from './orders/lifecycle.js';
import { createPlanNotices, TRIAL_ENDING_JOB } from './orders/order-notices.js';
import { planOrderRoutes } from './orders/routes.js';
import { createPlanOrdersService } from './orders/service.js';
import { planRoutes } from './plans/routes.js';
import { createPlansService } from './plans/service.js';

export interface PricingPlansNeeds {
  sites: Pick<SitesService, 'getSite'>;
  identity: Pick<IdentityService, 'memberRecord'> & { tokens: Pick<IdentityTokens, 'read'> };
  payments: Pick<PaymentProvider, 'charge' | 'saveCard' | 'chargeSaved' | 'refund'>;
  redirects: Pick<RedirectsService, 'openSession' | 'createRedirectSession'> & {
    registerFlow(flow: RedirectFlow): void;
  };
  bookings: { registerMembershipCover(cover: MembershipCover): void } & Pick<
    DemoPlansParts,
    'services' | 'serviceCalls'
  >;
  mail: Pick<MailService, 'enqueue'>;
}

/**
 * Membership plans (Wix Pricing Plans): plans the owner sells, orders members buy and their
 * cycles, renewed on the job runner, and the hosted "Order summary" page's flow.
 */
export const pricingPlansModule = defineModule({
  name: 'pricingPlans',
  apiSections: [
    { name: 'Pricing plans', description: 'Membership plans, their orders, renewals and cancellations.' },
  ],
  events: pricingPlansEvents,
  migrations: [plansMigration, planOrdersMigration, planChargesMigration],
  needs: ['sites', 'identity', 'payments', 'redirects', 'bookings', 'mail'],
  create: (
    { sites, identity, payments, redirects, bookings, mail }: PricingPlansNeeds,
    { db, clock, config },
  ) => {
    const plans = createPlansService({ db, clock, sites });
    const notices = createPlanNotices({ mail, sites, identity, clock });
    const lifecycle = orderLifecycle({ clock, payments, notices });
    const orders = createPlanOrdersService({ db, clock, plans, payments, lifecycle });
    redirects.registerFlow(paidPlansCheckoutFlow(orders));
    bookings.registerMembershipCover(planBenefits(db));
    const hosted = createHostedPlanCheckout({
      clock,
      sites,
      redirects,
      identity,
      tokens: identity.tokens,
      plans,
      orders,
      publicUrl: config.publicUrl,
    });
    return { plans, orders, lifecycle, notices, identity, hosted };
  },
  routes: (services) => async (app: FastifyInstance) => {
    for (const register of [
      planRoutes(services.plans),
      planOrderRoutes(services.orders, services.identity),
      hostedPlanCheckoutRoutes(services.hosted),
    ])
      await register(app);
  },
  jobs: (services): Record<string, JobHandler> => ({
    [ADVANCE_ORDER_JOB]: (async ({ tx, payload }) =>
      services.lifecycle.advance(tx, payload)) satisfies JobHandler<AdvanceOrderJob> as JobHandler,
    [TRIAL_ENDING_JOB]: services.notices.trialEndingJob as JobHandler,
  }),
  // The demo's plans, one of them covering the demo class of the bookings seed.
  seed: ({ plans }, { bookings }, demo) =>
    seedDemoPlans({ plans, services: bookings.services, serviceCalls: bookings.serviceCalls }, demo.siteId),
});
