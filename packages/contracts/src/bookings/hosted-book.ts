import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { HostedSessionRequestSchema } from '../ecom/hosted-checkout.js';
import { RedirectCallbacksSchema } from '../redirects/redirect-session.js';
import { BookingsCheckoutSchema } from './redirect-flavours.js';
import { BookingsMoneySchema, ServiceTypes } from './service.js';

/**
 * What the hosted "Book Online" page of a `bookingsBook` redirect session lists: the services a
 * visitor can book there (all the site's, one service's, or those of one staff member when the
 * link names a `resourceId`), with whom, and where to send the visitor back.
 */
export const HostedBookPageSchema = Type.Object({
  siteName: Type.String(),
  callbacks: RedirectCallbacksSchema,
  /** The staff member the page books with, when the link named one. */
  staffMember: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  services: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      type: StringEnum(ServiceTypes),
      tagLine: Type.Optional(Type.String()),
      /** An appointment's length; a class's sessions each have their own. */
      durationMinutes: Type.Optional(Type.Integer()),
      /** The price of one participant; absent when the service is free or priced on request. */
      price: Type.Optional(BookingsMoneySchema),
      priceDescription: Type.Optional(Type.String()),
    }),
  ),
});
export type HostedBookPage = Static<typeof HostedBookPageSchema>;

/** The bookable times of one of the page's services in a range (at most 31 days), shown in `timezone`. */
export const HostedBookTimesRequestSchema = Type.Intersect([
  HostedSessionRequestSchema,
  Type.Object({
    serviceId: Type.String({ minLength: 1, maxLength: 100 }),
    startDate: Type.String({ format: 'date-time' }),
    endDate: Type.String({ format: 'date-time' }),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  }),
]);
export type HostedBookTimesRequest = Static<typeof HostedBookTimesRequestSchema>;

/**
 * The time the visitor chose on the page, as the times call gave it: the platform opens a
 * `bookingsCheckout` session for it, for the same visitor and with the same callbacks, and
 * answers the link of its "Booking Details" page.
 */
export const HostedBookChooseRequestSchema = Type.Intersect([
  HostedSessionRequestSchema,
  BookingsCheckoutSchema,
]);
export type HostedBookChooseRequest = Static<typeof HostedBookChooseRequestSchema>;

export const HostedBookChooseResponseSchema = Type.Object({ fullUrl: Type.String() });
export type HostedBookChooseResponse = Static<typeof HostedBookChooseResponseSchema>;
