/**
 * `@bazaar/sdk/events`: events, their tickets and reservations, as `@wix/events` names them
 * (`wixEventsV2`, `orders`, `rsvp`, `guests`, `tickets`), plus the owner's `ticketDefinitions` and
 * `staffMembers` (whose devices call with `StaffTokenStrategy`).
 *
 * ```ts
 * import { orders, wixEventsV2 } from '@bazaar/sdk/events';
 * const client = createClient({ modules: { wixEventsV2, orders }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.wixEventsV2.queryEvents().limit(10).find();
 * ```
 */

export type { CheckoutResult, EventOrder, Invoice } from './event-orders.js';
export type { Guest, GuestPage } from './guests.js';
export * as guests from './guests.js';
export type { AvailableTickets, Reservation } from './orders.js';
export * as orders from './orders.js';
export type { Rsvp } from './rsvp.js';
export * as rsvp from './rsvp.js';
export type { StaffMember, StaffSignIn } from './staff-members.js';
export * as staffMembers from './staff-members.js';
export type { TicketDefinition } from './ticket-definitions.js';
export * as ticketDefinitions from './ticket-definitions.js';
export type { Ticket } from './tickets.js';
export * as tickets from './tickets.js';
export type { Event } from './wix-events-v2.js';
export * as wixEventsV2 from './wix-events-v2.js';
