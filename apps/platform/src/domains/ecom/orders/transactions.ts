import type { OrderPayment, OrderRefund, OrderTransactions } from '@bazaar/contracts';
import { formatMoney, type Minor, toDecimalString, toMinor } from '../../../kernel/money.js';
import type { StoredTransactions } from './orders-repo.js';

/** A decimal amount and its formatted form, as Wix's order transactions show money. */
const priceOf = (minor: Minor, currency: string) => ({
  amount: toDecimalString(minor, currency),
  formattedAmount: formatMoney(minor, currency),
});

/** A card payment through the payment provider, approved when the order was placed. */
export const cardPaymentOf = (
  id: string,
  transactionId: string,
  amountMinor: Minor,
  currency: string,
  at: string,
): OrderPayment => ({
  id,
  createdDate: at,
  updatedDate: at,
  amount: priceOf(amountMinor, currency),
  refundDisabled: false,
  regularPaymentDetails: {
    paymentMethod: 'CreditCard',
    gatewayTransactionId: transactionId,
    offlinePayment: false,
    status: 'APPROVED',
  },
});

/** What the order's refunds took of each payment: its status follows (refunded in part, in full). */
export function withRefundStatuses(transactions: StoredTransactions, currency: string): StoredTransactions {
  return {
    ...transactions,
    payments: transactions.payments.map((payment) => {
      const paid = toMinor(payment.amount.amount, currency, 'amount');
      const refunded = transactions.refunds
        .flatMap((refund) => refund.transactions)
        .filter((part) => part.paymentId === payment.id)
        .reduce((sum, part) => sum + toMinor(part.amount.amount, currency, 'amount'), 0);
      const status = refunded === 0 ? 'APPROVED' : refunded >= paid ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return { ...payment, regularPaymentDetails: { ...payment.regularPaymentDetails, status } };
    }),
  };
}

/** The wire's transactions: the stored record without what only the platform keeps (its stock lines). */
export const presentTransactions = ({ restocked: _kept, ...wire }: StoredTransactions): OrderTransactions =>
  wire;

/** A refund as recorded: its parts by payment, each done by the provider. */
export function refundOf(
  id: string,
  at: string,
  details: OrderRefund['details'],
  parts: { paymentId: string; amountMinor: Minor; refundId: string }[],
  currency: string,
): OrderRefund {
  const total = parts.reduce((sum, part) => sum + part.amountMinor, 0);
  return {
    id,
    createdDate: at,
    details,
    transactions: parts.map((part) => ({
      paymentId: part.paymentId,
      amount: priceOf(part.amountMinor, currency),
      refundStatus: 'SUCCEEDED',
      gatewayRefundId: part.refundId,
      externalRefund: false,
    })),
    summary: {
      requestedRefund: priceOf(total, currency),
      refunded: priceOf(total, currency),
      pending: false,
    },
  };
}
