import type { Order } from '@bazaar/contracts';
import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from './order-confirmation.js';

function OrderCanceled({
  site,
  order,
  refunded,
  message,
}: {
  site: SiteOfMail;
  order: Order;
  refunded?: string;
  message?: string;
}) {
  return (
    <MailLayout
      siteName={site.siteName}
      preview={`Order #${order.number} is canceled`}
      heading={`Your order #${order.number} is canceled`}
    >
      {message ? <Paragraph>{message}</Paragraph> : null}
      <Paragraph>
        {refunded
          ? `${refunded} goes back to the card you paid with; your bank shows it within a few days.`
          : 'Nothing was charged for it.'}
      </Paragraph>
    </MailLayout>
  );
}

/** The buyer's notice that the shop canceled their order, and what goes back to their card. */
export const orderCanceledMail = (site: SiteOfMail, order: Order, refunded?: string, message?: string) =>
  renderMail(
    {
      siteId: site.siteId,
      to: order.buyerInfo.email,
      subject: `Your ${site.siteName} order #${order.number} is canceled`,
    },
    <OrderCanceled
      site={site}
      order={order}
      {...(refunded ? { refunded } : {})}
      {...(message ? { message } : {})}
    />,
  );
