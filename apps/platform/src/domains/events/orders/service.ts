import type {
  BulkUpdateOrdersRequest,
  EventCheckoutRequest,
  EventCheckoutResponse,
  EventOrder,
  EventOrderFieldset,
  ListOrdersQuery,
  PosCheckoutRequest,
  SummaryResponse,
  UpdateEventCheckoutRequest,
  UpdateOrderRequest,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, forbidden, notFound, ValidationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { toDecimalString } from '../../../kernel/money.js';
import type { SitesService } from '../../sites/service.js';
import type { EventRecord } from '../events/record.js';
import { ORDER_FQDN } from '../events.js';
import { holderKeyOf } from '../reservations/holder.js';
import type { ReservationsService } from '../reservations/service.js';
import { type AuthorizedPaymentsDeps, createAuthorizedPayments } from './authorized-payments.js';
import { putBackOnSale } from './back-on-sale.js';
import { buyerOf, checkoutFormOf, guestOf } from './buyer-details.js';
import { calendarLinksOf } from './calendar-links.js';
import { checkInTickets } from './check-in.js';
import {
  type CheckoutDeps,
  createEventCheckout,
  type ExpireOrderJob,
  type Payment,
  type PlannedOrder,
} from './checkout.js';
import { listOrders } from './listing.js';
import { presentOrder } from './presenter.js';
import { HOLDS_TICKETS, type OrderRecord, type TicketRecord } from './record.js';
import * as repo from './repo.js';

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  payments: AuthorizedPaymentsDeps['payments'];
  sites: Pick<SitesService, 'getSite'>;
  coupons: CheckoutDeps['coupons'];
  reservations: Pick<ReservationsService, 'linesOf'>;
  findEvent(siteId: string, id: string, on?: Queryable): Promise<EventRecord | undefined>;
}

const orderProblem = (code: string, description: string) =>
  new ApplicationError({ status: 409, code, description });

