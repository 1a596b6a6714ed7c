import type {
  BulkUpdateOrdersRequest,
  EventOrder,
  EventOrderFieldset,
  SummaryResponse,
  UpdateOrderRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { toDecimalString } from '../../../kernel/money.js';
import type { EventNotices } from '../notices/event-notices.js';
import type { OrderRecord } from './record.js';
import * as repo from './repo.js';
import { salesSummary } from './sales-repo.js';

export const orderProblem = (code: string, description: string) =>
  new ApplicationError({ status: 409, code, description });

/** What the owner does with a site's event orders: archive, fill in, confirm, and sum up their sales. */
export function createOwnerOrders({
  db,
  clock,
  announce,
  notices,
  presented,
}: {
  db: Database;
  clock: Clock;
  announce(tx: Transaction, order: OrderRecord, action: 'updated' | 'confirmed'): Promise<void>;
  notices: Pick<EventNotices, 'ticketsIssued'>;
  presented(
    order: OrderRecord,
    fieldsets?: readonly EventOrderFieldset[],
    on?: Queryable,
  ): Promise<EventOrder>;
}) {
  /** Owner changes that need the order as it is now: read and written under the transaction. */
  async function ownerChange(
    siteId: string,
    eventId: string,
    orderNumbers: readonly string[],
    change: (tx: Transaction, order: OrderRecord) => Promise<OrderRecord>,
  ): Promise<EventOrder[]> {
    return db.transaction(async (tx) => {
      const found = await repo.ordersNumbered(tx, siteId, orderNumbers);
      const changed: EventOrder[] = [];
      for (const number of new Set(orderNumbers)) {
        const order = found.find((candidate) => candidate.orderNumber === number);
        if (!order || order.eventId !== eventId) throw notFound('Order', number);
        changed.push(await presented(await change(tx, order), [], tx));
      }
      return changed;
    });
  }

  return {
    async updateOrder(siteId: string, eventId: string, orderNumber: string, request: UpdateOrderRequest) {
      const [order] = await ownerChange(siteId, eventId, [orderNumber], async (tx, current) => {
        const next: OrderRecord = {
          ...current,
          ...(request.archived !== undefined ? { archived: request.archived } : {}),
          ...(request.checkoutForm ? { checkoutForm: request.checkoutForm } : {}),
          updated: clock.now().toISOString(),
        };
        await repo.saveOrder(tx, next);
        await announce(tx, next, 'updated');
        return next;
      });
      return { order: order as EventOrder };
    },

    async bulkUpdateOrders(siteId: string, eventId: string, request: BulkUpdateOrdersRequest) {
      const orders = await ownerChange(siteId, eventId, request.orderNumber, async (tx, current) => {
        if (request.archived === undefined || request.archived === current.archived) return current;
        const next = { ...current, archived: request.archived, updated: clock.now().toISOString() };
        await repo.saveOrder(tx, next);
        await announce(tx, next, 'updated');
        return next;
      });
      return { orders };
    },

    /** The owner confirms orders waiting for money (at the door, or unpaid online): they become PAID. */
    async confirmOrder(siteId: string, eventId: string, orderNumbers: readonly string[]) {
      const orders = await ownerChange(siteId, eventId, orderNumbers, async (tx, current) => {
        if (current.status === 'PAID' || current.status === 'FREE') return current;
        const { payBy: _deadline, ...rest } = current;
        const paid = await repo.moveStatus(tx, rest, ['PENDING', 'OFFLINE_PENDING', 'INITIATED'], 'PAID', {
          method: current.method ?? 'manual',
          updated: clock.now().toISOString(),
        });
        if (!paid)
          throw orderProblem(
            'ORDER_NOT_CONFIRMABLE',
            `Order ${current.orderNumber} is ${current.status} and cannot be confirmed`,
          );
        await announce(tx, paid, 'confirmed');
        // Tickets paid at the door were mailed when the order was placed; an unpaid online order's were not.
        if (current.status !== 'OFFLINE_PENDING') await notices.ticketsIssued(tx, paid);
        return paid;
      });
      return { orders };
    },

    async getSummary(siteId: string, eventId: string | undefined): Promise<SummaryResponse> {
      const money = (minor: number, currency: string) => {
        const value = toDecimalString(minor, currency);
        return { amount: value, value, currency };
      };
      return {
        sales: (await salesSummary(db, siteId, eventId)).map((row) => ({
          total: money(row.totalMinor, row.currency),
          totalOrders: row.orders,
          totalTickets: row.tickets,
          revenue: money(row.revenueMinor, row.currency),
        })),
      };
    },
  };
}
