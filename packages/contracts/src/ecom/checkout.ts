import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { CursorsSchema, QuerySchema } from '../common/query.js';
import { ShownTotalSchema } from '../payments/shown-total.js';
import {
  AddToCartRequestSchema,
  AppliedDiscountsSchema,
  CartSchema,
  LineItemSchema,
  MultiCurrencyPriceSchema,
} from './cart.js';
import { ShippingDestinationSchema, ShippingInfoSchema } from './commerce-settings.js';

export const PriceSummarySchema = Type.Object({
  subtotal: MultiCurrencyPriceSchema,
  shipping: MultiCurrencyPriceSchema,
  tax: MultiCurrencyPriceSchema,
  discount: MultiCurrencyPriceSchema,
  total: MultiCurrencyPriceSchema,
});
export type PriceSummary = Static<typeof PriceSummarySchema>;

/** `estimateCurrentCartTotals`: the cart, its totals, and the shipping options that priced it. */
export const EstimateTotalsResponseSchema = Type.Object({
  cart: CartSchema,
  priceSummary: PriceSummarySchema,
  shippingInfo: ShippingInfoSchema,
});
export type EstimateTotalsResponse = Static<typeof EstimateTotalsResponseSchema>;

export const CreateCheckoutRequestSchema = Type.Object({
  channelType: Type.Optional(Type.String({ maxLength: 40 })),
  selectedShippingOption: Type.Optional(Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 200 })),
});
export type CreateCheckoutRequest = Static<typeof CreateCheckoutRequestSchema>;
export const CreateCheckoutResponseSchema = Type.Object({ checkoutId: Type.String() });
export type CreateCheckoutResponse = Static<typeof CreateCheckoutResponseSchema>;

/**
 * `checkout.createCheckout`: a checkout of the given lines, apart from the cart (a "Buy now"
 * button). The cart is left as it is, before and after the checkout is paid.
 */
export const CreateCheckoutWithLinesRequestSchema = Type.Object({
  lineItems: AddToCartRequestSchema.properties.lineItems,
  channelType: Type.Optional(Type.String({ maxLength: 40 })),
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  checkoutInfo: Type.Optional(
    Type.Object({
      buyerInfo: Type.Optional(
        Type.Object({ email: Type.Optional(Type.String({ format: 'email', maxLength: 200 })) }),
      ),
    }),
  ),
});
export type CreateCheckoutWithLinesRequest = Static<typeof CreateCheckoutWithLinesRequestSchema>;

/** A checkout: the cart's lines and prices frozen when the buyer pressed Checkout. */
export const CheckoutSchema = Type.Object({
  id: Type.String(),
  lineItems: Type.Array(LineItemSchema),
  priceSummary: PriceSummarySchema,
  currency: Type.String(),
  buyerInfo: Type.Object({
    visitorId: Type.Optional(Type.String()),
    memberId: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
  }),
  shippingInfo: ShippingInfoSchema,
  appliedDiscounts: AppliedDiscountsSchema,
  completed: Type.Boolean(),
  orderId: Type.Optional(Type.String()),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type Checkout = Static<typeof CheckoutSchema>;

/**
 * Changes to an open checkout; it is priced again (shipping for the chosen option and the
 * address, tax for the address's region, the coupon's discount). A coupon code is checked first.
 */
export const UpdateCheckoutRequestSchema = Type.Object({
  checkout: Type.Optional(
    Type.Object({
      buyerInfo: Type.Optional(Type.Object({ email: Type.String({ format: 'email', maxLength: 200 }) })),
      shippingInfo: Type.Optional(
        Type.Object({
          shippingDestination: Type.Optional(ShippingDestinationSchema),
          selectedCarrierServiceOption: Type.Optional(
            Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }),
          ),
        }),
      ),
    }),
  ),
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type UpdateCheckoutRequest = Static<typeof UpdateCheckoutRequestSchema>;
export const CheckoutResponseSchema = Type.Object({ checkout: CheckoutSchema });
export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;
export const CheckoutIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const PaymentStatuses = [
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
] as const;
export const FulfillmentStatuses = ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED'] as const;
/** An order placed and paid is APPROVED; the owner may cancel it while nothing of it is fulfilled. */
export const OrderStatuses = ['APPROVED', 'CANCELED'] as const;

export const OrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String(),
  checkoutId: Type.String(),
  lineItems: Type.Array(LineItemSchema),
  priceSummary: PriceSummarySchema,
  currency: Type.String(),
  buyerInfo: Type.Object({
    visitorId: Type.Optional(Type.String()),
    memberId: Type.Optional(Type.String()),
    email: Type.String(),
  }),
  shippingInfo: Type.Optional(ShippingInfoSchema),
  appliedDiscounts: Type.Optional(AppliedDiscountsSchema),
  status: StringEnum(OrderStatuses),
  paymentStatus: StringEnum(PaymentStatuses),
  fulfillmentStatus: StringEnum(FulfillmentStatuses),
  activities: Type.Array(
    Type.Object({ type: Type.String(), createdDate: Type.String({ format: 'date-time' }) }),
  ),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type Order = Static<typeof OrderSchema>;
export const OrderResponseSchema = Type.Object({ order: OrderSchema });
export type OrderResponse = Static<typeof OrderResponseSchema>;

/**
 * `searchOrders`: the site's orders for the owner, the caller's own for a visitor or member.
 * Filter by `id`, `number`, `status`, `paymentStatus`, `fulfillmentStatus`, `buyerInfo.email` and
 * `createdDate` (a range: `$gte`, `$lt`); sort by `createdDate` (newest first by default) or
 * `number`; cursor paging, as Wix's search pages.
 */
export const SearchOrdersRequestSchema = Type.Object({ search: Type.Optional(QuerySchema) });
export type SearchOrdersRequest = Static<typeof SearchOrdersRequestSchema>;
export const SearchOrdersResponseSchema = Type.Object({
  orders: Type.Array(OrderSchema),
  metadata: Type.Object({
    count: Type.Integer(),
    cursors: CursorsSchema,
    hasNext: Type.Boolean(),
  }),
});
export type SearchOrdersResponse = Static<typeof SearchOrdersResponseSchema>;

/** Paying a checkout with the built-in test provider (the hosted checkout page sends this). */
export const PayCheckoutRequestSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 200 }),
  card: Type.Object({
    number: Type.String({ pattern: '^[0-9 ]{12,23}$' }),
    expiryMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    expiryYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  }),
  /** After `PAYMENT_ACTION_REQUIRED`: the bank's answer to the challenge (3-D Secure). */
  authentication: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  /** The total the buyer saw on the Pay button: any other amount due is refused (`TOTAL_CHANGED`). */
  shownTotal: Type.Optional(ShownTotalSchema),
});
export type PayCheckoutRequest = Static<typeof PayCheckoutRequestSchema>;
