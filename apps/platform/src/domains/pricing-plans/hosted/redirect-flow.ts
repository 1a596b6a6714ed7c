import type { RedirectFlow } from '../../redirects/flows.js';
import type { PlanOrdersService } from '../orders/service.js';

/**
 * `paidPlansCheckout`: the hosted "Order summary" page of one plan. Anyone may open it (a hidden
 * plan too: a link is how it is sold); an archived plan is refused, since it is no longer sold.
 */
export function paidPlansCheckoutFlow(orders: Pick<PlanOrdersService, 'sellable'>): RedirectFlow {
  return {
    flavour: 'paidPlansCheckout',
    hostedPath: '/hosted/plan-checkout',
    async validate(identity, request) {
      const checkout = request.paidPlansCheckout;
      if (!checkout) return;
      await orders.sellable(identity.siteId, checkout.planId);
    },
  };
}
