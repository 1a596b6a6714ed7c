import { type EventGuest, EventOrderStatuses, RsvpStatuses } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { presentTicket } from '../orders/presenter.js';
import { ADMITS, type OrderRecord, type TicketRecord } from '../orders/record.js';
import * as orders from '../orders/repo.js';
import * as rsvps from '../rsvp/repo.js';

const ATTENDANCE_OF_RSVP = { YES: 'ATTENDING', NO: 'NOT_ATTENDING', WAITING: 'IN_WAITLIST' } as const;
/** Order numbers read per statement when gathering an event's tickets. */
const ORDERS_PER_READ = 500;

const ticketOf = (ticket: TicketRecord) => ({
  number: ticket.ticketNumber,
  definitionId: ticket.ticketDefinitionId,
  name: ticket.name,
});

/** The buyer of an order, one entry for its tickets. */
function buyerGuest(order: OrderRecord, tickets: readonly TicketRecord[]): EventGuest {
  return {
    id: `buyer-${order.orderNumber}`,
    eventId: order.eventId,
    guestType: 'BUYER',
    orderNumber: order.orderNumber,
    tickets: tickets.map(ticketOf),
    ...(order.memberId ? { memberId: order.memberId } : {}),
    guestDetails: {
      ...order.buyer,
      ...(order.checkoutForm ? { formResponse: order.checkoutForm } : {}),
      checkedIn: tickets.length > 0 && tickets.every((ticket) => ticket.checkedInAt),
    },
    attendanceStatus: ADMITS.includes(order.status) ? 'ATTENDING' : 'NOT_ATTENDING',
    totalGuests: tickets.length,
    createdDate: order.created,
    updatedDate: order.updated,
  };
}

/** The holder of one ticket: its named guest, or else the buyer. */
function ticketHolder(order: OrderRecord, ticket: TicketRecord): EventGuest {
  // The ticket's guest as the door list shows it: its own, or the buyer's.
  const { guestAssigned: _, form, ...person } = presentTicket(order, ticket).guestDetails;
  return {
    id: `ticket-${ticket.ticketNumber}`,
    eventId: order.eventId,
    guestType: 'TICKET_HOLDER',
    orderNumber: order.orderNumber,
    ticketNumber: ticket.ticketNumber,
    tickets: [ticketOf(ticket)],
    ...(order.memberId ? { memberId: order.memberId } : {}),
    guestDetails: {
      ...person,
      ...(form ? { formResponse: form } : {}),
      checkedIn: Boolean(ticket.checkedInAt),
    },
    attendanceStatus: ADMITS.includes(order.status) && !ticket.refundedAt ? 'ATTENDING' : 'NOT_ATTENDING',
    totalGuests: 1,
    createdDate: order.created,
    updatedDate: order.updated,
  };
}

/** Everyone one event expects: each RSVP, each order's buyer and each ticket's holder. */
export async function guestsOfEvent(db: Queryable, siteId: string, eventId: string): Promise<EventGuest[]> {
  const answers = await rsvps.answersOfEvent(db, siteId, eventId, RsvpStatuses);
  const placed = await orders.ordersOfEvent(db, siteId, eventId, EventOrderStatuses);
  const tickets: TicketRecord[] = [];
  for (let start = 0; start < placed.length; start += ORDERS_PER_READ)
    tickets.push(
      ...(await orders.ticketsOf(
        db,
        siteId,
        placed.slice(start, start + ORDERS_PER_READ).map((order) => order.orderNumber),
      )),
    );
  const guests: EventGuest[] = answers.map(({ rsvp }) => ({
    id: rsvp.id,
    eventId,
    guestType: 'RSVP',
    rsvpId: rsvp.id,
    tickets: [],
    ...(rsvp.memberId ? { memberId: rsvp.memberId } : {}),
    guestDetails: {
      email: rsvp.email,
      firstName: rsvp.firstName,
      lastName: rsvp.lastName,
      formResponse: rsvp.rsvpForm,
      checkedIn: rsvp.guests.length > 0 && rsvp.guests.every((guest) => guest.checkIn),
    },
    attendanceStatus: ATTENDANCE_OF_RSVP[rsvp.status],
    totalGuests: rsvp.totalGuests,
    createdDate: rsvp.created,
    updatedDate: rsvp.modified,
  }));
  const byOrder = new Map<string, TicketRecord[]>();
  for (const ticket of tickets)
    byOrder.set(ticket.orderNumber, [...(byOrder.get(ticket.orderNumber) ?? []), ticket]);
  for (const order of placed) {
    const own = byOrder.get(order.orderNumber) ?? [];
    guests.push(buyerGuest(order, own), ...own.map((ticket) => ticketHolder(order, ticket)));
  }
  return guests;
}
