import { type Static, type TSchema, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { OneOrMany } from '../common/one-or-many.js';
import {
  EventOrderFieldsets,
  EventOrderSchema,
  EventOrderStatuses,
  EventOrderTags,
  EventTicketSchema,
  FormResponseSchema,
  MAX_ORDERS_PAGE,
} from './order.js';
import { CheckoutMoneySchema } from './ticket-definition.js';

/** The calls on event orders: list, get, update, bulk update, confirm, authorized payments and the sales summary. */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Many = <T extends TSchema>(item: T) => Type.Optional(OneOrMany(item));

/** `listOrders`: every filter is a list (a single value is one item), as query parameters. */
export const ListOrdersQuerySchema = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ORDERS_PAGE })),
  fieldset: Many(StringEnum(EventOrderFieldsets)),
  status: Many(StringEnum(EventOrderStatuses)),
  eventId: Many(Id),
  orderNumber: Many(Type.String({ minLength: 1, maxLength: 40 })),
  memberId: Many(Id),
  /** Counts to return beside the page: `status`, `event`. */
  facet: Many(StringEnum(['status', 'event'] as const)),
  searchPhrase: Type.Optional(Type.String({ maxLength: 200 })),
  eventCreatorId: Many(Id),
  /** `created` or `orderNumber`, then `:asc` or `:desc` (default `created:desc`). */
  sort: Type.Optional(Type.String({ pattern: '^(created|orderNumber)(:(asc|desc|ASC|DESC))?$' })),
  tag: Many(StringEnum(EventOrderTags)),
  contactId: Many(Id),
});
export type ListOrdersQuery = Static<typeof ListOrdersQuerySchema>;

const FacetCountsSchema = Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) });

export const ListOrdersResponseSchema = Type.Object({
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  orders: Type.Array(EventOrderSchema),
  facets: Type.Optional(Type.Record(Type.String(), FacetCountsSchema)),
});
export type ListOrdersResponse = Static<typeof ListOrdersResponseSchema>;

export const GetOrderQuerySchema = Type.Object({ fieldset: Many(StringEnum(EventOrderFieldsets)) });

export const GetOrderResponseSchema = Type.Object({
  order: EventOrderSchema,
  calendarLinks: Type.Object({ google: Type.String(), ics: Type.String() }),
});

export const UpdateOrderRequestSchema = Type.Object({
  eventId: Type.Optional(Id),
  orderNumber: Type.Optional(Type.String({ maxLength: 40 })),
  fields: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  checkoutForm: Type.Optional(FormResponseSchema),
  archived: Type.Optional(Type.Boolean()),
});
export type UpdateOrderRequest = Static<typeof UpdateOrderRequestSchema>;

export const BulkUpdateOrdersRequestSchema = Type.Object({
  eventId: Type.Optional(Id),
  orderNumber: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 100 }),
  fields: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  archived: Type.Optional(Type.Boolean()),
});
export type BulkUpdateOrdersRequest = Static<typeof BulkUpdateOrdersRequestSchema>;

export const EventOrdersResponseSchema = Type.Object({ orders: Type.Array(EventOrderSchema) });

export const ConfirmOrderRequestSchema = Type.Object({
  eventId: Type.Optional(Id),
  orderNumber: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 100 }),
});
export type ConfirmOrderRequest = Static<typeof ConfirmOrderRequestSchema>;

export const EventIdParamSchema = Type.Object({ eventId: Id });

/** `captureAuthorizedPayment` and `voidAuthorizedPayment`: the order's number in the path, its event here. */
export const AuthorizedPaymentParamsSchema = Type.Object({
  orderNumber: Type.String({ minLength: 1, maxLength: 40 }),
});
export const AuthorizedPaymentRequestSchema = Type.Object({ eventId: Id });
export type AuthorizedPaymentRequest = Static<typeof AuthorizedPaymentRequestSchema>;

/**
 * The owner refunds a paid order's tickets to the card: the ones named, or every one not yet
 * refunded. Refunded tickets go back on sale and no longer admit anyone.
 */
export const RefundEventOrderRequestSchema = Type.Object({
  eventId: Id,
  ticketNumbers: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 50 }),
  ),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type RefundEventOrderRequest = Static<typeof RefundEventOrderRequestSchema>;
export const RefundEventOrderResponseSchema = Type.Object({
  /** What this refund gave back, a decimal string in `currency`. */
  refundedAmount: Type.String(),
  currency: Type.String(),
  /** The tickets it refunded. */
  ticketNumbers: Type.Array(Type.String()),
  /** The order's status after it: CANCELED once every ticket is refunded. */
  orderStatus: Type.String(),
});
export type RefundEventOrderResponse = Static<typeof RefundEventOrderResponseSchema>;

export const SummaryQuerySchema = Type.Object({ eventId: Type.Optional(Id) });
/** Sales per currency: what buyers paid (`total`), what the seller keeps after fees (`revenue`). */
export const SummaryResponseSchema = Type.Object({
  sales: Type.Array(
    Type.Object({
      total: CheckoutMoneySchema,
      totalOrders: Type.Integer(),
      totalTickets: Type.Integer(),
      revenue: CheckoutMoneySchema,
    }),
  ),
});
export type SummaryResponse = Static<typeof SummaryResponseSchema>;

/** `checkInTickets`: the owner checks tickets in at the door; each ticket once. */
export const CheckInRequestSchema = Type.Object({
  ticketNumber: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 100 }),
});
export type CheckInRequest = Static<typeof CheckInRequestSchema>;
/** The same check-in as the official `tickets.checkInTickets` sends it: the event in the body. */
export const CheckInTicketsRequestSchema = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  ticketNumber: CheckInRequestSchema.properties.ticketNumber,
});
export const TicketsResponseSchema = Type.Object({ tickets: Type.Array(EventTicketSchema) });

export const CheckoutOptionsResponseSchema = Type.Object({
  paymentMethodConfigured: Type.Boolean(),
  acceptCoupons: Type.Boolean(),
  premiumServices: Type.Boolean(),
  paidTickets: Type.Boolean(),
  acceptGiftCards: Type.Boolean(),
});
