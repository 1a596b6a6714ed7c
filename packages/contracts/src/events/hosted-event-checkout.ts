import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PayCheckoutRequestSchema } from '../ecom/checkout.js';
import { HostedSessionRequestSchema } from '../ecom/hosted-checkout.js';
import { RedirectCallbacksSchema } from '../redirects/redirect-session.js';
import { BuyerSchema, EventOrderSchema } from './order.js';
import { InvoiceSchema, ReservationStatuses } from './reservation.js';
import { MAX_TICKETS_PER_CHECKOUT } from './ticket-definition.js';

/**
 * The hosted "Add your details" page's API (`/hosted/v1/event-checkout-session…`): the redirect
 * session's token is the credential, and it reaches only the reservation that session was made for.
 */
export const HostedEventCheckoutSchema = Type.Object({
  siteName: Type.String(),
  callbacks: RedirectCallbacksSchema,
  event: Type.Object({
    id: Type.String(),
    title: Type.String(),
    /** Date and time as the event's own zone writes them, e.g. "June 14, 2030, 8:00 PM – 11:00 PM". */
    when: Type.String(),
    timeZoneId: Type.String(),
    /** The venue's name and address, or "Online". */
    where: Type.String(),
    imageUrl: Type.Optional(Type.String()),
  }),
  reservation: Type.Object({
    id: Type.String(),
    status: StringEnum(ReservationStatuses),
    expires: Type.String({ format: 'date-time' }),
    /** Each kind of ticket held, with prices formatted in the site's currency. */
    lines: Type.Array(
      Type.Object({
        ticketDefinitionId: Type.String(),
        name: Type.String(),
        quantity: Type.Integer(),
        /** The most of this ticket the buyer may hold: its limit per checkout, within what is left. */
        maxQuantity: Type.Integer(),
        price: Type.String(),
        total: Type.String(),
        /** The service fee added on top of these tickets, when the buyer pays it. */
        fee: Type.Optional(Type.String()),
      }),
    ),
    invoice: InvoiceSchema,
    /** The amount due, formatted ("€51.25"). */
    total: Type.String(),
  }),
  /** Whether the total is above zero (then the test card pays it). */
  paymentRequired: Type.Boolean(),
  /** Whether the site takes payments online at all. */
  acceptsPayments: Type.Boolean(),
  /** The order, once the reservation became one: the confirmation lasts across reloads. */
  order: Type.Optional(EventOrderSchema),
});
export type HostedEventCheckout = Static<typeof HostedEventCheckoutSchema>;

/**
 * Places the order: the buyer, each further ticket's guest by name, and for paid tickets the test
 * card (with the bank's `authentication` after a second step). A declined card keeps the hold and
 * makes no order.
 */
export const HostedEventCheckoutRequestSchema = Type.Intersect([
  HostedSessionRequestSchema,
  Type.Object({
    buyer: BuyerSchema,
    guests: Type.Optional(
      Type.Array(
        Type.Object({
          firstName: Type.String({ maxLength: 100 }),
          lastName: Type.String({ maxLength: 100 }),
        }),
        { maxItems: 50 },
      ),
    ),
    marketingConsent: Type.Optional(Type.Boolean()),
    card: Type.Optional(PayCheckoutRequestSchema.properties.card),
    authentication: Type.Optional(PayCheckoutRequestSchema.properties.authentication),
    shownTotal: PayCheckoutRequestSchema.properties.shownTotal,
  }),
]);
export type HostedEventCheckoutRequest = Static<typeof HostedEventCheckoutRequestSchema>;

/**
 * Changes how many of each held ticket the buyer wants, on the page: 0 drops a kind, a kind not
 * named keeps its quantity, and at least one ticket stays. The hold keeps its end time; more
 * tickets are held only if they are left, and nothing changes when they are not.
 */
export const HostedEventQuantitiesRequestSchema = Type.Intersect([
  HostedSessionRequestSchema,
  Type.Object({
    ticketQuantities: Type.Array(
      Type.Object({
        ticketDefinitionId: Type.String({ minLength: 1, maxLength: 100 }),
        quantity: Type.Integer({ minimum: 0, maximum: MAX_TICKETS_PER_CHECKOUT }),
      }),
      { minItems: 1, maxItems: 50 },
    ),
  }),
]);
export type HostedEventQuantitiesRequest = Static<typeof HostedEventQuantitiesRequestSchema>;

export const HostedEventOrderResponseSchema = Type.Object({ order: EventOrderSchema });
export type HostedEventOrderResponse = Static<typeof HostedEventOrderResponseSchema>;
