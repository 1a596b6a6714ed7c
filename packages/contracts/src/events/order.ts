import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { InvoiceSchema, ReservationSchema, ReservationStatuses } from './reservation.js';
import { CheckoutMoneySchema } from './ticket-definition.js';

export const EventOrderStatuses = [
  'NA_ORDER_STATUS',
  'FREE',
  'PENDING',
  'PAID',
  'OFFLINE_PENDING',
  'INITIATED',
  'CANCELED',
  'DECLINED',
  'AUTHORIZED',
  'VOIDED',
  'PARTIALLY_PAID',
] as const;
export type EventOrderStatus = (typeof EventOrderStatuses)[number];

export const EventOrderChannels = ['ONLINE', 'OFFLINE_POS'] as const;
export const EventOrderTags = [
  'CONFIRMED',
  'UNCONFIRMED',
  'MEMBER',
  'ARCHIVED',
  'NON_ARCHIVED',
  'FULLY_CHECKED_IN',
  'NOT_FULLY_CHECKED_IN',
] as const;
export type EventOrderTag = (typeof EventOrderTags)[number];

/** Parts of an order a read may ask for (`fieldset`); with none, every part is returned. */
export const EventOrderFieldsets = ['TICKETS', 'DETAILS', 'FORM', 'INVOICE'] as const;
export type EventOrderFieldset = (typeof EventOrderFieldsets)[number];

/** The most orders one `listOrders` page holds. */
export const MAX_ORDERS_PAGE = 100;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Email = Type.String({ format: 'email', maxLength: 254 });

/** Answers to a registration form: one value, or several for a multiple choice. */
export const FormResponseSchema = Type.Object({
  inputValues: Type.Array(
    Type.Object({
      inputName: Type.String({ minLength: 1, maxLength: 100 }),
      value: Type.Optional(Type.String({ maxLength: 2000 })),
      values: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 })),
    }),
    { maxItems: 50 },
  ),
});
export type FormResponse = Static<typeof FormResponseSchema>;

export const BuyerSchema = Type.Object({
  firstName: Name,
  lastName: Name,
  email: Email,
});
export type Buyer = Static<typeof BuyerSchema>;

const GuestDetailsSchema = Type.Object({
  /** Whether the ticket names its own guest (false: it is the buyer's). */
  guestAssigned: Type.Boolean(),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  form: Type.Optional(FormResponseSchema),
});

/** One ticket of an order: its unique number (also what its QR code carries) and its guest. */
export const EventTicketSchema = Type.Object({
  ticketNumber: Type.String(),
  orderNumber: Type.String(),
  ticketDefinitionId: Type.String(),
  name: Type.String(),
  price: CheckoutMoneySchema,
  free: Type.Boolean(),
  checkIn: Type.Optional(Type.Object({ created: Type.String({ format: 'date-time' }) })),
  orderStatus: StringEnum(EventOrderStatuses),
  orderArchived: Type.Boolean(),
  orderFullName: Type.String(),
  guestFullName: Type.Optional(Type.String()),
  guestDetails: GuestDetailsSchema,
  archived: Type.Boolean(),
  memberId: Type.Optional(Type.String()),
  channel: StringEnum(EventOrderChannels),
});
export type EventTicket = Static<typeof EventTicketSchema>;

/** An event order as `orders.getOrder` reads it (reference §1.9). */
export const EventOrderSchema = Type.Object({
  orderNumber: Type.String(),
  reservationId: Type.String(),
  eventId: Type.String(),
  memberId: Type.Optional(Type.String()),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  checkoutForm: Type.Optional(FormResponseSchema),
  confirmed: Type.Boolean(),
  status: StringEnum(EventOrderStatuses),
  method: Type.Optional(Type.String()),
  ticketsQuantity: Type.Integer(),
  totalPrice: CheckoutMoneySchema,
  tickets: Type.Optional(Type.Array(EventTicketSchema)),
  archived: Type.Boolean(),
  invoice: Type.Optional(InvoiceSchema),
  fullyCheckedIn: Type.Boolean(),
  paymentDetails: Type.Optional(
    Type.Object({
      transaction: Type.Optional(
        Type.Object({ transactionId: Type.String(), method: Type.Optional(Type.String()) }),
      ),
    }),
  ),
  channel: StringEnum(EventOrderChannels),
  marketingConsent: Type.Optional(Type.Boolean()),
});
export type EventOrder = Static<typeof EventOrderSchema>;

