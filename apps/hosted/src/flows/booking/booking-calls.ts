import { type HostedBooking, hostedBooking } from '@bazaar/sdk/hosted';
import { answerTestChallenge } from '../../shared/bank-step';
import { applicationErrorOf, messageOf, platformClient } from '../../shared/platform';
import { loadSessionMember } from '../../shared/session-member';

/**
 * The Booking Details page's calls, with the redirect session's token as the credential. Every
 * type here is the contract's, as the SDK returns it.
 */
const client = platformClient({ hostedBooking });

export type { HostedBooking };
export type Booking = NonNullable<HostedBooking['booking']>;
type BookRequest = Parameters<typeof client.hostedBooking.bookSession>[0];
export type ContactDetails = BookRequest['contactDetails'];
export type Card = NonNullable<BookRequest['card']>;
export type PaymentOption = BookRequest['paymentOption'];

const loadBooking = (session: string) => client.hostedBooking.getBookingSession({ session });

/** Who books: their contact details and their answers to the service's questions. */
export interface Booker {
  contact: ContactDetails;
  answers: NonNullable<BookRequest['additionalFields']>;
}

const bookSlot = async (
  session: string,
  booker: Booker,
  payment: { option: PaymentOption; card?: Card; authentication?: string; shownTotal?: string },
): Promise<Booking> =>
  (
    await client.hostedBooking.bookSession({
      session,
      contactDetails: booker.contact,
      ...(booker.answers.length > 0 ? { additionalFields: booker.answers } : {}),
      paymentOption: payment.option,
      ...(payment.card ? { card: payment.card } : {}),
      ...(payment.authentication ? { authentication: payment.authentication } : {}),
      ...(payment.shownTotal ? { shownTotal: payment.shownTotal } : {}),
    })
  ).booking;

/** The page's calls as one value, so a test can hand the page its own. */
export const bookingCalls = {
  loadBooking,
  loadSessionMember,
  bookSlot,
  answerChallenge: answerTestChallenge,
};
export type BookingCalls = typeof bookingCalls;

/** Whether the time was taken by someone else meanwhile: the booker needs another one. */
export const slotTakenBy = (reason: unknown): boolean =>
  applicationErrorOf(reason)?.code === 'SLOT_NOT_AVAILABLE';

/** The fields of the page, by the end of the platform's field path, in the booker's words. */
const FIELD_SENTENCES: [RegExp, string][] = [
  [/email$/i, 'Enter an email address, such as name@example.com.'],
  [/firstName$/, 'Enter your first name.'],
  [/lastName$/, 'Check your last name.'],
  [/phone$/, 'Check the phone number.'],
  [/card\.number$/, 'Check the card number.'],
  [/card\.expiry(Month|Year)$/, 'Check the expiry date: month and year, as MM/YY.'],
  [/card\.cvc$/, 'Check the security code (CVC): the 3 or 4 digits on the card.'],
  [/card$/, 'Enter a card to pay online, or choose to pay in person.'],
  [/additionalFields/, 'Answer the questions marked as required, and tick the boxes you must agree to.'],
];

/** What the page says about a failed call: a sentence for a person, never the platform's wording. */
export function bookingMessageOf(reason: unknown): string {
  const code = applicationErrorOf(reason)?.code;
  if (code === 'SESSION_NOT_FOUND')
    return 'This booking link is not valid. Go back to the site and choose a time again.';
  if (code === 'SESSION_EXPIRED')
    return 'This booking link has expired. Go back to the site and choose a time again.';
  if (code === 'NOT_A_BOOKING_SESSION') return 'This link is not for a booking.';
  return messageOf(reason, (field) => FIELD_SENTENCES.find(([pattern]) => pattern.test(field))?.[1]);
}
