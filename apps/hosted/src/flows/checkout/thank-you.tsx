import { backToSite } from '../../shared/back-to-site';
import type { PlacedOrder } from './checkout-calls';
import { cityLine } from './city-line';
import { OrderSummary } from './order-summary';

/** Where the buyer goes back to, told which order was just paid (the storefront thanks them). */
function backWithOrder(back: string, order: PlacedOrder): string {
  const url = new URL(back);
  url.searchParams.set('orderId', order._id);
  return url.toString();
}

/**
 * The order just paid, as it stays: a reload of the page shows it again. Items and totals, where
 * it goes and how, and the payment.
 */
export function ThankYou({
  siteName,
  order,
  back,
}: {
  siteName: string;
  order: PlacedOrder;
  back?: string | undefined;
}) {
  const destination = order.shippingInfo?.shippingDestination;
  const delivery = order.shippingInfo?.selectedCarrierServiceOption;
  const region = destination?.address.subdivision?.split('-')[1];
  return (
    <main className="page thank-you" data-testid="thank-you">
      <header className="top">
        <p className="eyebrow">{siteName}</p>
        <h1>Thank you for your order</h1>
        <p>
          Order <strong data-testid="order-number">#{order.number}</strong> is paid:{' '}
          {order.priceSummary.total.formattedAmount}, by {order.buyerInfo.email}.
        </p>
      </header>
      <div className="columns">
        <section className="card" aria-label="Delivery and payment">
          {destination ? (
            <div>
              <h2>Shipping to</h2>
              <address data-testid="order-address">
                {destination.contactDetails.firstName} {destination.contactDetails.lastName}
                <br />
                {destination.address.addressLine}
                <br />
                {cityLine(
                  destination.address.country,
                  destination.address.city,
                  region,
                  destination.address.postalCode,
                )}
                <br />
                {new Intl.DisplayNames(undefined, { type: 'region' }).of(destination.address.country)}
              </address>
            </div>
          ) : null}
          {delivery ? (
            <div>
              <h2>Delivery</h2>
              <p data-testid="order-delivery">
                {delivery.title}
                {delivery.estimatedDelivery ? ` · ${delivery.estimatedDelivery}` : ''}
              </p>
            </div>
          ) : null}
          <div>
            <h2>Payment</h2>
            <p data-testid="order-payment">
              {order.paymentStatus === 'PAID'
                ? 'Paid by card'
                : order.paymentStatus.toLowerCase().replace('_', ' ')}
            </p>
          </div>
          {back ? (
            <a className="button" href={backToSite(backWithOrder(back, order))}>
              Back to the store
            </a>
          ) : null}
        </section>
        <OrderSummary checkout={order} title="Your order" />
      </div>
    </main>
  );
}