const DiscountRequestSchema = Type.Object({
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
/** Plan benefits are read once the plans vertical exists; until then a benefit is refused. */
const PaidPlanBenefitSchema = Type.Object({
  planOrderId: Type.Optional(Type.String({ maxLength: 100 })),
  benefitId: Type.Optional(Type.String({ maxLength: 100 })),
});
const ReservationLinesSchema = ReservationSchema.properties.reservations;

export const ReservationIdParamsSchema = Type.Object({ reservationId: Id });

export const GetInvoiceRequestSchema = Type.Object({
  eventId: Id,
  withDiscount: Type.Optional(DiscountRequestSchema),
  paidPlanBenefit: Type.Optional(PaidPlanBenefitSchema),
});
export type GetInvoiceRequest = Static<typeof GetInvoiceRequestSchema>;

export const GetInvoiceResponseSchema = Type.Object({
  invoice: InvoiceSchema,
  discountErrors: Type.Optional(Type.Object({ error: Type.Array(Type.Object({ code: Type.String() })) })),
  expires: Type.String({ format: 'date-time' }),
  reservationStatus: StringEnum(ReservationStatuses),
  reservationOccupied: Type.Boolean(),
  reservations: ReservationLinesSchema,
});
export type GetInvoiceResponse = Static<typeof GetInvoiceResponseSchema>;

const GuestSchema = Type.Object({ form: Type.Optional(FormResponseSchema) });

/**
 * `orders.checkout`: turns a pending reservation into an order. The buyer is required; `guests`
 * name each ticket's holder in order (a ticket with no guest is the buyer's).
 */
export const EventCheckoutRequestSchema = Type.Object({
  eventId: Id,
  reservationId: Id,
  memberId: Type.Optional(Type.String({ maxLength: 100 })),
  discount: Type.Optional(DiscountRequestSchema),
  buyer: Type.Optional(BuyerSchema),
  guests: Type.Optional(Type.Array(GuestSchema, { maxItems: 50 })),
  paidPlanBenefit: Type.Optional(PaidPlanBenefitSchema),
  options: Type.Optional(
    Type.Object({
      silent: Type.Optional(Type.Boolean()),
      /** Pay at the door: the order waits as OFFLINE_PENDING until the owner confirms it. */
      payInPerson: Type.Optional(Type.Boolean()),
      ignoreFormValidation: Type.Optional(Type.Boolean()),
      /** Owner only: the money was taken elsewhere, the order is PAID. */
      markAsPaid: Type.Optional(Type.Boolean()),
    }),
  ),
  marketingConsent: Type.Optional(Type.Boolean()),
});
export type EventCheckoutRequest = Static<typeof EventCheckoutRequestSchema>;

export const EventCheckoutResponseSchema = Type.Object({
  order: EventOrderSchema,
  expires: Type.String({ format: 'date-time' }),
  reservations: ReservationLinesSchema,
});
export type EventCheckoutResponse = Static<typeof EventCheckoutResponseSchema>;

export const OrderNumberParamsSchema = Type.Object({
  eventId: Id,
  orderNumber: Type.String({ minLength: 1, maxLength: 40 }),
});

export const UpdateEventCheckoutRequestSchema = Type.Object({
  eventId: Id,
  orderNumber: Type.Optional(Type.String({ maxLength: 40 })),
  buyer: Type.Optional(BuyerSchema),
  guests: Type.Optional(Type.Array(GuestSchema, { maxItems: 50 })),
  memberId: Type.Optional(Type.String({ maxLength: 100 })),
  discount: Type.Optional(DiscountRequestSchema),
  paidPlanBenefit: Type.Optional(PaidPlanBenefitSchema),
});
export type UpdateEventCheckoutRequest = Static<typeof UpdateEventCheckoutRequestSchema>;

export const EventOrderResponseSchema = Type.Object({ order: EventOrderSchema });

export const PosCheckoutRequestSchema = Type.Object({
  eventId: Id,
  reservationId: Id,
  /** The box office's own record of the payment, kept as the order's transaction. */
  paymentDetailsId: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PosCheckoutRequest = Static<typeof PosCheckoutRequestSchema>;
