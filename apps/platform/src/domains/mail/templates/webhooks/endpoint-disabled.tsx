import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from '../store/order-confirmation.js';

/** The owner's notice that the platform switched a webhook endpoint off after days of failures. */
export const endpointDisabledMail = (
  site: SiteOfMail,
  to: string,
  endpoint: { url: string; since: string },
) =>
  renderMail(
    { siteId: site.siteId, to, subject: `${site.siteName}: a webhook endpoint was switched off` },
    <MailLayout
      siteName={site.siteName}
      preview="Every delivery to it failed for three days"
      heading="A webhook endpoint was switched off"
    >
      <Paragraph>{`Every delivery to ${endpoint.url} has failed since ${endpoint.since}, so the platform stopped sending to it.`}</Paragraph>
      <Paragraph>
        Deliveries still waiting are kept, and no new event goes to it. Once the endpoint answers again, turn
        the subscription back on (PATCH /webhooks/v1/subscriptions/&lt;id&gt; with "active": true): what
        waited is sent, in order.
      </Paragraph>
    </MailLayout>,
  );
