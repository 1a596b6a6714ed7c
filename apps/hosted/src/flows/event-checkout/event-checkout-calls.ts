import { type HostedEventCheckout, hostedEventCheckout } from '@bazaar/sdk/hosted';
import { answerTestChallenge } from '../../shared/bank-step';
import { applicationErrorOf, messageOf, platformClient } from '../../shared/platform';
import { loadSessionMember } from '../../shared/session-member';

/**
 * The "Add your details" page's calls, with the redirect session's token as the credential. Every
 * type here is the contract's, as the SDK returns it.
 */
const client = platformClient({ hostedEventCheckout });

export type { HostedEventCheckout };
export type EventOrder = NonNullable<HostedEventCheckout['order']>;
type PlaceRequest = Parameters<typeof client.hostedEventCheckout.placeEventOrder>[0];
type Buyer = PlaceRequest['buyer'];
type Guest = NonNullable<PlaceRequest['guests']>[number];
export type Card = NonNullable<PlaceRequest['card']>;

const loadEventCheckout = (session: string) =>
  client.hostedEventCheckout.getEventCheckoutSession({ session });

/** Changes how many of a held ticket the buyer wants; the page's data as it is then. */
const changeQuantity = (session: string, ticketDefinitionId: string, quantity: number) =>
  client.hostedEventCheckout.changeTicketQuantities({
    session,
    ticketQuantities: [{ ticketDefinitionId, quantity }],
  });

/** How many of a ticket are left for the buyer, when a change asked for more. */
export function ticketsLeftBy(reason: unknown): number | undefined {
  const error = applicationErrorOf(reason);
  if (error?.code !== 'TICKET_SOLD_OUT') return undefined;
  const available = (error.data as { available?: unknown } | undefined)?.available;
  return typeof available === 'number' ? available : 0;
}

export interface Attendees {
  buyer: Buyer;
  guests: Guest[];
  marketingConsent: boolean;
}

const placeOrder = async (
  session: string,
  attendees: Attendees,
  payment: { card?: Card; authentication?: string; shownTotal?: string } = {},
): Promise<EventOrder> =>
  (
    await client.hostedEventCheckout.placeEventOrder({
      session,
      buyer: attendees.buyer,
      ...(attendees.guests.length > 0 ? { guests: attendees.guests } : {}),
      marketingConsent: attendees.marketingConsent,
      ...(payment.card ? { card: payment.card } : {}),
      ...(payment.authentication ? { authentication: payment.authentication } : {}),
      ...(payment.shownTotal ? { shownTotal: payment.shownTotal } : {}),
    })
  ).order;

/** The page's calls as one value, so a test can hand the page its own. */
export const eventCheckoutCalls = {
  loadEventCheckout,
  loadSessionMember,
  changeQuantity,
  placeOrder,
  answerChallenge: answerTestChallenge,
};
export type EventCheckoutCalls = typeof eventCheckoutCalls;

/** Why the tickets can no longer be bought from this page: the buyer has to choose them again. */
export function holdLostBy(reason: unknown): boolean {
  const code = applicationErrorOf(reason)?.code;
  return code === 'RESERVATION_EXPIRED' || code === 'RESERVATION_NOT_PENDING' || code === 'TICKET_SOLD_OUT';
}

/** Whether the bank refused the card: another card may do. */
export const declinedBy = (reason: unknown): boolean =>
  applicationErrorOf(reason)?.code === 'PAYMENT_DECLINED';

const FIELD_SENTENCES: [RegExp, string][] = [
  [/email/i, 'Enter an email address, such as name@example.com.'],
  [/firstName$/, 'Enter your first name.'],
  [/lastName$/, 'Enter your last name.'],
  [/^guests/, "Check the guests' names."],
  [/card\.number$/, 'Check the card number.'],
  [/card\.expiry(Month|Year)$/, 'Check the expiry date: month and year, as MM/YY.'],
  [/card\.cvc$/, 'Check the security code (CVC): the 3 or 4 digits on the card.'],
  [/card$/, 'Enter a card to pay for the tickets.'],
];

/** What the page says about a failed call: a sentence for a person, never the platform's wording. */
export function eventCheckoutMessageOf(reason: unknown): string {
  const code = applicationErrorOf(reason)?.code;
  if (code === 'SESSION_NOT_FOUND')
    return 'This link is not valid. Go back to the event and choose your tickets again.';
  if (code === 'SESSION_EXPIRED')
    return 'This link has expired. Go back to the event and choose your tickets again.';
  if (code === 'NOT_AN_EVENT_CHECKOUT_SESSION') return 'This link is not for event tickets.';
  if (code === 'RESERVATION_EXPIRED')
    return 'Your tickets were held for 20 minutes and that time has run out. Go back to the event to choose them again.';
  if (code === 'RESERVATION_NOT_PENDING')
    return 'These tickets are no longer held for you. Go back to the event to choose them again.';
  if (code === 'TICKET_SOLD_OUT')
    return 'These tickets have sold out. Go back to the event to see what is left.';
  return messageOf(reason, (field) => FIELD_SENTENCES.find(([pattern]) => pattern.test(field))?.[1]);
}
