import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { AvailableTicketSchema, CheckoutMoneySchema, MAX_TICKETS_PER_CHECKOUT } from './ticket-definition.js';

export const ReservationStatuses = [
  'RESERVATION_PENDING',
  'RESERVATION_CONFIRMED',
  'RESERVATION_CANCELED',
  'RESERVATION_CANCELED_MANUALLY',
  'RESERVATION_EXPIRED',
] as const;
export type ReservationStatus = (typeof ReservationStatuses)[number];
/** How long a reservation holds its tickets (Wix's default `reservationDurationInMinutes`). */
export const RESERVATION_MINUTES = 20;
/** The service fee on each paid ticket, a percentage (Wix charges 2.5%). */
export const TICKET_SERVICE_FEE_PERCENT = '2.5';

const Amount = Type.String({
  pattern: '^\\d{1,9}(\\.\\d{1,3})?$',
  description: 'Decimal amount in the site currency',
});

export const CreateReservationRequestSchema = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  ticketQuantities: Type.Array(
    Type.Object({
      ticketDefinitionId: Type.String({ minLength: 1, maxLength: 100 }),
      quantity: Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PER_CHECKOUT }),
      /** What a guest gives for a donation ticket, at least its minimum. */
      priceOverride: Type.Optional(Amount),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  /** Owner only: hold past the quantity and per-checkout limits. */
  ignoreLimits: Type.Optional(Type.Boolean()),
  /** Owner only: hold hidden tickets. */
  allowHiddenTickets: Type.Optional(Type.Boolean()),
});
export type CreateReservationRequest = Static<typeof CreateReservationRequestSchema>;

export const InvoiceItemSchema = Type.Object({
  id: Type.String({ description: 'The ticket definition' }),
  name: Type.String(),
  quantity: Type.Integer(),
  price: CheckoutMoneySchema,
  total: CheckoutMoneySchema,
  fees: Type.Array(
    Type.Object({
      name: Type.Literal('WIX_FEE'),
      type: Type.String(),
      rate: Type.String(),
      amount: CheckoutMoneySchema,
    }),
  ),
});

/** What the held tickets cost: each kind, the fees added at checkout, and the totals. */
export const InvoiceSchema = Type.Object({
  items: Type.Array(InvoiceItemSchema),
  subTotal: CheckoutMoneySchema,
  fees: Type.Array(
    Type.Object({
      name: Type.Literal('WIX_FEE'),
      type: Type.String(),
      rate: Type.String(),
      amount: CheckoutMoneySchema,
    }),
  ),
  /** A coupon's discount on the tickets, when a code was given and applies. */
  discount: Type.Optional(
    Type.Object({
      amount: CheckoutMoneySchema,
      afterDiscount: CheckoutMoneySchema,
      code: Type.String(),
      name: Type.String(),
    }),
  ),
  total: CheckoutMoneySchema,
  grandTotal: CheckoutMoneySchema,
});
export type Invoice = Static<typeof InvoiceSchema>;

/** A hold on tickets for one buyer (reference §2.7). */
export const ReservationSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  expires: Type.String({ format: 'date-time' }),
  reservationStatus: StringEnum(ReservationStatuses),
  reservations: Type.Array(Type.Object({ quantity: Type.Integer(), ticket: AvailableTicketSchema })),
  invoice: InvoiceSchema,
});
export type Reservation = Static<typeof ReservationSchema>;

export const CancelReservationParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
});
export const CancelReservationQuerySchema = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  id: Type.Optional(Type.String({ maxLength: 100 })),
});
