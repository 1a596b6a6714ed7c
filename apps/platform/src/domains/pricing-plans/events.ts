import type { Plan, PlanOrder } from '@bazaar/contracts';

/** Entity names of the pricing-plans domain's events, as Wix names them (`entityFqdn`). */
export const PLAN_FQDN = 'wix.pricing_plans.v2.plan';
export const PLAN_ORDER_FQDN = 'wix.pricing_plans.v2.order';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [PLAN_FQDN]: Plan;
    [PLAN_ORDER_FQDN]: PlanOrder;
  }
}
