import type { Order } from '@bazaar/contracts';
import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import { OrderLines } from './order-lines.js';

export interface SiteOfMail {
  siteId: string;
  siteName: string;
}

/** Where the order goes, in one line; none for an order with nothing to deliver. */
function addressOf(order: Order): string | undefined {
  const destination = order.shippingInfo?.shippingDestination;
  if (!destination) return undefined;
  const { address, contactDetails } = destination;
  return [
    `${contactDetails.firstName} ${contactDetails.lastName}`.trim(),
    address.addressLine,
    address.addressLine2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.subdivision,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

function OrderConfirmation({ site, order }: { site: SiteOfMail; order: Order }) {
  const address = addressOf(order);
  const delivery = order.shippingInfo?.selectedCarrierServiceOption;
  return (
    <MailLayout
      siteName={site.siteName}
      preview={`Order #${order.number}: ${order.priceSummary.total.formattedAmount}`}
      heading={`Thank you for your order #${order.number}`}
    >
      <Paragraph>We have your payment, and we are getting your order ready.</Paragraph>
      <OrderLines order={order} />
      {address ? <Paragraph>{`Delivering to: ${address}`}</Paragraph> : null}
      {delivery ? (
        <Paragraph>
          {`Delivery: ${delivery.title}${delivery.estimatedDelivery ? ` (${delivery.estimatedDelivery})` : ''}`}
        </Paragraph>
      ) : null}
    </MailLayout>
  );
}

/** The buyer's confirmation of a paid store order: its lines, options, totals, address and delivery. */
export const orderConfirmationMail = (site: SiteOfMail, order: Order) =>
  renderMail(
    {
      siteId: site.siteId,
      to: order.buyerInfo.email,
      subject: `Your ${site.siteName} order #${order.number}`,
    },
    <OrderConfirmation site={site} order={order} />,
  );
