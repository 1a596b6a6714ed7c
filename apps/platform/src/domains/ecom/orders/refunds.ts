import type {
  CancelOrderRequest,
  GetRefundabilityStatusResponse,
  Order,
  OrderTransactions,
  TriggerRefundRequest,
  TriggerRefundResponse,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import { newId } from '../../../kernel/ids.js';
import { formatMoney, type Minor, toMinor } from '../../../kernel/money.js';
import { orderCanceledMail } from '../../mail/templates/store/order-canceled.js';
import { orderRefundedMail } from '../../mail/templates/store/order-refunded.js';
import { paymentKey } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { type CatalogProviders, restockLines } from '../catalog.js';
import { type OrderChanges, orderRefused } from './order-changes.js';
import type { OrderMail } from './order-mail.js';
import type { StoredTransactions } from './orders-repo.js';
import * as repo from './orders-repo.js';
import { paymentsLeft, planRefund, type RefundPlan } from './refund-plan.js';
import { presentTransactions, refundOf, withRefundStatuses } from './transactions.js';

const NO_TRANSACTIONS = (orderId: string): StoredTransactions => ({ orderId, payments: [], refunds: [] });

/** The order's payment status after its refunds: all of what was paid given back, or some. */
function paymentStatusAfter(order: Order, transactions: StoredTransactions): Order['paymentStatus'] {
  const paid = transactions.payments.reduce(
    (sum, p) => sum + toMinor(p.amount.amount, order.currency, 'amount'),
    0,
  );
  const left = [...paymentsLeft(transactions, order.currency).values()].reduce(
    (sum, minor) => sum + minor,
    0,
  );
  if (left === paid) return order.paymentStatus;
  return left <= 0 ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
}

/**
 * Refunds and cancellations of store orders: each under the order's lock, re-read, then the
 * provider called with a key that is the same on a retry of this refund (the order and how many
 * refunds it had before), so a refund retried after a crash gives money back once.
 */
export function createOrderRefunds({
  db,
  clock,
  changes,
  payments,
  catalog,
  orderMail,
}: {
  db: Database;
  clock: Clock;
  changes: OrderChanges;
  payments: Pick<PaymentProvider, 'refund'>;
  catalog: CatalogProviders;
  orderMail: OrderMail;
}) {
  const transactionsOf = async (on: Database | Transaction, siteId: string, orderId: string) =>
    (await repo.findTransactions(on, siteId, orderId)) ?? NO_TRANSACTIONS(orderId);

  /** Gives the plan's money back through the provider, puts its units back in stock, and records it. */
  async function carryOut(
    tx: Transaction,
    siteId: string,
    order: Order,
    before: StoredTransactions,
    plan: RefundPlan,
    purpose: string,
  ): Promise<{ transactions: StoredTransactions; refundId: string }> {
    const parts: { paymentId: string; amountMinor: Minor; refundId: string }[] = [];
    for (const part of plan.payments) {
      const answer = await payments.refund({
        siteId,
        transactionId: part.transactionId,
        amountMinor: part.amountMinor,
        currency: order.currency,
        reference: `order:${order.id}`,
        idempotencyKey: paymentKey(purpose, siteId, order.id, before.refunds.length, part.paymentId),
      });
      if (answer.status !== 'DONE')
        throw new ApplicationError({ status: 409, code: 'REFUND_REFUSED', description: answer.reason });
      parts.push({ ...part, refundId: answer.refundId });
    }
    const restocked = { ...(before.restocked ?? {}) };
    const lines = plan.restock.flatMap(({ lineId, quantity }) => {
      const stock = before.stock?.find((line) => line.lineId === lineId);
      restocked[lineId] = (restocked[lineId] ?? 0) + quantity;
      return stock ? [{ ...stock, quantity }] : [];
    });
    await restockLines(catalog, tx, siteId, order.currency, lines);
    const refundId = newId();
    const refund = refundOf(refundId, clock.now().toISOString(), plan.details, parts, order.currency);
    const transactions = withRefundStatuses(
      { ...before, refunds: [...before.refunds, refund], restocked },
      order.currency,
    );
    await repo.saveTransactions(tx, siteId, transactions);
    return { transactions, refundId };
  }

  return {
    /** The order's payments and refunds, for the owner or the order's buyer. */
    async listTransactions(identity: AuthenticatedIdentity, orderId: string): Promise<OrderTransactions> {
      await changes.visible(identity, orderId);
      return presentTransactions(await transactionsOf(db, identity.siteId, orderId));
    },

    /** Whether each payment can still be refunded through the provider, and why not. */
    async refundability(
      identity: AuthenticatedIdentity,
      orderId: string,
    ): Promise<GetRefundabilityStatusResponse> {
      const order = await changes.visible(identity, orderId);
      const transactions = await transactionsOf(db, identity.siteId, orderId);
      const left = paymentsLeft(transactions, order.currency);
      return {
        refundabilities: transactions.payments.map((payment) => {
          const remaining = left.get(payment.id) ?? 0;
          if (toMinor(payment.amount.amount, order.currency, 'amount') === 0)
            return {
              paymentId: payment.id,
              refundabilityStatus: 'NOT_REFUNDABLE',
              nonRefundableReason: 'ZERO_PRICE',
            };
          if (remaining <= 0)
            return {
              paymentId: payment.id,
              refundabilityStatus: 'NOT_REFUNDABLE',
              nonRefundableReason: 'ALREADY_REFUNDED',
            };
          return { paymentId: payment.id, refundabilityStatus: 'REFUNDABLE' };
        }),
        refundablePerItem: true,
      };
    },

    /** Gives money back, in full or in part, by line and shipping; optionally back to stock. */
    async triggerRefund(
      siteId: string,
      orderId: string,
      request: TriggerRefundRequest,
    ): Promise<TriggerRefundResponse> {
      const site = await orderMail.siteOf(siteId);
      return changes.change(siteId, orderId, async (tx, order) => {
        const before = await transactionsOf(tx, siteId, orderId);
        if (before.payments.length === 0)
          throw orderRefused('ORDER_NOT_PAID', `Order ${order.number} has no payment to refund`);
        const plan = planRefund(order, before, request);
        const { transactions, refundId } = await carryOut(tx, siteId, order, before, plan, 'order-refund');
        if (request.sideEffects?.sendOrderRefundedEmail !== false) {
          const refunded = plan.payments.reduce((sum, part) => sum + part.amountMinor, 0);
          await orderMail.send(
            tx,
            orderRefundedMail(site, order, formatMoney(refunded, order.currency), {
              reason: plan.details.reason,
              message: request.sideEffects?.customMessage,
            }),
          );
        }
        return {
          order: { ...order, paymentStatus: paymentStatusAfter(order, transactions) },
          activities: ['ORDER_REFUNDED'],
          result: { orderTransactions: presentTransactions(transactions), refundId, failedPaymentIds: [] },
        };
      });
    },

    /**
     * Cancels an order nothing of which is fulfilled: what is left of its payments is refunded, and
     * every unit not yet back in stock goes back (unless `restockAllItems` is false), once.
     */
    async cancel(siteId: string, orderId: string, request: CancelOrderRequest): Promise<Order> {
      const site = await orderMail.siteOf(siteId);
      return changes.change(siteId, orderId, async (tx, order) => {
        if (order.status === 'CANCELED')
          throw orderRefused('ORDER_ALREADY_CANCELED', `Order ${order.number} is already canceled`);
        if (order.fulfillmentStatus !== 'NOT_FULFILLED')
          throw orderRefused(
            'ORDER_FULFILLED',
            `Order ${order.number} is already (partly) fulfilled: refund what was not shipped instead`,
          );
        const before = await transactionsOf(tx, siteId, orderId);
        const left = paymentsLeft(before, order.currency);
        const plan: RefundPlan = {
          payments: before.payments
            .map((payment) => ({
              paymentId: payment.id,
              transactionId: payment.regularPaymentDetails.gatewayTransactionId,
              amountMinor: left.get(payment.id) ?? 0,
            }))
            .filter((part) => part.amountMinor > 0),
          details: { reason: 'Order canceled' },
          restock:
            request.restockAllItems === false
              ? []
              : order.lineItems
                  .map((line) => ({
                    lineId: line.id,
                    quantity: line.quantity - (before.restocked?.[line.id] ?? 0),
                  }))
                  .filter((line) => line.quantity > 0),
        };
        const { transactions } =
          plan.payments.length > 0 || plan.restock.length > 0
            ? await carryOut(tx, siteId, order, before, plan, 'order-cancel')
            : { transactions: before };
        const canceled: Order = {
          ...order,
          status: 'CANCELED',
          paymentStatus: paymentStatusAfter(order, transactions),
        };
        if (request.sendOrderCanceledEmail !== false) {
          const refunded = plan.payments.reduce((sum, part) => sum + part.amountMinor, 0);
          await orderMail.send(
            tx,
            orderCanceledMail(
              site,
              order,
              refunded > 0 ? formatMoney(refunded, order.currency) : undefined,
              request.customMessage,
            ),
          );
        }
        return { order: canceled, activities: ['ORDER_CANCELED'], result: canceled };
      });
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
