import type { EventTicket } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import { numberedTickets, ordersOf } from './numbered-tickets.js';
import { presentTicket } from './presenter.js';
import { ADMITS, type OrderRecord } from './record.js';
import * as repo from './repo.js';

const orderProblem = (code: string, description: string) =>
  new ApplicationError({ status: 409, code, description });

/**
 * Checks tickets in at the door: each once (one conditional update per ticket, so a second scan,
 * even a simultaneous one, is refused), and only of an order that admits its guests (paid, free
 * or paying at the door). All or none: one refused ticket checks in none of the others.
 */
export async function checkInTickets(
  deps: {
    db: Database;
    clock: Clock;
    announce(tx: Transaction, order: OrderRecord, action: 'updated'): Promise<void>;
  },
  siteId: string,
  eventId: string,
  ticketNumbers: readonly string[],
): Promise<{ tickets: EventTicket[] }> {
  const { db, clock, announce } = deps;

  const at = clock.now().toISOString();
  return db.transaction(async (tx) => {
    const named = await numberedTickets(tx, siteId, eventId, ticketNumbers);
    const checked: EventTicket[] = [];
    for (const { ticket, order } of named) {
      const number = ticket.ticketNumber;
      if (!ADMITS.includes(order.status))
        throw orderProblem(
          'ORDER_NOT_CONFIRMED',
          `Ticket ${number} belongs to an order that is ${order.status}: it does not admit anyone`,
        );
      if (ticket.refundedAt)
        throw orderProblem('TICKET_REFUNDED', `Ticket ${number} was refunded: it does not admit anyone`);
      if (!(await repo.checkIn(tx, siteId, number, at)))
        throw new ApplicationError({
          status: 409,
          code: 'TICKET_ALREADY_CHECKED_IN',
          description: `Ticket ${number} was already checked in at ${ticket.checkedInAt ?? 'an earlier scan'}`,
          // When, for a door page to say ("already checked in at 20:14").
          data: { ticketNumber: number, ...(ticket.checkedInAt ? { checkedInAt: ticket.checkedInAt } : {}) },
        });
      checked.push(presentTicket(order, { ...ticket, checkedInAt: at }));
    }
    for (const order of ordersOf(named)) await announce(tx, order, 'updated');
    return { tickets: checked };
  });
}
