import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

/** What the platform asked the payment provider to do. */
export const PROVIDER_CALL_KINDS = [
  'CHARGE',
  'AUTHORIZE',
  'CAPTURE',
  'VOID',
  'SAVE_CARD',
  'CHARGE_SAVED_CARD',
  'REFUND',
] as const;
export type ProviderCallKind = (typeof PROVIDER_CALL_KINDS)[number];

/** How the provider answered: money moved (or was held, kept, released), or it did not. */
export const PROVIDER_CALL_STATUSES = ['APPROVED', 'DECLINED', 'ACTION_REQUIRED', 'DONE', 'REFUSED'] as const;

/**
 * One call the test payment provider answered, as it keeps them: a charge, an authorization and
 * its capture or void, a kept card and its charges, a refund. A call sent again with the same
 * idempotency key after it succeeded is answered from this record and adds none.
 */
export const ProviderCallSchema = Type.Object({
  _id: Type.String(),
  kind: StringEnum(PROVIDER_CALL_KINDS),
  status: StringEnum(PROVIDER_CALL_STATUSES),
  /** What the platform paid or refunded (a checkout, a booking, an order's cycle…). */
  reference: Type.String(),
  idempotencyKey: Type.String(),
  /** The amount, a decimal string in `currency`; absent for a capture, a void or a kept card. */
  amount: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  /** The payment this call made (a charge, an authorization, a refund's own id). */
  transactionId: Type.Optional(Type.String()),
  /** The payment this call acted on (captured, voided or refunded). */
  targetTransactionId: Type.Optional(Type.String()),
  /** The provider's reason for a decline or a refusal. */
  reason: Type.Optional(Type.String()),
  _createdDate: Type.String({ format: 'date-time' }),
});
export type ProviderCall = Static<typeof ProviderCallSchema>;

export const ListProviderCallsQuerySchema = Type.Object({
  reference: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  transactionId: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
});
export type ListProviderCallsQuery = Static<typeof ListProviderCallsQuerySchema>;

export const ListProviderCallsResponseSchema = Type.Object({
  calls: Type.Array(ProviderCallSchema, { description: 'Newest first' }),
});
export type ListProviderCallsResponse = Static<typeof ListProviderCallsResponseSchema>;
