import { backToSite } from '../../shared/back-to-site';
import type { EventOrder, HostedEventCheckout } from './event-checkout-calls';
import { EventSummary } from './event-summary';
import { TicketQr } from './ticket-qr';

/** Where the buyer goes back to, told which order was just placed (the storefront can say so). */
/** Back to the site with the order's number and event, so the site shows what was bought. */
function backWithOrder(back: string, order: EventOrder): string {
  const url = new URL(back);
  url.searchParams.set('orderNumber', order.orderNumber);
  url.searchParams.set('eventId', order.eventId);
  return url.toString();
}

const PAYMENT: Record<string, string> = {
  PAID: 'Paid by card',
  FREE: 'Free',
  OFFLINE_PENDING: 'Pay at the door',
  PENDING: 'Waiting for payment',
  // Delayed capture: the organizer takes the payment later, or releases it.
  AUTHORIZED: 'Authorized on your card: you are charged when the organizer confirms the event',
};

/**
 * The order just placed, as it stays (a reload shows it again): its number, how it was paid, and
 * each ticket with its number and QR code, ready to print.
 */
export function EventConfirmation({ data, order }: { data: HostedEventCheckout; order: EventOrder }) {
  const back = data.callbacks.postFlowUrl;
  return (
    <main className="page thank-you event-confirmation" data-testid="event-confirmation">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>You're going!</h1>
        <p>
          Order <strong data-testid="order-number">{order.orderNumber}</strong> for {order.fullName}. Keep
          your tickets: print them, or show their codes at the door.
        </p>
      </header>
      <div className="columns">
        <section className="card" aria-label="Your tickets">
          <div className="ticket-payment">
            <h2>Payment</h2>
            <p data-testid="order-payment">{PAYMENT[order.status] ?? order.status}</p>
          </div>
          <ol className="tickets">
            {(order.tickets ?? []).map((ticket) => (
              <li key={ticket.ticketNumber} className="ticket" data-testid="ticket">
                <TicketQr value={ticket.ticketNumber} label={`QR code of ticket ${ticket.ticketNumber}`} />
                <div>
                  <h3>{ticket.name}</h3>
                  <p>{ticket.guestFullName}</p>
                  <p className="muted">
                    Ticket <span data-testid="ticket-number">{ticket.ticketNumber}</span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <div className="actions no-print">
            <button type="button" className="secondary-button" onClick={() => window.print()}>
              Print tickets
            </button>
            {back ? (
              <a className="button" href={backToSite(backWithOrder(back, order))}>
                Back to the site
              </a>
            ) : null}
          </div>
        </section>
        <EventSummary data={data} />
      </div>
    </main>
  );
}
