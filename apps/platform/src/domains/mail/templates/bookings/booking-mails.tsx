import type { Booking } from '@bazaar/contracts';
import { MailLayout, Paragraph } from '../layout.js';
import { renderMail } from '../render.js';
import type { SiteOfMail } from '../store/order-confirmation.js';
import { BookingSummary, bookingWhen } from './booking-summary.js';
import { calendarFile } from './calendar-file.js';

const hello = (booking: Booking) => `Hello ${booking.contactDetails.firstName},`;

const mailTo = (site: SiteOfMail, booking: Booking, subject: string) => ({
  siteId: site.siteId,
  to: booking.contactDetails.email,
  subject,
});

/** The booker's confirmation, with the booking as a calendar entry to add. */
export async function bookingConfirmedMail(site: SiteOfMail, booking: Booking) {
  const title = booking.bookedEntity.title;
  const mail = await renderMail(
    mailTo(site, booking, `Booked: ${title}`),
    <MailLayout siteName={site.siteName} preview={bookingWhen(booking)} heading="Your booking is confirmed">
      <Paragraph>{hello(booking)}</Paragraph>
      <Paragraph>{`We look forward to seeing you. Here is what you booked with ${site.siteName}:`}</Paragraph>
      <BookingSummary booking={booking} />
      <Paragraph>The calendar file attached adds it to your calendar.</Paragraph>
    </MailLayout>,
  );
  return { ...mail, attachments: [calendarFile(site, booking, 'booked')] };
}

/** The reminder a day before, sent only while the booking still stands at the time it reminds of. */
export const bookingReminderMail = (site: SiteOfMail, booking: Booking) =>
  renderMail(
    mailTo(site, booking, `Reminder: ${booking.bookedEntity.title} tomorrow`),
    <MailLayout siteName={site.siteName} preview={bookingWhen(booking)} heading="See you tomorrow">
      <Paragraph>{hello(booking)}</Paragraph>
      <Paragraph>A reminder of your booking:</Paragraph>
      <BookingSummary booking={booking} />
      <Paragraph>{`If you cannot come, please cancel from your account on ${site.siteName}.`}</Paragraph>
    </MailLayout>,
  );

/** The booker's notice of the new time, with a calendar entry that replaces the old one. */
export async function bookingRescheduledMail(site: SiteOfMail, booking: Booking) {
  const mail = await renderMail(
    mailTo(site, booking, `New time: ${booking.bookedEntity.title}`),
    <MailLayout siteName={site.siteName} preview={bookingWhen(booking)} heading="Your booking has a new time">
      <Paragraph>{hello(booking)}</Paragraph>
      <Paragraph>Your booking has moved. This is its new time:</Paragraph>
      <BookingSummary booking={booking} />
      <Paragraph>The calendar file attached moves it in your calendar.</Paragraph>
    </MailLayout>,
  );
  return { ...mail, attachments: [calendarFile(site, booking, 'booked')] };
}

/**
 * The booker's notice that the booking is off (canceled by them or the business, or declined),
 * with what was refunded, and a calendar entry that takes it out of their calendar.
 */
export async function bookingCanceledMail(site: SiteOfMail, booking: Booking, refunded?: string) {
  const declined = booking.status === 'DECLINED';
  const mail = await renderMail(
    mailTo(site, booking, `${declined ? 'Declined' : 'Canceled'}: ${booking.bookedEntity.title}`),
    <MailLayout
      siteName={site.siteName}
      preview={bookingWhen(booking)}
      heading={declined ? 'Your booking request was declined' : 'Your booking is canceled'}
    >
      <Paragraph>{hello(booking)}</Paragraph>
      <Paragraph>
        {declined
          ? `${site.siteName} could not take this booking:`
          : 'This booking is canceled, and its time is free again:'}
      </Paragraph>
      <BookingSummary booking={booking} />
      {refunded ? (
        <Paragraph>{`We refunded ${refunded} to the card you paid with; banks take a few days to show it.`}</Paragraph>
      ) : null}
    </MailLayout>,
  );
  return { ...mail, attachments: [calendarFile(site, booking, 'canceled')] };
}
