import type { EventOrder, EventOrderFieldset, EventTicket } from '@bazaar/contracts';
import { toDecimalString } from '../../../kernel/money.js';
import type { OrderRecord, TicketRecord } from './record.js';

const checkoutMoney = (minor: number, currency: string) => {
  const value = toDecimalString(minor, currency);
  return { amount: value, value, currency };
};

const fullName = (person: { firstName?: string; lastName?: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

export function presentTicket(order: OrderRecord, ticket: TicketRecord): EventTicket {
  const guest = ticket.guest;
  return {
    ticketNumber: ticket.ticketNumber,
    orderNumber: order.orderNumber,
    ticketDefinitionId: ticket.ticketDefinitionId,
    name: ticket.name,
    price: checkoutMoney(ticket.priceMinor, ticket.currency),
    free: ticket.priceMinor === 0,
    ...(ticket.checkedInAt ? { checkIn: { created: ticket.checkedInAt } } : {}),
    orderStatus: order.status,
    orderArchived: order.archived,
    orderFullName: fullName(order.buyer),
    guestFullName: fullName(guest ?? order.buyer),
    guestDetails: guest
      ? {
          guestAssigned: true,
          ...(guest.firstName ? { firstName: guest.firstName } : {}),
          ...(guest.lastName ? { lastName: guest.lastName } : {}),
          ...(guest.email ? { email: guest.email } : {}),
          form: guest.form,
        }
      : { guestAssigned: false, ...order.buyer },
    // A refunded ticket admits no one: it is archived, whatever its order is; the owner may
    // also archive one ticket apart from its order.
    archived: order.archived || ticket.refundedAt !== undefined || ticket.archived === true,
    ...(order.memberId ? { memberId: order.memberId } : {}),
    channel: order.channel,
  };
}

/**
 * An order in the wire shape: the base fields always, the tickets, the form, the invoice and the
 * payment details when `fieldsets` asks for them (every part when it asks for none).
 */
export function presentOrder(
  order: OrderRecord,
  tickets: readonly TicketRecord[],
  fieldsets: readonly EventOrderFieldset[] = [],
): EventOrder {
  const wants = (part: EventOrderFieldset) => fieldsets.length === 0 || fieldsets.includes(part);
  return {
    orderNumber: order.orderNumber,
    reservationId: order.reservationId,
    eventId: order.eventId,
    ...(order.memberId ? { memberId: order.memberId } : {}),
    created: order.created,
    updated: order.updated,
    firstName: order.buyer.firstName,
    lastName: order.buyer.lastName,
    fullName: fullName(order.buyer),
    email: order.buyer.email,
    ...(wants('FORM') && order.checkoutForm ? { checkoutForm: order.checkoutForm } : {}),
    confirmed: order.confirmed,
    status: order.status,
    ...(order.method ? { method: order.method } : {}),
    ticketsQuantity: tickets.length,
    totalPrice: checkoutMoney(order.totalMinor, order.currency),
    ...(wants('TICKETS') ? { tickets: tickets.map((ticket) => presentTicket(order, ticket)) } : {}),
    archived: order.archived,
    ...(wants('INVOICE') ? { invoice: order.invoice } : {}),
    fullyCheckedIn: tickets.length > 0 && tickets.every((ticket) => ticket.checkedInAt),
    ...(wants('DETAILS') && order.transactionId
      ? {
          paymentDetails: {
            transaction: {
              transactionId: order.transactionId,
              ...(order.method ? { method: order.method } : {}),
            },
          },
        }
      : {}),
    channel: order.channel,
    ...(wants('DETAILS') && order.marketingConsent !== undefined
      ? { marketingConsent: order.marketingConsent }
      : {}),
  };
}
