import { Img } from '@react-email/img';
import { Section } from '@react-email/section';
import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from '../store/order-confirmation.js';
import { EventLines } from './event-mails.js';
import type { EventOfMail, TicketOfMail } from './event-of-mail.js';
import { ticketQrPng } from './ticket-qr.js';
import { ticketsPdf } from './tickets-pdf.js';

export interface TicketsOrder {
  orderNumber: string;
  buyer: { firstName: string; email: string };
  tickets: readonly TicketOfMail[];
  createdDate: Date;
}

const ticketBox = {
  border: '1px solid #e5e7eb',
  borderRadius: '10px',
  margin: '0 0 12px',
  padding: '12px 16px',
};

function Tickets({
  site,
  event,
  order,
  codes,
}: {
  site: SiteOfMail;
  event: EventOfMail;
  order: TicketsOrder;
  /** Each ticket's QR code, as a data URL (sent by SMTP as an inline image). */
  codes: readonly string[];
}) {
  const count = order.tickets.length;
  return (
    <MailLayout
      siteName={site.siteName}
      preview={`${count} ticket${count === 1 ? '' : 's'} · ${event.when}`}
      heading={`Your tickets for ${event.title}`}
    >
      <Paragraph>{`Hello ${order.buyer.firstName},`}</Paragraph>
      <Paragraph>
        {`Here ${count === 1 ? 'is your ticket' : `are your ${count} tickets`} (order ${order.orderNumber}). Show the code at the door, on your phone or printed from the PDF attached.`}
      </Paragraph>
      <EventLines event={event} />
      {order.tickets.map((ticket, index) => (
        <Section key={ticket.ticketNumber} style={ticketBox}>
          <Img
            src={codes[index]}
            width="140"
            height="140"
            alt={`QR code of ticket ${ticket.ticketNumber}`}
            style={{ display: 'block', margin: '0 0 8px' }}
          />
          <Paragraph>
            {ticket.guestName ? `${ticket.name} · ${ticket.guestName}` : ticket.name}
            <br />
            {`Ticket ${ticket.ticketNumber}`}
          </Paragraph>
        </Section>
      ))}
    </MailLayout>
  );
}

/** The buyer's tickets: each with its QR code, and all of them in a PDF to print. */
export async function ticketsMail(site: SiteOfMail, event: EventOfMail, order: TicketsOrder) {
  const codes = await Promise.all(
    order.tickets.map(
      async (ticket) =>
        `data:image/png;base64,${(await ticketQrPng(ticket.ticketNumber)).toString('base64')}`,
    ),
  );
  const [mail, pdf] = await Promise.all([
    renderMail(
      { siteId: site.siteId, to: order.buyer.email, subject: `Your tickets for ${event.title}` },
      <Tickets site={site} event={event} order={order} codes={codes} />,
    ),
    ticketsPdf(site, event, order.orderNumber, order.tickets, order.createdDate),
  ]);
  return { ...mail, attachments: [pdf] };
}
