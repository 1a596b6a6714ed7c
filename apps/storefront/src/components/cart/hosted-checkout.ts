'use client';

import { apiReferenceUrl } from '../../constants';
import type { CheckoutAnswer } from '../../lib/views/cart';
import { useModal } from '../providers/modal-provider';

/**
 * The one way from the store to the platform's hosted checkout, for the cart drawer's Checkout
 * and a product's Buy now: `start` (a server action) creates the checkout and its page's address,
 * to which the browser goes; that page brings the buyer back to the store. A site that cannot take
 * payments opens the premium modal instead (`onPremium` runs first, to close what stands in front
 * of it). Answers the sentence to show when neither happened, else null.
 */
export function useHostedCheckout() {
  const { openPremiumModal } = useModal();
  return async (start: () => Promise<CheckoutAnswer>, onPremium?: () => void): Promise<string | null> => {
    const answer = await start();
    if (answer.ok) {
      window.location.assign(answer.url);
      return null;
    }
    if ('premium' in answer) {
      onPremium?.();
      openPremiumModal({
        primaryAction: () => window.open(apiReferenceUrl('Sites'), '_blank', 'noopener'),
      });
      return null;
    }
    return answer.problem;
  };
}
