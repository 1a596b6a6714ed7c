import { orders as eventOrders, rsvp, wixEventsV2 } from '@bazaar/sdk/events';

/**
 * The events vertical on the storefront's side: its SDK modules (merged into the storefront's
 * client by `./client.ts`) and, by subject, its reads and writes: the events list and an event's
 * page (`./event-list.ts`), holding tickets (`./ticket-reservation.ts`) and RSVPs
 * (`./event-rsvp.ts`). The shapes components receive are in `../views/events.ts`.
 */
export const modules = {
  wixEventsV2,
  /** The events module's `orders`, named apart from the store's. */
  eventOrders,
  rsvp,
};

export type {
  ReserveRefusal,
  RsvpAnswer,
  RsvpRefusal,
  RsvpResultView,
} from '../views/events';
export {
  type AvailableTicket,
  eventPage,
  eventViewOf,
  listEvents,
  rsvpFormOf,
  ticketOptionOf,
} from './event-list';
export { rsvpRefusalOf, rsvpResultOf, sendRsvp } from './event-rsvp';
export { checkoutLinkForTicket, refusalOf } from './ticket-reservation';
export { moneyText, zoneText } from './wording';
