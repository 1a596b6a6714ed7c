import type { HostedBookPage } from '@bazaar/contracts';
import { formatMoney, toDecimalString } from '../../../kernel/money.js';
import { priceOf } from '../bookings/booking-rules.js';
import type { ServiceRecord } from '../services/service-record.js';

type ShownPrice = Pick<HostedBookPage['services'][number], 'price' | 'priceDescription'>;

/**
 * What a hosted page shows for a service's price: one participant's price in the site's currency,
 * or the words of a price agreed on request; nothing for a free service (the page says "Free").
 */
export function shownPrice(service: ServiceRecord, currency: string): ShownPrice {
  const price = priceOf(service, 1);
  return {
    ...(price
      ? {
          price: {
            value: toDecimalString(price, currency),
            currency,
            formattedValue: formatMoney(price, currency),
          },
        }
      : {}),
    ...(service.payment.rateType === 'CUSTOM' && service.payment.customDescription
      ? { priceDescription: service.payment.customDescription }
      : {}),
  };
}
