import type { PaymentDeclinedData } from '@bazaar/contracts';
import { ApplicationError } from '../../kernel/errors.js';
import type { AuthorizeResult, ChargeResult, SaveCardResult } from './provider.js';

/**
 * Goes on only when the charge was approved; otherwise throws the wire error a buyer's page reads
 * (`PAYMENT_ACTION_REQUIRED` with the bank's challenge, or `PAYMENT_DECLINED`). Thrown inside the
 * transaction that took the goods or the slot, it rolls that back: nothing is kept unpaid.
 */
export function requireApproved<R extends ChargeResult | AuthorizeResult | SaveCardResult>(
  charge: R,
): asserts charge is Extract<R, { status: 'APPROVED' }> {
  if (charge.status === 'ACTION_REQUIRED') {
    throw new ApplicationError({
      status: 402,
      code: 'PAYMENT_ACTION_REQUIRED',
      description: charge.reason,
      data: { status: charge.status, challenge: charge.challenge },
    });
  }
  if (charge.status !== 'APPROVED') {
    throw new ApplicationError({
      status: 402,
      code: 'PAYMENT_DECLINED',
      description: charge.reason,
      data: { status: charge.status, declineCode: charge.declineCode } satisfies PaymentDeclinedData,
    });
  }
}
