import type { Order, RefundDetails, TriggerRefundRequest } from '@bazaar/contracts';
import { ApplicationError, ValidationError } from '../../../kernel/errors.js';
import { formatMoney, type Minor, toDecimalString, toMinor } from '../../../kernel/money.js';
import type { StoredTransactions } from './orders-repo.js';

/** One refund, checked: what each payment gives back, what the books say, what goes back to stock. */
export interface RefundPlan {
  payments: { paymentId: string; transactionId: string; amountMinor: Minor }[];
  details: RefundDetails;
  restock: { lineId: string; quantity: number }[];
}

const refused = (code: string, description: string) =>
  new ApplicationError({ status: 409, code, description });

/** Per line, how many units earlier refunds named. */
function refundedUnits(transactions: StoredTransactions): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of transactions.refunds)
    for (const line of refund.details.lineItems ?? [])
      units.set(line.lineItemId, (units.get(line.lineItemId) ?? 0) + line.quantity);
  return units;
}

/** What is left of each payment after its refunds. */
export function paymentsLeft(transactions: StoredTransactions, currency: string): Map<string, Minor> {
  const left = new Map<string, Minor>();
  for (const payment of transactions.payments)
    left.set(payment.id, toMinor(payment.amount.amount, currency, 'amount'));
  for (const refund of transactions.refunds)
    for (const part of refund.transactions)
      left.set(
        part.paymentId,
        (left.get(part.paymentId) ?? 0) - toMinor(part.amount.amount, currency, 'amount'),
      );
  return left;
}

/** Shipping not yet given back. */
function shippingLeft(order: Order, transactions: StoredTransactions): Minor {
  const refunded = transactions.refunds.reduce(
    (sum, refund) =>
      sum +
      (refund.details.shipping
        ? toMinor(refund.details.shipping.amount.amount, order.currency, 'amount')
        : 0),
    0,
  );
  return toMinor(order.priceSummary.shipping.amount, order.currency, 'amount') - refunded;
}

/** The lines a request names, merged by line and checked against what the order still has to refund. */
function linesOf(order: Order, transactions: StoredTransactions, asked: RefundDetails['lineItems'] = []) {
  const merged = new Map<string, number>();
  for (const line of asked) merged.set(line.lineItemId, (merged.get(line.lineItemId) ?? 0) + line.quantity);
  const refunded = refundedUnits(transactions);
  let valueMinor = 0;
  for (const [lineId, quantity] of merged) {
    const line = order.lineItems.find((candidate) => candidate.id === lineId);
    if (!line) throw ValidationError.field('details.lineItems', `names no line of this order: ${lineId}`);
    const left = line.quantity - (refunded.get(lineId) ?? 0);
    if (quantity > left)
      throw refused(
        'REFUND_EXCEEDS_QUANTITY',
        left === 0
          ? `${line.productName.original} is already refunded`
          : `Only ${left} of ${line.productName.original} can still be refunded`,
      );
    valueMinor += toMinor(line.price.amount, order.currency, 'amount') * quantity;
  }
  return { lines: [...merged].map(([lineItemId, quantity]) => ({ lineItemId, quantity })), valueMinor };
}

/** The shipping a request gives back: all that is left (`shippingIncluded`), an amount, or none. */
function shippingOf(order: Order, transactions: StoredTransactions, details: RefundDetails): Minor {
  const left = shippingLeft(order, transactions);
  if (details.shipping) {
    const asked = toMinor(details.shipping.amount.amount, order.currency, 'details.shipping.amount.amount');
    if (asked > left)
      throw refused(
        'REFUND_EXCEEDS_SHIPPING',
        `Only ${formatMoney(left, order.currency)} of shipping can still be refunded`,
      );
    return asked;
  }
  return details.shippingIncluded ? left : 0;
}

/** What goes back to stock: the refund's lines, the listed ones, or none; never more of a line than it had. */
function restockOf(
  order: Order,
  transactions: StoredTransactions,
  refundedLines: { lineItemId: string; quantity: number }[],
  info: NonNullable<TriggerRefundRequest['sideEffects']>['restockInfo'],
) {
  const asked =
    info?.type === 'ALL_ITEMS' ? refundedLines : info?.type === 'SOME_ITEMS' ? (info.items ?? []) : [];
  return asked
    .map(({ lineItemId, quantity }) => {
      const line = order.lineItems.find((candidate) => candidate.id === lineItemId);
      if (!line)
        throw ValidationError.field(
          'sideEffects.restockInfo.items',
          `names no line of this order: ${lineItemId}`,
        );
      const left = line.quantity - (transactions.restocked?.[lineItemId] ?? 0);
      return { lineId: lineItemId, quantity: Math.min(quantity, left) };
    })
    .filter((line) => line.quantity > 0);
}

/**
 * Checks one refund against what the order still holds: its lines' units and shipping not yet
 * refunded, each payment's amount not yet given back. A payment without an amount gives back the
 * value of the details (each line's unit price times its units, and the shipping); never more than
 * is left of it. Throws a wire error, changing nothing, for anything else.
 */
export function planRefund(
  order: Order,
  transactions: StoredTransactions,
  request: TriggerRefundRequest,
): RefundPlan {
  const details = request.details ?? {};
  const { lines, valueMinor } = linesOf(order, transactions, details.lineItems);
  const shippingMinor = shippingOf(order, transactions, details);
  const left = paymentsLeft(transactions, order.currency);
  if (request.payments.filter((payment) => !payment.amount).length > 0 && request.payments.length > 1)
    throw ValidationError.field('payments', 'each payment needs an amount when more than one is refunded');
  const payments = request.payments.map((asked, index) => {
    const payment = transactions.payments.find((candidate) => candidate.id === asked.paymentId);
    if (!payment)
      throw ValidationError.field(`payments[${index}].paymentId`, 'is not a payment of this order');
    const amountMinor = asked.amount
      ? toMinor(asked.amount.amount, order.currency, `payments[${index}].amount.amount`)
      : valueMinor + shippingMinor;
    if (amountMinor <= 0)
      throw ValidationError.field(
        `payments[${index}].amount`,
        'must be more than zero: name an amount, lines or shipping',
      );
    const remaining = left.get(payment.id) ?? 0;
    if (amountMinor > remaining)
      throw refused(
        'REFUND_EXCEEDS_PAYMENT',
        remaining === 0
          ? 'This payment is already refunded in full'
          : `Only ${formatMoney(remaining, order.currency)} is left to refund of this payment`,
      );
    return {
      paymentId: payment.id,
      transactionId: payment.regularPaymentDetails.gatewayTransactionId,
      amountMinor,
    };
  });
  return {
    payments,
    details: {
      ...(lines.length > 0 ? { lineItems: lines } : {}),
      ...(shippingMinor > 0
        ? { shipping: { amount: { amount: toDecimalString(shippingMinor, order.currency) } } }
        : {}),
      ...(details.reason ? { reason: details.reason } : {}),
    },
    restock: restockOf(order, transactions, lines, request.sideEffects?.restockInfo),
  };
}
