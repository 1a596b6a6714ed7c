'use client';

import type { BazaarError } from '@bazaar/sdk';
import { apiReferenceUrl } from '../../constants';
import type { BrowserClient } from '../../lib/client';
import { useModal } from '../providers/modal-provider';

/**
 * The one way from the store to the platform's hosted checkout, for the cart drawer's Checkout
 * and a product's Buy now: `make` creates the checkout, a redirect session leads to its page,
 * which brings the buyer back to the store. A site that cannot take payments opens the premium
 * modal instead (`onPremium` runs first, to close what stands in front of it).
 */
export function useHostedCheckout() {
  const { openPremiumModal } = useModal();
  return async (
    client: BrowserClient,
    make: (client: BrowserClient) => Promise<string>,
    onPremium?: () => void,
  ): Promise<void> => {
    try {
      const checkoutId = await make(client);
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: `${window.location.origin}/store` },
      });
      window.location.assign(redirectSession.fullUrl);
    } catch (error) {
      if ((error as BazaarError).code !== 'SITE_MUST_ACCEPT_PAYMENTS') throw error;
      onPremium?.();
      openPremiumModal({
        primaryAction: () => window.open(apiReferenceUrl('Sites'), '_blank', 'noopener'),
      });
    }
  };
}
