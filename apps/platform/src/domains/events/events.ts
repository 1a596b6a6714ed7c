import type { Event, EventOrder, Reservation, TicketDefinition } from '@bazaar/contracts';

/** Entity names of the events domain's events, as Wix names them (`entityFqdn`). */
export const EVENT_FQDN = 'wix.events.v3.event';
export const TICKET_DEFINITION_FQDN = 'wix.events.v3.ticket_definition';
export const RESERVATION_FQDN = 'wix.events.ticketing.v1.ticket_reservation';
export const ORDER_FQDN = 'wix.events.ticketing.v1.order';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [EVENT_FQDN]: Event;
    [TICKET_DEFINITION_FQDN]: TicketDefinition;
    [RESERVATION_FQDN]: Reservation;
    [ORDER_FQDN]: EventOrder;
  }
}
