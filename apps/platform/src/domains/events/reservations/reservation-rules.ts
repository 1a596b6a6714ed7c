import type { CreateReservationRequest } from '@bazaar/contracts';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import { toMinor } from '../../../kernel/money.js';
import type { EventRecord } from '../events/record.js';
import { eventStatus } from '../events/status.js';
import { saleStatus } from '../tickets/presenter.js';
import type { StoredTicket } from '../tickets/record.js';
import { invoiceOf } from './invoice.js';
import type * as repo from './repo.js';

/** A refusal of a reservation for an event that takes none now. */
export const closed = (description: string) =>
  new ApplicationError({ status: 409, code: 'REGISTRATION_CLOSED', description });

/** Why an event takes no reservation now, or undefined when it does. */
export function whyClosed(event: EventRecord, now: Date): string | undefined {
  const status = eventStatus(event, now);
  if (event.registration.initialType !== 'TICKETING') return 'This event does not sell tickets';
  if (status === 'CANCELED') return 'This event has been cancelled';
  if (status === 'ENDED') return 'This event has ended';
  if (status === 'DRAFT') return 'This event is not published yet';
  if (event.registration.registrationDisabled) return 'Registration for this event is closed';
  return undefined;
}

/** A hold's lines as stored, and its invoice, from planned lines (each priced when planned). */
export function heldLinesOf(
  planned: readonly { ticket: StoredTicket; quantity: number; unitMinor: number }[],
  currency: string,
): Pick<repo.ReservationRecord, 'lines' | 'invoice'> {
  return {
    lines: planned.map(({ ticket, quantity, unitMinor }) => ({
      ticketDefinitionId: ticket.id,
      quantity,
      unitMinor,
    })),
    invoice: invoiceOf(
      planned.map(({ ticket, quantity, unitMinor }) => ({
        ticketDefinitionId: ticket.id,
        name: ticket.name,
        quantity,
        unitMinor,
        feeType: ticket.feeType,
      })),
      currency,
    ),
  };
}

/** Checks each line against its ticket and the limits, and prices it; nothing is held yet. */
export function planLines(
  now: Date,
  request: CreateReservationRequest,
  event: EventRecord,
  definitions: readonly StoredTicket[],
  owner: boolean,
) {
  const seen = new Set<string>();
  let total = 0;
  const lines = request.ticketQuantities.map((line, index) => {
    const at = `ticketQuantities.${index}`;
    if (seen.has(line.ticketDefinitionId))
      throw ValidationError.field(
        `${at}.ticketDefinitionId`,
        'names a ticket already in the list',
        'VALIDATION',
      );
    seen.add(line.ticketDefinitionId);
    const ticket = definitions.find((definition) => definition.id === line.ticketDefinitionId);
    if (!ticket || (ticket.hidden && !(owner && request.allowHiddenTickets)))
      throw notFound('TicketDefinition', line.ticketDefinitionId);
    const sale = saleStatus(ticket, now);
    if (sale !== 'SALE_STARTED')
      throw new ApplicationError({
        status: 409,
        code: sale === 'SALE_SCHEDULED' ? 'TICKET_SALE_NOT_STARTED' : 'TICKET_SALE_ENDED',
        description:
          sale === 'SALE_SCHEDULED'
            ? `${ticket.name} tickets are not on sale yet`
            : `${ticket.name} tickets are no longer on sale`,
        data: { ticketDefinitionId: ticket.id },
      });
    if (!request.ignoreLimits && line.quantity > ticket.limitPerCheckout)
      throw ValidationError.field(
        `${at}.quantity`,
        `may be at most ${ticket.limitPerCheckout} ${ticket.name} tickets per checkout`,
        'MAX',
      );
    total += line.quantity;
    return {
      ticket,
      quantity: line.quantity,
      unitMinor: unitPriceOf(ticket, line.priceOverride, `${at}.priceOverride`),
    };
  });
  const perOrder = event.registration.tickets.ticketLimitPerOrder;
  if (!request.ignoreLimits && total > perOrder)
    throw ValidationError.field('ticketQuantities', `may hold at most ${perOrder} tickets in all`, 'MAX');
  return lines;
}

/** A standard ticket's price; a donation's amount, at least its minimum (the minimum when none is given). */
function unitPriceOf(ticket: StoredTicket, override: string | undefined, at: string): number {
  const { pricing } = ticket;
  if (override === undefined) return pricing.minor;
  if (pricing.type !== 'DONATION')
    throw ValidationError.field(at, 'is allowed only for donation tickets', 'FIELD_NOT_ALLOWED');
  const minor = toMinor(override, pricing.currency, at);
  if (minor < pricing.minor) throw ValidationError.field(at, 'is below the ticket’s minimum donation', 'MIN');
  return minor;
}

/** A refusal for more of `ticket` than are left, saying how many are. */
export const soldOut = (ticket: StoredTicket, asked: number) => {
  const left = ticket.quantity === null ? null : Math.max(0, ticket.quantity - ticket.sold - ticket.reserved);
  return new ApplicationError({
    status: 409,
    code: 'TICKET_SOLD_OUT',
    description: !left
      ? `${ticket.name} tickets are sold out`
      : `Only ${left} ${ticket.name} tickets are left; ${asked} were asked for`,
    data: { ticketDefinitionId: ticket.id, available: left ?? 0 },
  });
};
