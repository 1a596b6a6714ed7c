import {
  type EventCheckoutRequest,
  type EventOrderStatus,
  type GetInvoiceRequest,
  type GetInvoiceResponse,
  type Invoice,
  RESERVATION_MINUTES,
  type TicketFeeType,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, forbidden, notFound, ValidationError } from '../../../kernel/errors.js';
import { scheduleJob } from '../../../kernel/jobs/jobs.js';
import { type Minor, toMinor } from '../../../kernel/money.js';
import type { CouponsService } from '../../ecom/coupons.js';
import type { SitesService } from '../../sites/service.js';
import type { EventNotices } from '../notices/event-notices.js';
import { holderKeyOf } from '../reservations/holder.js';
import { type InvoiceDiscount, invoiceOf } from '../reservations/invoice.js';
import type { ReservationRecord } from '../reservations/repo.js';
import * as reservationsRepo from '../reservations/repo.js';
import type { ReservationsService } from '../reservations/service.js';
import * as ticketsRepo from '../tickets/repo.js';
import { scheduleAuthorizationEnd } from './authorized-payments.js';
import { buyerOf, checkoutFormOf, guestOf } from './buyer-details.js';
import { newOrderNumber, ticketNumberOf } from './numbers.js';
import type { OrderRecord, TicketRecord } from './record.js';
import * as repo from './repo.js';

export const EXPIRE_ORDER_JOB = 'events.expire-order';
export interface ExpireOrderJob {
  siteId: string;
  orderNumber: string;
}

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  coupons: Pick<CouponsService, 'discountFor'>;
  reservations: Pick<ReservationsService, 'linesOf'>;
  /** Records the order's domain event in the transaction that made it. */
  announce(tx: Transaction, order: OrderRecord, action: 'created' | 'updated' | 'confirmed'): Promise<void>;
  notices: Pick<EventNotices, 'ticketsIssued'>;
}

/** An order ready to be placed: everything checked that needs no lock. */
export interface PlannedOrder {
  order: OrderRecord;
  tickets: TicketRecord[];
  reservation: ReservationRecord;
}

/** How the planned order is paid once placed: by card now (`collect`), or as `status` says. */
export interface Payment {
  /**
   * Charges the order's total in the placing transaction, or only authorizes it (the event's
   * delayed capture: `authorizedUntil` says when the authorization runs out); throws to refuse
   * (rolls all back).
   */
  collect?: (amountMinor: Minor) => Promise<{ transactionId: string; authorizedUntil?: string }>;
}

const reservationProblem = (record: ReservationRecord, now: string) =>
  record.status === 'RESERVATION_PENDING' && record.expires <= now
    ? new ApplicationError({
        status: 409,
        code: 'RESERVATION_EXPIRED',
        description: 'The tickets were held for 20 minutes and that time has run out: choose them again',
      })
    : new ApplicationError({
        status: 409,
        code: 'RESERVATION_NOT_PENDING',
        description:
          record.status === 'RESERVATION_CONFIRMED'
            ? 'These tickets have already been ordered'
            : 'This reservation has ended (expired or cancelled): choose the tickets again',
      });

/** A held line's fee type, as the invoice made at the hold recorded it. */
const feeTypeOf = (invoice: Invoice, ticketDefinitionId: string): TicketFeeType => {
  const fee = invoice.items.find((item) => item.id === ticketDefinitionId)?.fees[0];
  return (fee?.type as TicketFeeType | undefined) ?? 'NO_FEE';
};

/** What the seller keeps: the total less every service fee (added or included). */
const revenueOf = (invoice: Invoice, currency: string): Minor =>
  toMinor(invoice.grandTotal.value, currency, 'invoice') -
  invoice.items.reduce(
    (sum, item) =>
      sum + item.fees.reduce((fees, fee) => fees + toMinor(fee.amount.value, currency, 'fee'), 0),
    0,
  );

/**
 * Event checkout: the invoice of a hold (with a coupon), and turning a hold into an order. An
 * order is planned outside any transaction, then placed in one: the hold is confirmed by a
 * conditional update (a hold that ran out, or is already an order, refuses), its tickets move
 * from held to sold, a card is charged before the commit (a refusal rolls everything back), and
 * an unpaid PENDING order gets a deadline job.
 */
