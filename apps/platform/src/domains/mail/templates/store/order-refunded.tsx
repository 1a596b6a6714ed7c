import type { Order } from '@bazaar/contracts';
import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from './order-confirmation.js';

function OrderRefunded({
  site,
  order,
  refunded,
  reason,
  message,
}: {
  site: SiteOfMail;
  order: Order;
  refunded: string;
  reason?: string;
  message?: string;
}) {
  return (
    <MailLayout
      siteName={site.siteName}
      preview={`${refunded} refunded for order #${order.number}`}
      heading={`${refunded} refunded for your order #${order.number}`}
    >
      {message ? <Paragraph>{message}</Paragraph> : null}
      <Paragraph>
        {`${refunded} goes back to the card you paid with; your bank shows it within a few days.${
          reason ? ` Reason: ${reason}.` : ''
        }`}
      </Paragraph>
    </MailLayout>
  );
}

/** The buyer's notice of a refund of (part of) their order. */
export const orderRefundedMail = (
  site: SiteOfMail,
  order: Order,
  refunded: string,
  details: { reason?: string | undefined; message?: string | undefined } = {},
) =>
  renderMail(
    {
      siteId: site.siteId,
      to: order.buyerInfo.email,
      subject: `Your ${site.siteName} refund for order #${order.number}`,
    },
    <OrderRefunded
      site={site}
      order={order}
      refunded={refunded}
      {...(details.reason ? { reason: details.reason } : {})}
      {...(details.message ? { message: details.message } : {})}
    />,
  );
