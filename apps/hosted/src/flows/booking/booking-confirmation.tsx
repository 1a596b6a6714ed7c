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

/**
 * The booking just made, as it stays: a reload of the page shows it again. Confirmed, or waiting
 * for the business's approval when its policy asks for one.
 */
export function BookingConfirmation({ data, booking }: { data: HostedBooking; booking: Booking }) {
  const back = data.callbacks.postFlowUrl;
  const waiting = booking.status === 'PENDING';
  return (
    <main className="page thank-you" data-testid="booking-confirmation">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>{waiting ? 'Waiting for approval' : 'Booking confirmed'}</h1>
        <p data-testid="booking-status">
          {waiting
            ? `${data.siteName} confirms each booking itself: your time is held until they do.`
            : `You are booked, ${booking.contactDetails.firstName}. See you then!`}
        </p>
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
            <p data-testid="booking-payment">{PAYMENT[booking.paymentStatus] ?? 'Pay at the business'}</p>
          </div>
          {back ? (
            <a className="button" href={backWithBooking(back, booking)}>
              Back to the site
            </a>
          ) : null}
        </section>
        <BookingSummary data={data} />
      </div>
    </main>
  );
}
