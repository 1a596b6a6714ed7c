import type { CommerceSettingsService } from '../domains/ecom/commerce-settings.js';
import type { CouponsService } from '../domains/ecom/coupons.js';

/**
 * The demo site's delivery, tax and a welcome coupon, so the hosted checkout shows each of them:
 * free standard shipping over $75, express delivery, sales tax in two states and VAT in two
 * countries (the site's own rate elsewhere is 0).
 */
export async function seedDemoCommerce(
  commerce: Pick<CommerceSettingsService, 'put'>,
  coupons: Pick<CouponsService, 'createCoupon'>,
  siteId: string,
  currency: string,
): Promise<void> {
  await commerce.put(siteId, {
    shippingOptions: [
      {
        code: 'standard',
        title: 'Standard',
        estimatedDelivery: '3–5 business days',
        rates: [{ price: '5.00' }, { minimum: { by: 'PRICE', value: '75' }, price: '0' }],
      },
      {
        code: 'express',
        title: 'Express',
        estimatedDelivery: '1–2 business days',
        rates: [{ price: '15.00' }],
      },
    ],
    taxRatePercent: '0',
    taxShipping: false,
    taxableAddress: 'SHIPPING',
    taxRegions: [
      { country: 'US', subdivision: 'US-NY', ratePercent: '8.875' },
      { country: 'US', subdivision: 'US-CA', ratePercent: '7.25' },
      { country: 'DE', ratePercent: '19' },
      { country: 'GB', ratePercent: '20' },
    ],
  });
  await coupons.createCoupon(
    siteId,
    { code: 'WELCOME10', name: 'Welcome', type: 'PERCENT', value: '10' },
    currency,
  );
}
