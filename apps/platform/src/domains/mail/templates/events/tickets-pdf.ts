import type { MailAttachment } from '@bazaar/contracts';
import type { SiteOfMail } from '../store/order-confirmation.js';
import type { EventOfMail, TicketOfMail } from './event-of-mail.js';
import { ticketQrPng } from './ticket-qr.js';

/** Each ticket's block on the page: its text on the left, its code on the right. */
const TICKET_HEIGHT = 190;
const QR_SIZE = 150;

/**
 * The order's tickets as a PDF to print or show at the door (PDFKit): one block per ticket with
 * the event, the ticket's kind, its guest, its number and its QR code, as many to a page as fit.
 * The file's dates are the order's, so the same order always makes the same file.
 */
export async function ticketsPdf(
  site: SiteOfMail,
  event: EventOfMail,
  orderNumber: string,
  tickets: readonly TicketOfMail[],
  createdDate: Date,
): Promise<MailAttachment> {
  // Loaded on the first tickets mail, not at start: PDFKit's fonts take a quarter second to load.
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Tickets for ${event.title}`, Author: site.siteName, CreationDate: createdDate },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  let top = document.page.margins.top;
  for (const ticket of tickets) {
    if (top + TICKET_HEIGHT > document.page.height - document.page.margins.bottom) {
      document.addPage();
      top = document.page.margins.top;
    }
    document
      .roundedRect(left, top, width, TICKET_HEIGHT - 16, 10)
      .lineWidth(1)
      .stroke('#c7cad1');
    const textWidth = width - QR_SIZE - 48;
    document
      .fillColor('#4f46e5')
      .fontSize(10)
      .text(site.siteName, left + 20, top + 18, { width: textWidth })
      .fillColor('#111827')
      .fontSize(16)
      .text(event.title, { width: textWidth })
      .fontSize(10)
      .fillColor('#374151')
      .text(event.when, { width: textWidth });
    if (event.where) document.text(event.where, { width: textWidth });
    document
      .moveDown(0.6)
      .fontSize(12)
      .fillColor('#111827')
      .text(ticket.guestName ? `${ticket.name} · ${ticket.guestName}` : ticket.name, { width: textWidth })
      .fontSize(10)
      .fillColor('#374151')
      .text(`Ticket ${ticket.ticketNumber} · Order ${orderNumber}`, { width: textWidth });
    document.image(await ticketQrPng(ticket.ticketNumber), left + width - QR_SIZE - 12, top + 12, {
      width: QR_SIZE,
    });
    top += TICKET_HEIGHT;
  }
  document.end();
  return {
    filename: `tickets-${orderNumber}.pdf`,
    contentType: 'application/pdf',
    content: (await done).toString('base64'),
  };
}
