import type { BazaarError } from '@bazaar/sdk';
import type { ReserveRefusal } from '../views/events';
import type { StorefrontClient } from './client';

/**
 * Holds one ticket for the visitor of `client` and makes the link to the platform's hosted
 * checkout for it. Both calls go with the same visitor's tokens: the platform opens a checkout
 * only for the caller's own reservation.
 */
export async function checkoutLinkForTicket(
  client: StorefrontClient,
  choice: {
    eventId: string;
    eventSlug: string;
    ticketDefinitionId: string;
    quantity: number;
    postFlowUrl: string;
  },
): Promise<string> {
  const reservation = await client.eventOrders.createReservation(choice.eventId, {
    ticketQuantities: [{ ticketDefinitionId: choice.ticketDefinitionId, quantity: choice.quantity }],
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    eventsCheckout: { eventSlug: choice.eventSlug, reservationId: reservation._id },
    callbacks: { postFlowUrl: choice.postFlowUrl },
  });
  return redirectSession.fullUrl;
}

export function refusalOf(error: unknown): ReserveRefusal {
  const code = String((error as BazaarError | undefined)?.code ?? '');
  if (code === 'TICKET_SOLD_OUT') return 'SOLD_OUT';
  if (['REGISTRATION_CLOSED', 'TICKET_SALE_ENDED', 'TICKET_SALE_NOT_STARTED'].includes(code)) return 'CLOSED';
  return 'OTHER';
}
