import type { Plan, PlanOrder } from '@bazaar/contracts';
import type { EntityEvents } from '../../kernel/event-catalogue.js';

/** Entity names of the pricing-plans domain's events, as Wix names them (`entityFqdn`). */
export const PLAN_FQDN = 'wix.pricing_plans.v2.plan';
export const PLAN_ORDER_FQDN = 'wix.pricing_plans.v2.order';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [PLAN_FQDN]: Plan;
    [PLAN_ORDER_FQDN]: PlanOrder;
  }
}

/** What the pricing-plans domain announces (docs/webhooks.md). */
export const pricingPlansEvents: EntityEvents[] = [
  {
    entityFqdn: PLAN_FQDN,
    entity: 'Plan',
    actions: {
      created: 'A plan is added',
      updated: 'A plan changes, or becomes or stops being the primary one',
      archived: 'A plan is archived: no longer sold',
      buyer_can_cancel_updated: 'Whether buyers may cancel the plan changes',
    },
  },
  {
    entityFqdn: PLAN_ORDER_FQDN,
    entity: 'PlanOrder',
    actions: {
      created: 'A plan order is made (bought online, or recorded offline by the owner)',
      purchased: 'A member buys a plan online',
      started: 'A plan order starts',
      cycle_started: 'A payment cycle starts (and is charged)',
      updated: 'A plan order changes: a renewal charged again after a failure',
      canceled: 'A plan order is canceled: now, at the period end, or for a failed payment',
      auto_renew_canceled: 'A plan order is set to end at its next payment date',
      ended: 'A plan order ends',
      paused: 'The owner pauses a plan order',
      resumed: 'The owner resumes a plan order',
      marked_as_paid: "The owner marks an offline order's payment received",
      end_date_postponed: "The owner moves a plan order's end date later",
    },
  },
];
