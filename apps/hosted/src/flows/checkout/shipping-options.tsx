import { useState } from 'react';
import type { Checkout } from './checkout-calls';

/** The site's shipping options for this order, each with its price; choosing one prices the order again. */
export function ShippingOptions({
  checkout,
  disabled,
  onSelect,
}: {
  checkout: Checkout;
  disabled: boolean;
  onSelect(code: string): Promise<void>;
}) {
  const offers = checkout.shippingInfo.carrierServiceOptions.flatMap((carrier) => carrier.shippingOptions);
  const selected = checkout.shippingInfo.selectedCarrierServiceOption?.code;
  // The buyer's pick shows at once; the priced checkout confirms it (or puts the old one back).
  const [picked, setPicked] = useState<{ code: string; on: Checkout }>();
  const shown = picked?.on === checkout ? picked.code : selected;
  return (
    <fieldset className="fields">
      <legend>Delivery</legend>
      <div className="options">
        {offers.map((offer) => (
          <label key={offer.code} className="option">
            <input
              type="radio"
              name="shipping"
              value={offer.code}
              checked={offer.code === shown}
              disabled={disabled}
              onChange={() => {
                setPicked({ code: offer.code, on: checkout });
                // Refused (the page shows why): the checkout's own option shows again.
                onSelect(offer.code).catch(() => setPicked(undefined));
              }}
            />
            <span>
              <span className="name">{offer.title}</span>
              {offer.estimatedDelivery ? <span className="muted"> · {offer.estimatedDelivery}</span> : null}
            </span>
            <span className="amount">
              {offer.cost.price.amount === '0.00' || Number(offer.cost.price.amount) === 0
                ? 'Free'
                : offer.cost.price.formattedAmount}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
