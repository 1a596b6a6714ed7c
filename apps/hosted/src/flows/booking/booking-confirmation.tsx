import { backToSite } from '../../shared/back-to-site';
import type { Booking, HostedBooking } from './booking-calls';
import { BookingSummary } from './booking-summary';

/** Where the booker goes back to, told which booking was just made (the storefront can say so). */
function backWithBooking(back: string, booking: Booking): string {
  const url = new URL(back);
  url.searchParams.set('bookingId', booking._id);
  return url.toString();
}

const PAYMENT: Record<string, string> = {
  PAID: 'Paid online',
  EXEMPT: 'Nothing to pay',
  NOT_PAID: 'Pay at the business',
};

/** What the page says of each state a new booking can be in. */
const HEADLINES = {
  CONFIRMED: (_site: string, name: string) => ({
    heading: 'Booking confirmed',
    status: `You are booked, ${name}. See you then!`,
  }),
  PENDING: (site: string) => ({
    heading: 'Waiting for approval',
    status: `${site} confirms each booking itself: your time is held until they do.`,
  }),
  WAITING_LIST: (site: string) => ({
    heading: 'You are on the waitlist',
    status: `This session is full. If a spot opens, it is yours, in the order people joined; ${site} will let you know.`,
  }),
};

/**
 * The booking just made, as it stays: a reload of the page shows it again. Confirmed, waiting for
 * the business's approval when its policy asks for one, or on a full class's waitlist.
 */
export function BookingConfirmation({ data, booking }: { data: HostedBooking; booking: Booking }) {
  const back = data.callbacks.postFlowUrl;
  const { heading, status } = HEADLINES[
    booking.status === 'PENDING' || booking.status === 'WAITING_LIST' ? booking.status : 'CONFIRMED'
  ](data.siteName, booking.contactDetails.firstName);
  return (
    <main className="page thank-you" data-testid="booking-confirmation">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>{heading}</h1>
        <p data-testid="booking-status">{status}</p>
      </header>
      <div className="columns">
        <section className="card" aria-label="Booking and payment">
          <div>
            <h2>Booked for</h2>
            <p>
              {[booking.contactDetails.firstName, booking.contactDetails.lastName].filter(Boolean).join(' ')}
              <br />
              {booking.contactDetails.email}
            </p>
          </div>
          <div>
            <h2>Payment</h2>
            <p data-testid="booking-payment">
              {booking.status === 'WAITING_LIST'
                ? 'Nothing is charged while you wait'
                : booking.selectedPaymentOption === 'MEMBERSHIP'
                  ? 'Paid with your plan'
                  : (PAYMENT[booking.paymentStatus] ?? 'Pay at the business')}
            </p>
          </div>
          {back ? (
            <a className="button" href={backToSite(backWithBooking(back, booking))}>
              Back to the site
            </a>
          ) : null}
        </section>
        <BookingSummary data={data} />
      </div>
    </main>
  );
}
