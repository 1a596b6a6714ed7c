import { carrierName, type Fulfillment, type Order } from '@bazaar/contracts';
import { Link } from '@react-email/link';
import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from './order-confirmation.js';

function OrderShipped({
  site,
  order,
  fulfillment,
}: {
  site: SiteOfMail;
  order: Order;
  fulfillment: Fulfillment;
}) {
  const names = new Map(order.lineItems.map((line) => [line.id, line.productName.original]));
  const tracking = fulfillment.trackingInfo;
  return (
    <MailLayout
      siteName={site.siteName}
      preview={`Order #${order.number} is on its way`}
      heading={`Your order #${order.number} is on its way`}
    >
      <Paragraph>
        {`In this parcel: ${fulfillment.lineItems
          .map((line) => `${line.quantity} × ${names.get(line.id) ?? 'an item'}`)
          .join(', ')}.`}
      </Paragraph>
      {tracking?.trackingNumber ? (
        <Paragraph>
          {`Tracking number ${tracking.trackingNumber}${tracking.shippingProvider ? ` (${carrierName(tracking.shippingProvider)})` : ''}`}
          {tracking.trackingLink ? (
            <>
              {': '}
              <Link href={tracking.trackingLink} style={{ color: '#4338ca', textDecoration: 'underline' }}>
                track your parcel
              </Link>
            </>
          ) : (
            '.'
          )}
        </Paragraph>
      ) : null}
    </MailLayout>
  );
}

/** The buyer's notice that (part of) their order shipped, with its tracking link. */
export const orderShippedMail = (site: SiteOfMail, order: Order, fulfillment: Fulfillment) =>
  renderMail(
    {
      siteId: site.siteId,
      to: order.buyerInfo.email,
      subject: `Your ${site.siteName} order #${order.number} has shipped`,
    },
    <OrderShipped site={site} order={order} fulfillment={fulfillment} />,
  );
