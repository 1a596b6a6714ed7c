'use server';

import { headers } from 'next/headers';
import { checkoutLinkForTicket, type ReserveRefusal, refusalOf } from '../../lib/platform/events';
import { visitorClient } from '../../lib/platform/visitor';

export type ReserveTicketResult = { ok: true; url: string } | { ok: false; refusal: ReserveRefusal };

/** Ids the platform could name: anything else is refused before any call is made. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/**
 * Holds one ticket of the kind chosen and returns the link to the platform's hosted checkout, made
 * here on the storefront's server with the visitor's own session: the browser's client carries
 * only the cart and redirects (its JavaScript stays small), and the reservation and the link must
 * be the same visitor's. The buyer comes back to /tickets when the hosted page is done.
 */
export async function reserveTicket(
  eventId: string,
  eventSlug: string,
  ticketDefinitionId: string,
): Promise<ReserveTicketResult> {
  if (![eventId, eventSlug, ticketDefinitionId].every(isId)) return { ok: false, refusal: 'OTHER' };
  // Next.js runs an action only when its Origin is this host, so this is the storefront's own address.
  const request = await headers();
  const origin = request.get('origin') ?? `http://${request.get('host') ?? '127.0.0.1:3000'}`;
  try {
    const url = await checkoutLinkForTicket(await visitorClient(), {
      eventId,
      eventSlug,
      ticketDefinitionId,
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