/**
 * Event orders: placed at checkout (by the buyer, or by the owner at the box office), read by
 * the buyer who placed them and by the owner, who lists, confirms, archives and checks tickets in.
 * An unpaid PENDING order runs out with its deadline, and its tickets go back on sale, once.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, clock } = deps;

  async function announce(
    tx: Transaction,
    order: OrderRecord,
    action: 'created' | 'updated' | 'confirmed' | 'canceled',
  ) {
    await recordEvent(tx, {
      siteId: order.siteId,
      entityFqdn: ORDER_FQDN,
      action,
      entityId: order.orderNumber,
      entity: presentOrder(order, await repo.ticketsOf(tx, order.siteId, [order.orderNumber])),
      eventTime: clock.now().toISOString(),
    });
  }

  const checkout = createEventCheckout({ ...deps, announce });
  const authorized = createAuthorizedPayments({ db, clock, payments: deps.payments, announce });

  /** The order and its tickets when the caller may see it: the owner, or the buyer who placed it. */
  async function visibleOrder(
    identity: AuthenticatedIdentity,
    eventId: string,
    orderNumber: string,
    on: Queryable = db,
  ) {
    const order = await repo.findOrder(on, identity.siteId, orderNumber);
    const mine = identity.kind === 'owner' || order?.holderKey === holderKeyOf(identity);
    if (!order || order.eventId !== eventId || !mine) throw notFound('Order', orderNumber);
    return order;
  }

  async function presented(
    order: OrderRecord,
    fieldsets?: readonly EventOrderFieldset[],
    on: Queryable = db,
  ) {
    return presentOrder(order, await repo.ticketsOf(on, order.siteId, [order.orderNumber]), fieldsets);
  }

  /** What a checkout answers: the order placed, and the hold it came from. */
  async function checkoutAnswer(
    order: OrderRecord,
    reservation: PlannedOrder['reservation'],
    on: Queryable,
  ): Promise<EventCheckoutResponse> {
    return {
      order: await presented(order, [], on),
      expires: order.payBy ?? reservation.expires,
      reservations: await deps.reservations.linesOf(reservation, on),
    };
  }

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
    getInvoice: checkout.getInvoice,

    async checkout(
      identity: AuthenticatedIdentity,
      request: EventCheckoutRequest,
    ): Promise<EventCheckoutResponse> {
      const planned = await checkout.plan(identity, request, 'ONLINE');
      return db.transaction(async (tx) =>
        checkoutAnswer(await checkout.place(tx, planned), planned.reservation, tx),
      );
    },

    /** Places an order and pays it by card in one transaction (the hosted page): a refusal keeps the hold. */
    async checkoutPaying(identity: AuthenticatedIdentity, request: EventCheckoutRequest, payment: Payment) {
      const planned = await checkout.plan(identity, request, 'ONLINE');
      return db.transaction(async (tx) => presented(await checkout.place(tx, planned, payment), [], tx));
    },

    async posCheckout(identity: AuthenticatedIdentity, request: PosCheckoutRequest) {
      const planned = await checkout.plan(
        identity,
        {
          eventId: request.eventId,
          reservationId: request.reservationId,
          // A box-office sale names no buyer; the guests' names can be added later (updateCheckout).
          buyer: { firstName: 'Box office', lastName: 'sale', email: '' },
        },
        'OFFLINE_POS',
      );
      if (request.paymentDetailsId) planned.order.transactionId = request.paymentDetailsId;
      return db.transaction(async (tx) =>
        checkoutAnswer(await checkout.place(tx, planned), planned.reservation, tx),
      );
    },

    /** The buyer (or the owner) corrects the buyer's and guests' details of an order not yet ended. */
    async updateCheckout(
      identity: AuthenticatedIdentity,
      eventId: string,
      orderNumber: string,
      request: UpdateEventCheckoutRequest,
    ) {
      if (request.discount || request.paidPlanBenefit)
        throw ValidationError.field(
          request.discount ? 'discount' : 'paidPlanBenefit',
          'cannot change once the order is placed',
          'FIELD_NOT_ALLOWED',
        );
      if (request.memberId && identity.kind !== 'owner')
        throw forbidden('Only the site owner moves an order to a member');
      return db.transaction(async (tx) => {
        const order = await visibleOrder(identity, eventId, orderNumber, tx);
        if (!HOLDS_TICKETS.includes(order.status))
          throw orderProblem(
            'ORDER_NOT_UPDATABLE',
            `Order ${orderNumber} is ${order.status} and can no longer change`,
          );
        const tickets = await repo.ticketsOf(tx, order.siteId, [orderNumber]);
        const guests = request.guests ?? [];
        if (guests.length > tickets.length)
          throw ValidationError.field(
            'guests',
            `may name at most ${tickets.length} guests, one per ticket`,
            'MAX_SIZE',
          );
        const buyer = request.buyer ? buyerOf(request.buyer, undefined) : order.buyer;
        const next: OrderRecord = {
          ...order,
          buyer,
          checkoutForm: checkoutFormOf(buyer),
          ...(request.memberId ? { memberId: request.memberId } : {}),
          updated: clock.now().toISOString(),
        };
        const renamed: TicketRecord[] = tickets.map((ticket, index) => {
          const form = guests[index]?.form;
          return form ? { ...ticket, guest: guestOf(form, `guests.${index}`, true) } : ticket;
        });
        await repo.saveOrder(tx, next, request.guests ? renamed : undefined);
        await announce(tx, next, 'updated');
        return { order: await presented(next, [], tx) };
      });
    },

    listOrders: (identity: AuthenticatedIdentity, query: ListOrdersQuery) => listOrders(db, identity, query),

    async getOrder(
      identity: AuthenticatedIdentity,
      eventId: string,
      orderNumber: string,
      fieldset?: EventOrderFieldset | EventOrderFieldset[],
    ) {
      const order = await visibleOrder(identity, eventId, orderNumber);
      const event = await deps.findEvent(identity.siteId, eventId);
      return {
        order: await presented(order, listOf(fieldset)),
        calendarLinks: calendarLinksOf(event),
      };
    },

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
        sales: (await repo.salesSummary(db, siteId, eventId)).map((row) => ({
          total: money(row.totalMinor, row.currency),
          totalOrders: row.orders,
          totalTickets: row.tickets,
          revenue: money(row.revenueMinor, row.currency),
        })),
      };
    },

    /** Checks tickets in at the door: each once, and only of an order that admits its guests. */
    checkInTickets: (siteId: string, eventId: string, ticketNumbers: readonly string[]) =>
      checkInTickets({ db, clock, announce }, siteId, eventId, ticketNumbers),

    async checkoutOptions(siteId: string) {
      const { settings } = await deps.sites.getSite(siteId);
      return {
        paymentMethodConfigured: settings.acceptsPayments,
        acceptCoupons: true,
        premiumServices: true,
        paidTickets: settings.acceptsPayments,
        acceptGiftCards: false,
      };
    },

    /** The job: an order still unpaid at its deadline is cancelled and its tickets go back on sale, once. */
    async expireOrder(tx: Transaction, { siteId, orderNumber }: ExpireOrderJob): Promise<void> {
      const order = await repo.findOrder(tx, siteId, orderNumber);
      if (order?.status !== 'PENDING' || (order.payBy ?? '') > clock.now().toISOString()) return;
      const canceled = await repo.moveStatus(tx, order, ['PENDING'], 'CANCELED', {
        updated: clock.now().toISOString(),
      });
      if (!canceled) return;
      await putBackOnSale(tx, order);
      await announce(tx, canceled, 'canceled');
    },

    /** Delayed capture: the owner takes an AUTHORIZED order's payment (PAID) or releases it (VOIDED). */
    captureAuthorizedPayment: authorized.capture,
    voidAuthorizedPayment: authorized.void,
    endAuthorization: authorized.end,

    /** The hosted page: the order its session's reservation became, if any. */
    orderOfReservation: (siteId: string, reservationId: string) =>
      repo.orderOfReservation(db, siteId, reservationId),
    presented,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
