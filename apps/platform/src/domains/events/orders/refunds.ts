import type { RefundEventOrderRequest, RefundEventOrderResponse } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { newId } from '../../../kernel/ids.js';
import { toDecimalString } from '../../../kernel/money.js';
import { paymentKey } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { EventNotices } from '../notices/event-notices.js';
import * as ticketsRepo from '../tickets/repo.js';
import type { OrderRecord, TicketRecord } from './record.js';
import * as repo from './repo.js';

const refused = (code: string, description: string) =>
  new ApplicationError({ status: 409, code, description });

/**
 * What refunding `chosen` gives back: each ticket's share of what the buyer paid (fees included),
 * in proportion to its price, in whole minor units; the last tickets left take whatever is left,
 * so a refund of them all gives back exactly the order's total.
 */
export function refundAmount(
  totalMinor: number,
  refundedMinor: number,
  tickets: readonly Pick<TicketRecord, 'ticketNumber' | 'priceMinor' | 'refundedAt'>[],
  chosen: ReadonlySet<string>,
): number {
  const open = tickets.filter((ticket) => !ticket.refundedAt);
  if (open.every((ticket) => chosen.has(ticket.ticketNumber))) return totalMinor - refundedMinor;
  const prices = tickets.reduce((sum, ticket) => sum + ticket.priceMinor, 0);
  if (prices === 0) return 0;
  return open
    .filter((ticket) => chosen.has(ticket.ticketNumber))
    .reduce((sum, ticket) => sum + Math.floor((totalMinor * ticket.priceMinor) / prices), 0);
}

/**
 * The owner refunds a paid order's tickets to the card: under the order's lock, re-read, the
 * provider called with a key made of the order and its count of earlier refunds (the same on a
 * retry of this one). Refunded tickets go back on sale and no longer admit anyone; an order with
 * every ticket refunded is CANCELED.
 */
export function createEventRefunds(deps: {
  db: Database;
  clock: Clock;
  payments: Pick<PaymentProvider, 'refund'>;
  announce(tx: Transaction, order: OrderRecord, action: 'updated'): Promise<void>;
  notices: Pick<EventNotices, 'refunded'>;
}) {
  const { db, clock, payments } = deps;
  return {
    refund(
      siteId: string,
      orderNumber: string,
      request: RefundEventOrderRequest,
    ): Promise<RefundEventOrderResponse> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, siteId, orderNumber);
        if (!order || order.eventId !== request.eventId) throw notFound('Order', orderNumber);
        if (order.status !== 'PAID' || !order.transactionId || order.method !== 'card')
          throw refused(
            'ORDER_NOT_REFUNDABLE',
            `Order ${orderNumber} is ${order.status}${order.method && order.method !== 'card' ? ` (paid ${order.method})` : ''}: only an order paid by card is refunded here`,
          );
        const tickets = await repo.ticketsOf(tx, siteId, [orderNumber]);
        const asked =
          request.ticketNumbers ?? tickets.filter((ticket) => !ticket.refundedAt).map((t) => t.ticketNumber);
        const chosen = new Set(asked);
        for (const number of chosen) {
          const ticket = tickets.find((candidate) => candidate.ticketNumber === number);
          if (!ticket) throw notFound('Ticket', number);
          if (ticket.refundedAt)
            throw refused('TICKET_ALREADY_REFUNDED', `Ticket ${number} is already refunded`);
          if (ticket.checkedInAt)
            throw refused('TICKET_ALREADY_USED', `Ticket ${number} was checked in: it is not refunded`);
        }
        if (chosen.size === 0)
          throw refused('TICKET_ALREADY_REFUNDED', `Every ticket of order ${orderNumber} is refunded`);
        const earlier = order.refunds ?? [];
        const refundedMinor = earlier.reduce((sum, refund) => sum + refund.amountMinor, 0);
        const amountMinor = refundAmount(order.totalMinor, refundedMinor, tickets, chosen);
        const at = clock.now().toISOString();
        let refundId = 'nothing-paid';
        if (amountMinor > 0) {
          const answer = await payments.refund({
            siteId,
            transactionId: order.transactionId,
            amountMinor,
            currency: order.currency,
            reference: `event-order:${order.eventId}:${orderNumber}`,
            idempotencyKey: paymentKey('event-refund', siteId, orderNumber, earlier.length),
          });
          if (answer.status !== 'DONE') throw refused('REFUND_REFUSED', answer.reason);
          refundId = answer.refundId;
        }
        for (const number of chosen) await repo.refundTicket(tx, siteId, number, at);
        const byDefinition = new Map<string, number>();
        for (const ticket of tickets.filter((candidate) => chosen.has(candidate.ticketNumber)))
          byDefinition.set(ticket.ticketDefinitionId, (byDefinition.get(ticket.ticketDefinitionId) ?? 0) + 1);
        for (const [definitionId, count] of [...byDefinition].sort())
          await ticketsRepo.unsellTickets(tx, siteId, definitionId, count);
        const refunds = [
          ...earlier,
          {
            id: newId(),
            refundId,
            amountMinor,
            ticketNumbers: [...chosen],
            ...(request.reason ? { reason: request.reason } : {}),
            at,
          },
        ];
        const allRefunded = tickets.every((ticket) => ticket.refundedAt || chosen.has(ticket.ticketNumber));
        const next = allRefunded
          ? await repo.moveStatus(tx, order, ['PAID'], 'CANCELED', { refunds, updated: at })
          : { ...order, refunds, updated: at };
        if (!next) throw notFound('Order', orderNumber);
        if (!allRefunded) await repo.saveOrder(tx, next);
        await deps.announce(tx, next, 'updated');
        await deps.notices.refunded(tx, next, { amountMinor, ticketNumbers: [...chosen] });
        return {
          refundedAmount: toDecimalString(amountMinor, order.currency),
          currency: order.currency,
          ticketNumbers: [...chosen],
          orderStatus: next.status,
        };
      });
    },
  };
}
