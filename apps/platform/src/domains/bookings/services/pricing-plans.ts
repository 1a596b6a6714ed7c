import { MAX_PRICING_PLANS_PER_SERVICE, type Service } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { changeService } from './change-service.js';
import type { ServicesContext } from './context.js';

/**
 * Which pricing plans a service can be paid with (`payment.pricingPlanIds`, each once). The plans
 * are the pricing-plans app's; their ids are kept as given.
 */
export function createPricingPlanCalls(ctx: ServicesContext) {
  const { db, currencyOf } = ctx;

  async function setPlans(siteId: string, id: string, plans: (current: string[]) => string[]) {
    const currency = await currencyOf(siteId);
    const { service } = await db.transaction((tx) =>
      changeService(ctx, tx, { siteId, id, currency }, (existing) => {
        const pricingPlanIds = [...new Set(plans(existing.payment.pricingPlanIds))];
        if (pricingPlanIds.length > MAX_PRICING_PLANS_PER_SERVICE)
          throw ValidationError.field(
            'pricingPlanIds',
            `would give the service more than ${MAX_PRICING_PLANS_PER_SERVICE} pricing plans`,
            'MAX_SIZE',
          );
        return { ...existing, payment: { ...existing.payment, pricingPlanIds } };
      }),
    );
    return { service };
  }

  return {
    enablePricingPlansForService: (
      siteId: string,
      id: string,
      ids: string[],
    ): Promise<{ service: Service }> => setPlans(siteId, id, (current) => [...current, ...ids]),

    disablePricingPlansForService: (
      siteId: string,
      id: string,
      ids: string[] = [],
    ): Promise<{ service: Service }> =>
      setPlans(siteId, id, (current) => current.filter((planId) => !ids.includes(planId))),
  };
}
