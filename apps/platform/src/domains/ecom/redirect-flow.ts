import type { RedirectFlow } from '../redirects/flows.js';
import { alreadyCompleted } from './checkout-errors.js';
import type { CheckoutService } from './checkout-service.js';

/** `ecomCheckout`: the hosted checkout, for a checkout of the caller's that is not paid yet. */
export function ecomCheckoutFlow(checkout: Pick<CheckoutService, 'getCheckout'>): RedirectFlow {
  return {
    flavour: 'ecomCheckout',
    hostedPath: '/hosted/checkout',
    async validate(identity, request) {
      if (!request.ecomCheckout) return;
      const found = await checkout.getCheckout(identity, request.ecomCheckout.checkoutId);
      if (found.completed) throw alreadyCompleted();
    },
  };
}
