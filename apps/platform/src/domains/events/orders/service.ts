import type {
  EventCheckoutRequest,
  EventCheckoutResponse,
  EventOrderFieldset,
  ListOrdersQuery,
  PosCheckoutRequest,
  UpdateEventCheckoutRequest,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { forbidden, notFound, ValidationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { SitesService } from '../../sites/service.js';
import type { EventRecord } from '../events/record.js';
import { ORDER_FQDN } from '../events.js';
import type { EventNotices } from '../notices/event-notices.js';
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
import { createOwnerOrders, orderProblem } from './owner-orders.js';
import { presentOrder } from './presenter.js';
import { HOLDS_TICKETS, type OrderRecord, type TicketRecord } from './record.js';
import { createEventRefunds } from './refunds.js';
import * as repo from './repo.js';
import { createTicketManagement } from './ticket-management.js';

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  payments: AuthorizedPaymentsDeps['payments'] & Pick<PaymentProvider, 'refund'>;
  sites: Pick<SitesService, 'getSite'>;
  coupons: CheckoutDeps['coupons'];
  reservations: Pick<ReservationsService, 'linesOf'>;
  findEvent(siteId: string, id: string, on?: Queryable): Promise<EventRecord | undefined>;
  notices: Pick<EventNotices, 'ticketsIssued' | 'refunded'>;
}

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
  const { notices } = deps;
  const authorized = createAuthorizedPayments({ db, clock, payments: deps.payments, announce, notices });
  const refunds = createEventRefunds({ db, clock, payments: deps.payments, announce, notices });

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

    ...createOwnerOrders({ db, clock, announce, notices, presented }),

    /** Checks tickets in at the door: each once, and only of an order that admits its guests. */
    checkInTickets: (siteId: string, eventId: string, ticketNumbers: readonly string[]) =>
      checkInTickets({ db, clock, announce }, siteId, eventId, ticketNumbers),
    ...createTicketManagement({ db, announce }),

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
    refundOrder: refunds.refund,

    /** The hosted page: the order its session's reservation became, if any. */
    orderOfReservation: (siteId: string, reservationId: string) =>
      repo.orderOfReservation(db, siteId, reservationId),
    presented,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
