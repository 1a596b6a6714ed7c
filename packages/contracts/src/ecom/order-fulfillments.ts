import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

/**
 * Wix eCommerce "Order Fulfillments": what of an order was shipped or handed over, with its
 * tracking. An order's `fulfillmentStatus` follows the quantities its fulfillments cover.
 */
const FulfillmentLineItemSchema = Type.Object({
  /** The order line's id. */
  id: Type.String({ minLength: 1, maxLength: 100 }),
  /** How many of the line; on creation, everything of the line not yet in a fulfillment when absent. */
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});

const TrackingInfoSchema = Type.Object({
  trackingNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** A predefined carrier (`TRACKED_CARRIERS`, the link is made) or any other name (give the link). */
  shippingProvider: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  trackingLink: Type.Optional(Type.String({ format: 'uri', minLength: 1, maxLength: 2048 })),
});

const CustomInfoSchema = Type.Object({
  fieldsData: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }))),
});

export const FulfillmentSchema = Type.Object({
  id: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  lineItems: Type.Array(Type.Object({ id: Type.String(), quantity: Type.Integer() })),
  trackingInfo: Type.Optional(TrackingInfoSchema),
  customInfo: Type.Optional(CustomInfoSchema),
  /** Informational (Pending, Accepted, Ready, In_Delivery, Fulfilled): the order's status follows the quantities. */
  status: Type.Optional(Type.String()),
  completed: Type.Optional(Type.Boolean()),
});
export type Fulfillment = Static<typeof FulfillmentSchema>;

const FULFILLMENT_STATUSES = ['Pending', 'Accepted', 'Ready', 'In_Delivery', 'Fulfilled'] as const;

/** What a caller may send for a fulfillment: its lines, tracking or custom info, status. */
export const FulfillmentInputSchema = Type.Object({
  lineItems: Type.Optional(Type.Array(FulfillmentLineItemSchema, { minItems: 1, maxItems: 300 })),
  trackingInfo: Type.Optional(TrackingInfoSchema),
  customInfo: Type.Optional(CustomInfoSchema),
  status: Type.Optional(StringEnum(FULFILLMENT_STATUSES)),
  completed: Type.Optional(Type.Boolean()),
});
export type FulfillmentInput = Static<typeof FulfillmentInputSchema>;

export const OrderWithFulfillmentsSchema = Type.Object({
  orderId: Type.String(),
  fulfillments: Type.Array(FulfillmentSchema),
});
export type OrderWithFulfillments = Static<typeof OrderWithFulfillmentsSchema>;

export const OrderIdParamsSchema = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 100 }) });
export const FulfillmentParamsSchema = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 100 }),
  fulfillmentId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const CreateFulfillmentRequestSchema = Type.Object({
  fulfillment: Type.Intersect([
    FulfillmentInputSchema,
    Type.Object({ lineItems: Type.Array(FulfillmentLineItemSchema, { minItems: 1, maxItems: 300 }) }),
  ]),
});
export type CreateFulfillmentRequest = Static<typeof CreateFulfillmentRequestSchema>;
export const CreateFulfillmentResponseSchema = Type.Object({
  orderWithFulfillments: OrderWithFulfillmentsSchema,
  fulfillmentId: Type.String(),
});

/** `updateFulfillment`: the fields sent replace the fulfillment's (its id is in the path). */
export const UpdateFulfillmentRequestSchema = Type.Object({
  fulfillment: Type.Intersect([FulfillmentInputSchema, Type.Object({ id: Type.Optional(Type.String()) })]),
});
export type UpdateFulfillmentRequest = Static<typeof UpdateFulfillmentRequestSchema>;
export const OrderWithFulfillmentsResponseSchema = Type.Object({
  orderWithFulfillments: OrderWithFulfillmentsSchema,
});

export const ListFulfillmentsForMultipleOrdersRequestSchema = Type.Object({
  orderIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }),
});
export const ListFulfillmentsForMultipleOrdersResponseSchema = Type.Object({
  ordersWithFulfillments: Type.Array(OrderWithFulfillmentsSchema),
});