export function createEventCheckout(deps: CheckoutDeps) {
  const { db, clock } = deps;

  /** The caller's own hold on the event (the owner's: any). */
  async function holdOf(identity: AuthenticatedIdentity, eventId: string, reservationId: string) {
    const record = await reservationsRepo.findReservation(db, identity.siteId, reservationId);
    const mine = identity.kind === 'owner' || record?.holderKey === holderKeyOf(identity);
    if (!record || record.eventId !== eventId || !mine) throw notFound('Reservation', reservationId);
    return record;
  }

  /** The hold's invoice again, with the coupon when it applies; why it does not, when not. */
  async function priced(record: ReservationRecord, couponCode: string | undefined) {
    const { settings } = await deps.sites.getSite(record.siteId);
    const lines = record.lines.map((line) => ({
      ...line,
      name: record.invoice.items.find((item) => item.id === line.ticketDefinitionId)?.name ?? '',
      feeType: feeTypeOf(record.invoice, line.ticketDefinitionId),
    }));
    let discount: InvoiceDiscount | undefined;
    let discountError: string | undefined;
    if (couponCode) {
      const subTotal = lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
      const check = await deps.coupons.discountFor(record.siteId, couponCode, subTotal, settings.currency);
      if (!check) discountError = 'ERROR_COUPON_DOES_NOT_EXIST';
      else if (!check.applies) discountError = 'ERROR_COUPON_IS_NOT_ACTIVE';
      else discount = { code: check.coupon.code, name: check.coupon.name, minor: check.discountMinor };
    }
    return { invoice: invoiceOf(lines, settings.currency, discount), discountError, settings };
  }

  async function plan(
    identity: AuthenticatedIdentity,
    request: EventCheckoutRequest,
    channel: OrderRecord['channel'],
  ): Promise<PlannedOrder> {
    const owner = identity.kind === 'owner';
    if (request.options?.markAsPaid && !owner) throw forbidden('markAsPaid is for the site owner');
    if (request.memberId && !owner && !(identity.kind === 'member' && identity.memberId === request.memberId))
      throw forbidden('An order can be placed only for the member who places it');
    if (request.paidPlanBenefit)
      throw new ApplicationError({
        status: 409,
        code: 'PLAN_BENEFIT_NOT_AVAILABLE',
        description: 'No membership plan covers these tickets',
      });
    const reservation = await holdOf(identity, request.eventId, request.reservationId);
    const now = clock.now().toISOString();
    if (reservation.status !== 'RESERVATION_PENDING' || reservation.expires <= now)
      throw reservationProblem(reservation, now);
    const { invoice, discountError, settings } = await priced(reservation, request.discount?.couponCode);
    if (discountError)
      throw new ApplicationError({
        status: 400,
        code: 'INVALID_COUPON',
        description: `The code ${request.discount?.couponCode} cannot be used`,
        data: { code: discountError },
      });

    const count = reservation.lines.reduce((sum, line) => sum + line.quantity, 0);
    const guests = request.guests ?? [];
    if (guests.length > count)
      throw ValidationError.field('guests', `may name at most ${count} guests, one per ticket`, 'MAX_SIZE');
    const checkForm = !(owner && request.options?.ignoreFormValidation);
    const buyer = buyerOf(request.buyer, guests[0]?.form);
    const totalMinor = toMinor(invoice.grandTotal.value, settings.currency, 'invoice');
    const status: EventOrderStatus =
      totalMinor === 0
        ? 'FREE'
        : channel === 'OFFLINE_POS' || request.options?.markAsPaid
          ? 'PAID'
          : request.options?.payInPerson
            ? 'OFFLINE_PENDING'
            : 'PENDING';
    if (status === 'PENDING' && !settings.acceptsPayments)
      throw new ApplicationError({
        status: 409,
        code: 'ONLINE_PAYMENT_NOT_AVAILABLE',
        description: 'This site does not take payments online: pay in person',
      });
    const orderNumber = newOrderNumber();
    const memberId = request.memberId ?? (identity.kind === 'member' ? identity.memberId : undefined);
    const order: OrderRecord = {
      siteId: identity.siteId,
      orderNumber,
      eventId: reservation.eventId,
      reservationId: reservation.id,
      holderKey: holderKeyOf(identity),
      ...(memberId ? { memberId } : {}),
      status,
      confirmed: status === 'PAID' || status === 'FREE',
      archived: false,
      channel,
      buyer,
      checkoutForm: checkoutFormOf(buyer),
      ...(request.marketingConsent !== undefined ? { marketingConsent: request.marketingConsent } : {}),
      lines: reservation.lines,
      invoice,
      totalMinor,
      revenueMinor: revenueOf(invoice, settings.currency),
      currency: settings.currency,
      ...(status === 'OFFLINE_PENDING' ? { method: 'offline' } : {}),
      ...(status === 'PAID' ? { method: channel === 'OFFLINE_POS' ? 'pos' : 'manual' } : {}),
      ...(status === 'PENDING'
        ? { payBy: new Date(clock.now().getTime() + RESERVATION_MINUTES * 60_000).toISOString() }
        : {}),
      created: now,
      updated: now,
    };
    let position = 0;
    const tickets: TicketRecord[] = reservation.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => {
        const at = position++;
        const form = guests[at]?.form;
        return {
          ticketNumber: ticketNumberOf(orderNumber, at),
          orderNumber,
          eventId: reservation.eventId,
          ticketDefinitionId: line.ticketDefinitionId,
          name: invoice.items.find((item) => item.id === line.ticketDefinitionId)?.name ?? '',
          priceMinor: line.unitMinor,
          currency: settings.currency,
          position: at,
          ...(form ? { guest: guestOf(form, `guests.${at}`, checkForm) } : {}),
        };
      }),
    );
    return { order, tickets, reservation };
  }

  /** Places a planned order inside `tx`; see the service's comment for the steps. */
  async function place(tx: Transaction, planned: PlannedOrder, payment: Payment = {}): Promise<OrderRecord> {
    const { reservation, tickets } = planned;
    let order = planned.order;
    const now = clock.now().toISOString();
    if (!(await reservationsRepo.confirmPending(tx, order.siteId, reservation.id, now))) {
      const fresh = (await reservationsRepo.findReservation(tx, order.siteId, reservation.id)) ?? reservation;
      throw reservationProblem(fresh, now);
    }
    for (const line of [...reservation.lines].sort((a, b) =>
      a.ticketDefinitionId < b.ticketDefinitionId ? -1 : 1,
    ))
      await ticketsRepo.sellHeldTickets(tx, order.siteId, line.ticketDefinitionId, line.quantity);
    if (order.status === 'PENDING' && payment.collect) {
      const { transactionId, authorizedUntil } = await payment.collect(order.totalMinor);
      const { payBy: _paid, ...rest } = order;
      order = authorizedUntil
        ? { ...rest, status: 'AUTHORIZED', confirmed: false, method: 'card', transactionId, authorizedUntil }
        : { ...rest, status: 'PAID', confirmed: true, method: 'card', transactionId };
    }
    await repo.insertOrder(tx, order, tickets);
    if (order.status === 'PENDING' && order.payBy) {
      const job: ExpireOrderJob = { siteId: order.siteId, orderNumber: order.orderNumber };
      await scheduleJob(tx, clock, EXPIRE_ORDER_JOB, job, {
        runAt: new Date(order.payBy),
        dedupeKey: `${EXPIRE_ORDER_JOB}:${order.siteId}:${order.orderNumber}`,
      });
    }
    if (order.status === 'AUTHORIZED' && order.authorizedUntil)
      await scheduleAuthorizationEnd(tx, clock, order, order.authorizedUntil);
    await deps.announce(tx, order, 'created');
    await deps.notices.ticketsIssued(tx, order);
    return order;
  }

  return {
    plan,
    place,

    async getInvoice(
      identity: AuthenticatedIdentity,
      reservationId: string,
      request: GetInvoiceRequest,
    ): Promise<GetInvoiceResponse> {
      if (request.paidPlanBenefit)
        throw new ApplicationError({
          status: 409,
          code: 'PLAN_BENEFIT_NOT_AVAILABLE',
          description: 'No membership plan covers these tickets',
        });
      const record = await holdOf(identity, request.eventId, reservationId);
      const { invoice, discountError } = await priced(record, request.withDiscount?.couponCode);
      const now = clock.now().toISOString();
      const status =
        record.status === 'RESERVATION_PENDING' && record.expires <= now
          ? 'RESERVATION_EXPIRED'
          : record.status;
      return {
        invoice,
        ...(discountError ? { discountErrors: { error: [{ code: discountError }] } } : {}),
        expires: record.expires,
        reservationStatus: status,
        reservationOccupied: status !== 'RESERVATION_PENDING',
        reservations: await deps.reservations.linesOf(record),
      };
    },
  };
}
