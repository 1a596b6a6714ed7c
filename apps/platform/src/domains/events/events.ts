import type { Event, EventOrder, EventStaffMember, Reservation, TicketDefinition } from '@bazaar/contracts';
import type { EntityEvents } from '../../kernel/event-catalogue.js';

/** Entity names of the events domain's events, as Wix names them (`entityFqdn`). */
export const EVENT_FQDN = 'wix.events.v3.event';
export const TICKET_DEFINITION_FQDN = 'wix.events.v3.ticket_definition';
export const RESERVATION_FQDN = 'wix.events.ticketing.v1.ticket_reservation';
export const ORDER_FQDN = 'wix.events.ticketing.v1.order';
export const STAFF_MEMBER_FQDN = 'wix.events.staffmembers.v1.staff_member';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [EVENT_FQDN]: Event;
    [TICKET_DEFINITION_FQDN]: TicketDefinition;
    [RESERVATION_FQDN]: Reservation;
    [ORDER_FQDN]: EventOrder;
    [STAFF_MEMBER_FQDN]: EventStaffMember;
  }
}

/** What the events domain announces (docs/webhooks.md). */
export const eventsEvents: EntityEvents[] = [
  {
    entityFqdn: EVENT_FQDN,
    entity: 'Event',
    actions: {
      created: 'An event is created (a draft or published)',
      updated: 'An event changes',
      deleted: 'An event is deleted',
      published: 'A draft is published',
      canceled: 'An event is canceled (its buyers and guests are mailed)',
      cloned: 'An event is made as a copy of another',
      started: "An event's start time comes",
      ended: "An event's end time comes",
    },
  },
  {
    entityFqdn: TICKET_DEFINITION_FQDN,
    entity: 'TicketDefinition',
    actions: {
      created: 'A kind of ticket is added to an event',
      updated: 'A kind of ticket changes, or its sales move',
      deleted: 'A kind of ticket is deleted',
    },
  },
  {
    entityFqdn: RESERVATION_FQDN,
    entity: 'Reservation',
    actions: {
      created: 'Tickets are held for a buyer',
      updated: 'A hold is confirmed, canceled or runs out',
    },
  },
  {
    entityFqdn: ORDER_FQDN,
    entity: 'EventOrder',
    actions: {
      created: 'A ticket order is placed',
      updated: 'A ticket order changes: paid, refunded, archived, its guests named, tickets checked in',
      confirmed: 'The owner confirms an order paid at the door or offline',
      canceled: "An unpaid order's time runs out",
    },
    olderTypes: [
      {
        type: 'wix.events.ticketing.events.OrderInitiated',
        action: 'created',
        when: 'A ticket order is placed (an order paid online is placed paid). Body: the order itself',
      },
      {
        type: 'wix.events.ticketing.events.OrderUpdated',
        action: 'updated',
        when: 'A ticket order changes. Body: the order itself',
      },
      {
        type: 'wix.events.ticketing.events.OrderConfirmed',
        action: 'confirmed',
        when: 'The owner confirms an order paid at the door or offline. Body: the order itself',
      },
    ],
  },
  {
    entityFqdn: STAFF_MEMBER_FQDN,
    entity: 'EventStaffMember',
    actions: {
      created: 'The owner adds a staff member to events',
      updated: 'A staff member joins, or the owner changes them, pauses or resumes their access',
      deleted: 'The owner removes a staff member',
    },
  },
];
