import type { BookingPolicyRules } from '@bazaar/contracts';
import { paymentKey } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { cancellationFee } from '../policies/cancellation-fee.js';
import { policyRefusal } from './booking-access.js';
import type { BookingRecord } from './repo.js';

/** Who ends a paid booking, and whether the business gives the payment back. */
export type Ending = { by: 'customer' } | { by: 'business'; withRefund: boolean };

/**
 * Gives back a card-paid booking's payment when it is canceled or declined, inside the booking's
 * transaction and under its lock: a customer's cancellation keeps the policy's fee for the time
 * left; the business refunds in full unless it says not to (`withRefund: false`). The provider's
 * key is the booking's, so a retried cancellation refunds once. A refusal by the provider changes
 * nothing. A booking paid through an order is refunded through the order.
 */
export async function refundEnded(
  payments: Pick<PaymentProvider, 'refund'>,
  booking: BookingRecord,
  policy: Pick<BookingPolicyRules, 'cancellationFeePolicy'>,
  ending: Ending,
  now: Date,
): Promise<BookingRecord> {
  const { payment } = booking;
  if (!payment || booking.paymentStatus !== 'PAID') return booking;
  if (ending.by === 'business' && !ending.withRefund) return booking;
  const fee =
    ending.by === 'customer'
      ? cancellationFee(
          policy,
          payment.amountMinor,
          payment.currency,
          Date.parse(booking.startDate),
          now.getTime(),
        )
      : 0;
  const amountMinor = payment.amountMinor - (payment.refundedMinor ?? 0) - fee;
  if (amountMinor <= 0) return booking;
  const answer = await payments.refund({
    siteId: booking.siteId,
    transactionId: payment.transactionId,
    amountMinor,
    currency: payment.currency,
    reference: `booking:${booking.id}`,
    idempotencyKey: paymentKey('booking-refund', booking.siteId, booking.id),
  });
  if (answer.status !== 'DONE') throw policyRefusal('REFUND_REFUSED', answer.reason);
  const refundedMinor = (payment.refundedMinor ?? 0) + amountMinor;
  return {
    ...booking,
    payment: { ...payment, refundedMinor },
    // What the fee kept stays paid; all of it given back is a refund.
    paymentStatus: refundedMinor >= payment.amountMinor ? 'REFUNDED' : 'PAID',
  };
}
