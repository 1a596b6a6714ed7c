import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from '../store/order-confirmation.js';
import type { EventOfMail } from './event-of-mail.js';

/** Someone a message about an event goes to: a buyer or a guest who answered an RSVP. */
interface Attendee {
  firstName: string;
  email: string;
}

/** The event's name, when and where, as every event message gives them. */
export const EventLines = ({ event }: { event: EventOfMail }) => (
  <Paragraph>
    <strong>{event.title}</strong>
    <br />
    {event.when}
    {event.where ? (
      <>
        <br />
        {event.where}
      </>
    ) : null}
  </Paragraph>
);

/** The guest's answer, confirmed: coming (with how many), or on the waitlist. */
export const rsvpMail = (
  site: SiteOfMail,
  event: EventOfMail,
  guest: Attendee & { status: 'YES' | 'WAITING'; guests: number },
) =>
  renderMail(
    {
      siteId: site.siteId,
      to: guest.email,
      subject: guest.status === 'YES' ? `You're going: ${event.title}` : `On the waitlist: ${event.title}`,
    },
    <MailLayout
      siteName={site.siteName}
      preview={event.when}
      heading={guest.status === 'YES' ? 'See you there' : 'You are on the waitlist'}
    >
      <Paragraph>{`Hello ${guest.firstName},`}</Paragraph>
      <Paragraph>
        {guest.status === 'YES'
          ? `Your place is kept${guest.guests > 1 ? ` for ${guest.guests} guests` : ''}:`
          : 'The event is full. If a place comes free, it is yours, and we will write to you:'}
      </Paragraph>
      <EventLines event={event} />
    </MailLayout>,
  );

/** A buyer's or guest's notice that the event will not take place, and what happens to their money. */
export const eventCanceledMail = (site: SiteOfMail, event: EventOfMail, attendee: Attendee, paid: boolean) =>
  renderMail(
    { siteId: site.siteId, to: attendee.email, subject: `Canceled: ${event.title}` },
    <MailLayout
      siteName={site.siteName}
      preview={`${event.title} will not take place`}
      heading="This event is canceled"
    >
      <Paragraph>{`Hello ${attendee.firstName},`}</Paragraph>
      <Paragraph>{`We are sorry: ${site.siteName} canceled this event.`}</Paragraph>
      <EventLines event={event} />
      {paid ? (
        <Paragraph>{`${site.siteName} will be in touch about your money back; a refund comes with a message of its own.`}</Paragraph>
      ) : null}
    </MailLayout>,
  );

/** The buyer's notice of a refund of some or all of their tickets. */
export const ticketsRefundedMail = (
  site: SiteOfMail,
  event: EventOfMail,
  refund: { buyer: Attendee; orderNumber: string; amount: string; ticketNumbers: readonly string[] },
) =>
  renderMail(
    { siteId: site.siteId, to: refund.buyer.email, subject: `Refund for ${event.title}` },
    <MailLayout
      siteName={site.siteName}
      preview={`${refund.amount} refunded`}
      heading={`We refunded ${refund.amount}`}
    >
      <Paragraph>{`Hello ${refund.buyer.firstName},`}</Paragraph>
      <Paragraph>
        {`We refunded ${refund.amount} of order ${refund.orderNumber} to the card you paid with; banks take a few days to show it.`}
      </Paragraph>
      <EventLines event={event} />
      <Paragraph>
        {`${refund.ticketNumbers.length === 1 ? 'This ticket no longer admits anyone' : 'These tickets no longer admit anyone'}: ${refund.ticketNumbers.join(', ')}.`}
      </Paragraph>
    </MailLayout>,
  );
