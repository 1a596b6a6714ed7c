import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from '../store/order-confirmation.js';

/** A plan order as its messages name it, its amounts and dates already formatted (the site's clock). */
export interface PlanOrderOfMail {
  planName: string;
  member: { firstName: string; email: string };
  /** One payment, e.g. "$20.00". */
  price: string;
  /** When the next payment is taken, if the order goes on to one. */
  nextPayment?: string;
  /** When the order ends, if it does. */
  ends?: string;
}

const mailTo = (site: SiteOfMail, order: PlanOrderOfMail, subject: string) => ({
  siteId: site.siteId,
  to: order.member.email,
  subject,
});

const Hello = ({ order }: { order: PlanOrderOfMail }) => (
  <Paragraph>{`Hello ${order.member.firstName},`}</Paragraph>
);

/** What comes next: the next payment, or the end. */
const Ahead = ({ order }: { order: PlanOrderOfMail }) =>
  order.nextPayment ? (
    <Paragraph>{`Your next payment of ${order.price} is on ${order.nextPayment}.`}</Paragraph>
  ) : order.ends ? (
    <Paragraph>{`Your plan runs until ${order.ends}.`}</Paragraph>
  ) : null;

/**
 * The member's receipt of a plan bought: what was paid now (nothing yet in a free trial, nothing
 * ever for a free plan, or to be paid to the business for an offline order), and what comes next.
 */
export const planPurchasedMail = (
  site: SiteOfMail,
  order: PlanOrderOfMail,
  paid:
    | { kind: 'card'; amount: string }
    | { kind: 'trial'; until: string }
    | { kind: 'free' }
    | { kind: 'offline' },
) =>
  renderMail(
    mailTo(site, order, `Your ${order.planName} plan`),
    <MailLayout
      siteName={site.siteName}
      preview={`Welcome to ${order.planName}`}
      heading={`Welcome to ${order.planName}`}
    >
      <Hello order={order} />
      <Paragraph>
        {paid.kind === 'card'
          ? `Thank you: we charged ${paid.amount} to your card for your ${order.planName} plan. This message is your receipt.`
          : paid.kind === 'trial'
            ? `Your free trial of ${order.planName} has begun, and runs until ${paid.until}. Nothing is charged before then.`
            : paid.kind === 'free'
              ? `Your ${order.planName} plan is active. It is free: nothing will be charged.`
              : `Your ${order.planName} plan is active. Pay ${order.price} to ${site.siteName} directly.`}
      </Paragraph>
      <Ahead order={order} />
    </MailLayout>,
  );

/** The receipt of a renewal (or a trial's first payment) taken from the kept card. */
export const planRenewedMail = (site: SiteOfMail, order: PlanOrderOfMail) =>
  renderMail(
    mailTo(site, order, `Receipt: ${order.planName}`),
    <MailLayout
      siteName={site.siteName}
      preview={`${order.price} paid`}
      heading={`We received ${order.price}`}
    >
      <Hello order={order} />
      <Paragraph>{`We charged ${order.price} to your card for your ${order.planName} plan. This message is your receipt.`}</Paragraph>
      <Ahead order={order} />
    </MailLayout>,
  );

/** A renewal the card refused: when it is tried again, or that it was the last try. */
export const planPaymentFailedMail = (site: SiteOfMail, order: PlanOrderOfMail, retry?: string) =>
  renderMail(
    mailTo(site, order, `Payment failed: ${order.planName}`),
    <MailLayout
      siteName={site.siteName}
      preview="Your card was declined"
      heading="Your payment did not go through"
    >
      <Hello order={order} />
      <Paragraph>{`Your card was declined for the ${order.price} payment of your ${order.planName} plan.`}</Paragraph>
      <Paragraph>
        {retry
          ? `We will try again on ${retry}. If your card has changed, contact ${site.siteName} before then.`
          : 'That was our last try: your plan will be canceled.'}
      </Paragraph>
    </MailLayout>,
  );

/** Three days before a free trial ends: what will be charged, and when. */
export const planTrialEndingMail = (site: SiteOfMail, order: PlanOrderOfMail, ends: string) =>
  renderMail(
    mailTo(site, order, `Your ${order.planName} trial ends on ${ends}`),
    <MailLayout
      siteName={site.siteName}
      preview={`Your trial ends on ${ends}`}
      heading="Your free trial ends soon"
    >
      <Hello order={order} />
      <Paragraph>{`Your free trial of ${order.planName} ends on ${ends}. Then we charge ${order.price} to your card, and your plan goes on.`}</Paragraph>
      <Paragraph>{`To stop it before then, cancel it from your account on ${site.siteName}.`}</Paragraph>
    </MailLayout>,
  );

/**
 * The member's notice of a cancelation: now (with what was refunded, if anything), at the end of
 * the period, or because the payment failed.
 */
export const planCanceledMail = (
  site: SiteOfMail,
  order: PlanOrderOfMail,
  how: { when: 'now' | 'period-end'; paymentFailed: boolean; refunded?: string; until?: string },
) =>
  renderMail(
    mailTo(site, order, `Canceled: ${order.planName}`),
    <MailLayout
      siteName={site.siteName}
      preview={`${order.planName} is canceled`}
      heading="Your plan is canceled"
    >
      <Hello order={order} />
      <Paragraph>
        {how.paymentFailed
          ? `Your ${order.planName} plan is canceled: we could not take its payment.`
          : how.when === 'period-end'
            ? `Your ${order.planName} plan will not renew. It stays active until ${how.until}.`
            : `Your ${order.planName} plan is canceled.`}
      </Paragraph>
      {how.refunded ? (
        <Paragraph>{`We refunded ${how.refunded} to your card; banks take a few days to show it.`}</Paragraph>
      ) : null}
    </MailLayout>,
  );
