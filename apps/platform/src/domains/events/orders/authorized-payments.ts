import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { scheduleJob } from '../../../kernel/jobs/jobs.js';
import { paymentKey } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { EventNotices } from '../notices/event-notices.js';
import { putBackOnSale } from './back-on-sale.js';
import type { OrderRecord } from './record.js';
import * as repo from './repo.js';

/** The job that voids an authorization nobody captured before it ran out. */
export const AUTHORIZATION_END_JOB = 'events.authorization-end';
export interface AuthorizationEndJob {
  siteId: string;
  orderNumber: string;
}

export async function scheduleAuthorizationEnd(
  tx: Transaction,
  clock: Clock,
  order: OrderRecord,
  at: string,
) {
  const job: AuthorizationEndJob = { siteId: order.siteId, orderNumber: order.orderNumber };
  await scheduleJob(tx, clock, AUTHORIZATION_END_JOB, job, {
    runAt: new Date(at),
    dedupeKey: `${AUTHORIZATION_END_JOB}:${order.siteId}:${order.orderNumber}`,
  });
}

export interface AuthorizedPaymentsDeps {
  db: Database;
  clock: Clock;
  payments: Pick<PaymentProvider, 'capture' | 'voidAuthorization'>;
  announce(tx: Transaction, order: OrderRecord, action: 'updated'): Promise<void>;
  /** The buyer's tickets, mailed once the payment is captured. */
  notices: Pick<EventNotices, 'ticketsIssued'>;
}

/** Wix answers a capture or void of an order with no authorized payment 428 (Failed Precondition). */
const notAuthorized = (order: OrderRecord) =>
  new ApplicationError({
    status: 428,
    code: 'ORDER_NOT_AUTHORIZED',
    description: `Order ${order.orderNumber} is ${order.status}: only an AUTHORIZED payment can be captured or voided`,
  });

const refused = (reason: string) =>
  new ApplicationError({ status: 428, code: 'PAYMENT_NOT_SETTLED', description: reason });

/**
 * Payments of events with delayed capture: the card was only authorized at checkout. The owner
 * captures the whole amount (the order is PAID) or voids it (VOIDED, its tickets back on sale);
 * one left alone is voided when the authorization runs out. The order's row is locked while the
 * provider is asked, so a capture and a void never both reach it, and the order moves only once
 * the provider has agreed: a refusal changes nothing.
 */
export function createAuthorizedPayments(deps: AuthorizedPaymentsDeps) {
  const { db, clock, payments } = deps;

  async function authorizedOrder(tx: Transaction, siteId: string, eventId: string, orderNumber: string) {
    const order = await repo.lockOrder(tx, siteId, orderNumber);
    if (!order || order.eventId !== eventId) throw notFound('Order', orderNumber);
    if (order.status !== 'AUTHORIZED' || !order.transactionId) throw notAuthorized(order);
    return { order, transactionId: order.transactionId };
  }

  /**
   * Asks the provider to capture (PAID) or void (VOIDED, the tickets back on sale), then moves
   * the order; the caller holds the order's lock.
   */
  async function settle(tx: Transaction, order: OrderRecord, transactionId: string, to: 'PAID' | 'VOIDED') {
    // One capture or void per order: a retry after a failure sends the same key.
    const call = {
      siteId: order.siteId,
      transactionId,
      idempotencyKey: paymentKey(to === 'PAID' ? 'capture' : 'void', order.siteId, transactionId),
    };
    const result = to === 'PAID' ? await payments.capture(call) : await payments.voidAuthorization(call);
    if (result.status === 'REFUSED') throw refused(result.reason);
    const { authorizedUntil: _ended, ...rest } = order;
    const moved = await repo.moveStatus(tx, rest, ['AUTHORIZED'], to, { updated: clock.now().toISOString() });
    if (!moved) throw notAuthorized(order);
    if (to === 'VOIDED') await putBackOnSale(tx, order);
    await deps.announce(tx, moved, 'updated');
    if (to === 'PAID') await deps.notices.ticketsIssued(tx, moved);
  }

  const settleOne = (to: 'PAID' | 'VOIDED') => (siteId: string, eventId: string, orderNumber: string) =>
    db.transaction(async (tx) => {
      const { order, transactionId } = await authorizedOrder(tx, siteId, eventId, orderNumber);
      await settle(tx, order, transactionId, to);
    });

  return {
    capture: settleOne('PAID'),
    void: settleOne('VOIDED'),

    /** The job: an authorization still standing when it runs out is voided, once. */
    async end(tx: Transaction, { siteId, orderNumber }: AuthorizationEndJob): Promise<void> {
      const order = await repo.lockOrder(tx, siteId, orderNumber);
      if (order?.status !== 'AUTHORIZED' || !order.transactionId) return;
      if ((order.authorizedUntil ?? '') > clock.now().toISOString()) return;
      await settle(tx, order, order.transactionId, 'VOIDED');
    },
  };
}
