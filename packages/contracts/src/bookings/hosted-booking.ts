import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PayCheckoutRequestSchema } from '../ecom/checkout.js';
import { HostedSessionRequestSchema } from '../ecom/hosted-checkout.js';
import { RedirectCallbacksSchema } from '../redirects/redirect-session.js';
import { BookingSchema, ContactDetailsSchema } from './booking.js';
import { BookingFormFieldSchema, FormAnswerInputSchema } from './booking-form.js';
import { BookingsMoneySchema, ServiceTypes } from './service.js';

/**
 * How a booker pays: at the business (`OFFLINE`), now with a card (`ONLINE`), or with a plan they
 * hold that covers the service (`MEMBERSHIP`: nothing to pay, one of the plan's sessions is used).
 */
export const HostedPaymentOptions = ['OFFLINE', 'ONLINE', 'MEMBERSHIP'] as const;

/**
 * What the hosted "Booking Details" page shows: the service and the chosen time, how it can be
 * paid, whose business it is, and where to send the booker afterwards. Once booked through this
 * session: the booking, so a reload shows the confirmation again.
 */
export const HostedBookingSchema = Type.Object({
  siteName: Type.String(),
  callbacks: RedirectCallbacksSchema,
  service: Type.Object({
    id: Type.String(),
    name: Type.String(),
    type: StringEnum(ServiceTypes),
    tagLine: Type.Optional(Type.String()),
    /** The price of one participant; absent when the service is free or priced on request. */
    price: Type.Optional(BookingsMoneySchema),
    /** Shown instead of a price for a service priced on request (rate CUSTOM). */
    priceDescription: Type.Optional(Type.String()),
    paymentOptions: Type.Array(StringEnum(HostedPaymentOptions)),
    /** The signed-in booker's plan that covers this booking (payment option MEMBERSHIP). */
    membership: Type.Optional(
      Type.Object({
        planName: Type.String(),
        /** Bookings the plan still covers; absent when it covers any number. */
        sessionsLeft: Type.Optional(Type.Integer()),
      }),
    ),
    /** The business confirms each booking itself: a booking made here waits for its approval. */
    requiresApproval: Type.Boolean(),
    /** The questions of the service's booking form, asked after the contact details. */
    formFields: Type.Array(BookingFormFieldSchema),
  }),
  slot: Type.Object({
    startDate: Type.String({ format: 'date-time' }),
    endDate: Type.String({ format: 'date-time' }),
    /** The zone the page shows times in: the session's, else the business's. */
    timezone: Type.String(),
    resource: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
    location: Type.Object({
      locationType: Type.String(),
      formattedAddress: Type.Optional(Type.String()),
    }),
    /**
     * Why this time cannot be booked now under the service's policy (too soon, too far ahead, not
     * online), in words: the page says so instead of asking for details. Absent when it can be.
     */
    cannotBook: Type.Optional(Type.String()),
  }),
  booking: Type.Optional(BookingSchema),
});
export type HostedBooking = Static<typeof HostedBookingSchema>;

/**
 * Books the session's slot. `ONLINE` pays the price with the test card (`card`, and the bank's
 * `authentication` after a second step) in the booking's own transaction: a declined card keeps
 * nothing, a slot taken meanwhile charges nothing.
 */
export const HostedBookRequestSchema = Type.Intersect([
  HostedSessionRequestSchema,
  Type.Object({
    contactDetails: ContactDetailsSchema,
    additionalFields: Type.Optional(Type.Array(FormAnswerInputSchema, { maxItems: 20 })),
    paymentOption: StringEnum(HostedPaymentOptions),
    card: Type.Optional(PayCheckoutRequestSchema.properties.card),
    authentication: Type.Optional(PayCheckoutRequestSchema.properties.authentication),
    shownTotal: PayCheckoutRequestSchema.properties.shownTotal,
  }),
]);
export type HostedBookRequest = Static<typeof HostedBookRequestSchema>;

export const HostedBookResponseSchema = Type.Object({ booking: BookingSchema });
export type HostedBookResponse = Static<typeof HostedBookResponseSchema>;
