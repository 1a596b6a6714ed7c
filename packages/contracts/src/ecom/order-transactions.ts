import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { OrderSchema } from './checkout.js';

/**
 * Wix eCommerce "Order Transactions" and the order's payment collector: the payments an order
 * was paid with, the refunds made of them, and how an owner cancels or refunds an order.
 * Amounts are decimal strings in the order's currency.
 */
const PriceSchema = Type.Object({ amount: Type.String(), formattedAmount: Type.String() });

const TRANSACTION_STATUSES = ['APPROVED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'AUTHORIZED', 'VOIDED'] as const;

export const OrderPaymentSchema = Type.Object({
  id: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  amount: PriceSchema,
  refundDisabled: Type.Boolean(),
  regularPaymentDetails: Type.Object({
    paymentMethod: Type.String(),
    /** The payment provider's id of the payment. */
    gatewayTransactionId: Type.String(),
    offlinePayment: Type.Boolean(),
    status: StringEnum(TRANSACTION_STATUSES),
  }),
});
export type OrderPayment = Static<typeof OrderPaymentSchema>;

const RefundLineSchema = Type.Object({
  lineItemId: Type.String({ minLength: 1, maxLength: 100 }),
  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
});

/** What a refund gives back, for the order's books: lines and shipping, and why. */
export const RefundDetailsSchema = Type.Object({
  lineItems: Type.Optional(Type.Array(RefundLineSchema, { maxItems: 300 })),
  /** The order's whole shipping is refunded (Wix's older form of `shipping`). */
  shippingIncluded: Type.Optional(Type.Boolean()),
  shipping: Type.Optional(Type.Object({ amount: Type.Object({ amount: Type.String({ maxLength: 30 }) }) })),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type RefundDetails = Static<typeof RefundDetailsSchema>;

export const OrderRefundSchema = Type.Object({
  id: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  details: RefundDetailsSchema,
  transactions: Type.Array(
    Type.Object({
      paymentId: Type.String(),
      amount: PriceSchema,
      refundStatus: Type.Literal('SUCCEEDED'),
      gatewayRefundId: Type.String(),
      externalRefund: Type.Boolean(),
    }),
  ),
  summary: Type.Object({ requestedRefund: PriceSchema, refunded: PriceSchema, pending: Type.Boolean() }),
});
export type OrderRefund = Static<typeof OrderRefundSchema>;

export const OrderTransactionsSchema = Type.Object({
  orderId: Type.String(),
  payments: Type.Array(OrderPaymentSchema),
  refunds: Type.Array(OrderRefundSchema),
});
export type OrderTransactions = Static<typeof OrderTransactionsSchema>;
export const ListTransactionsForSingleOrderResponseSchema = Type.Object({
  orderTransactions: OrderTransactionsSchema,
});

export const EcomOrderIdParamsSchema = Type.Object({
  ecomOrderId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** Wix's reasons a payment cannot be refunded through the platform. */
const NON_REFUNDABLE_REASONS = [
  'NONE',
  'ALREADY_REFUNDED',
  'NOT_PAID',
  'ZERO_PRICE',
  'TRANSACTION_NOT_FOUND',
] as const;

export const GetRefundabilityStatusResponseSchema = Type.Object({
  refundabilities: Type.Array(
    Type.Object({
      paymentId: Type.String(),
      refundabilityStatus: StringEnum(['NOT_REFUNDABLE', 'MANUAL', 'REFUNDABLE'] as const),
      nonRefundableReason: Type.Optional(StringEnum(NON_REFUNDABLE_REASONS)),
    }),
  ),
  /** Refunds may name lines and quantities (and may restock them). */
  refundablePerItem: Type.Boolean(),
});
export type GetRefundabilityStatusResponse = Static<typeof GetRefundabilityStatusResponseSchema>;

export const TriggerRefundRequestSchema = Type.Object({
  /** What to give back of which payment; an absent amount is the value of `details` (lines, shipping). */
  payments: Type.Array(
    Type.Object({
      paymentId: Type.String({ minLength: 1, maxLength: 100 }),
      amount: Type.Optional(Type.Object({ amount: Type.String({ minLength: 1, maxLength: 30 }) })),
    }),
    { minItems: 1, maxItems: 10 },
  ),
  details: Type.Optional(RefundDetailsSchema),
  sideEffects: Type.Optional(
    Type.Object({
      restockInfo: Type.Optional(
        Type.Object({
          type: StringEnum(['NO_ITEMS', 'ALL_ITEMS', 'SOME_ITEMS'] as const),
          items: Type.Optional(Type.Array(RefundLineSchema, { maxItems: 300 })),
        }),
      ),
      sendOrderRefundedEmail: Type.Optional(Type.Boolean()),
      customMessage: Type.Optional(Type.String({ maxLength: 1000 })),
    }),
  ),
});
export type TriggerRefundRequest = Static<typeof TriggerRefundRequestSchema>;
export const TriggerRefundResponseSchema = Type.Object({
  orderTransactions: OrderTransactionsSchema,
  refundId: Type.String(),
  failedPaymentIds: Type.Array(Type.Object({ id: Type.String() })),
});
export type TriggerRefundResponse = Static<typeof TriggerRefundResponseSchema>;

export const CancelOrderRequestSchema = Type.Object({
  sendOrderCanceledEmail: Type.Optional(Type.Boolean()),
  customMessage: Type.Optional(Type.String({ maxLength: 1000 })),
  /** Stock of every line goes back (the default here); `false` leaves it as it is. */
  restockAllItems: Type.Optional(Type.Boolean()),
});
export type CancelOrderRequest = Static<typeof CancelOrderRequestSchema>;
export const CancelOrderResponseSchema = Type.Object({ order: OrderSchema });
export type CancelOrderResponse = Static<typeof CancelOrderResponseSchema>;
