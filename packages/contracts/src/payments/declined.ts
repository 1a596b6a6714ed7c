import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

/**
 * Why a card payment was refused (`PAYMENT_DECLINED`, in `applicationError.data.declineCode`), so
 * every page says the same thing for the same refusal: an expired card is "expired" everywhere.
 */
export const DeclineCodes = [
  'CARD_DECLINED',
  'EXPIRED_CARD',
  'INVALID_NUMBER',
  'NOT_A_TEST_CARD',
  'AUTHENTICATION_FAILED',
  'AUTHENTICATION_EXPIRED',
  'NO_CARD_KEPT',
] as const;
export type DeclineCode = (typeof DeclineCodes)[number];

export const PaymentDeclinedDataSchema = Type.Object({
  status: Type.Literal('DECLINED'),
  declineCode: StringEnum(DeclineCodes),
});
export type PaymentDeclinedData = Static<typeof PaymentDeclinedDataSchema>;
