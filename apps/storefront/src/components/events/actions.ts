'use server';

import { MAX_ADDITIONAL_GUESTS, MAX_TICKETS_PER_CHECKOUT } from '@bazaar/contracts';
import { headers } from 'next/headers';
import {
  checkoutLinkForTicket,
  type ReserveRefusal,
  type RsvpAnswer,
  type RsvpRefusal,
  type RsvpResultView,
  refusalOf,
  rsvpRefusalOf,
  sendRsvp,
} from '../../lib/platform/events';
import { visitorClient } from '../../lib/platform/visitor';

export type ReserveTicketResult = { ok: true; url: string } | { ok: false; refusal: ReserveRefusal };

/** How many tickets one checkout may hold: the platform checks the ticket's own limit. */
const isTicketCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TICKETS_PER_CHECKOUT;

/** Ids the platform could name: anything else is refused before any call is made. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/**
 * Holds the tickets of the kind and number chosen and returns the link to the platform's hosted checkout, made
 * here on the storefront's server with the visitor's own session: the reservation and the link must
 * be the same visitor's. The buyer comes back to /tickets when the hosted page is done.
 */
export async function reserveTicket(
  eventId: string,
  eventSlug: string,
  ticketDefinitionId: string,
  quantity = 1,
): Promise<ReserveTicketResult> {
  if (![eventId, eventSlug, ticketDefinitionId].every(isId) || !isTicketCount(quantity))
    return { ok: false, refusal: 'OTHER' };
  // Next.js runs an action only when its Origin is this host, so this is the storefront's own address.
  const request = await headers();
  const origin = request.get('origin') ?? `http://${request.get('host') ?? '127.0.0.1:3000'}`;
  try {
    const url = await checkoutLinkForTicket(await visitorClient(), {
      eventId,
      eventSlug,
      ticketDefinitionId,
      quantity,
      postFlowUrl: `${origin}/tickets`,
    });
    return { ok: true, url };
  } catch (error) {
    const refusal = refusalOf(error);
    // A ticket sold out or a sale that closed is the visitor's news; anything else, the developer's.
    if (refusal === 'OTHER') console.error('A ticket could not be reserved:', error);
    return { ok: false, refusal };
  }
}

export type AnswerRsvpResult = { ok: true; result: RsvpResultView } | { ok: false; refusal: RsvpRefusal };

/** A name as the platform takes it: 1 to 100 characters once trimmed. */
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length <= 100;

/** An address the platform may judge: whether it is an email address is its call. */
const isEmailText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length <= 254;

const isGuestCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_ADDITIONAL_GUESTS;

/**
 * Sends a guest's RSVP, here on the storefront's server with the visitor's own session, so the
 * answer is theirs. The form's fields come from the browser: each is checked before any call, and
 * anything the form could not have sent is refused as INVALID.
 */
export async function answerRsvp(
  eventId: string,
  answer: Omit<RsvpAnswer, 'eventId'>,
): Promise<AnswerRsvpResult> {
  const { firstName, lastName, email, additionalGuests, going } = (answer ?? {}) as Partial<RsvpAnswer>;
  if (
    !isId(eventId) ||
    !isName(firstName) ||
    !isName(lastName) ||
    !isEmailText(email) ||
    !isGuestCount(additionalGuests) ||
    typeof going !== 'boolean'
  )
    return { ok: false, refusal: { reason: 'INVALID' } };
  try {
    const result = await sendRsvp(await visitorClient(), {
      eventId,
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      additionalGuests,
      going,
    });
    return { ok: true, result };
  } catch (error) {
    const refusal = rsvpRefusalOf(error);
    // A closed, full or already answered event is the guest's news; anything else, the developer's.
    if (refusal.reason === 'OTHER') console.error('An RSVP could not be sent:', error);
    return { ok: false, refusal };
  }
}
