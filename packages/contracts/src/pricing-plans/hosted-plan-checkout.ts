import { type Static, Type } from 'typebox';
import { PayCheckoutRequestSchema } from '../ecom/checkout.js';
import { HostedSessionTokenSchema } from '../ecom/hosted-checkout.js';
import { RedirectCallbacksSchema } from '../redirects/redirect-session.js';
import { PlanOrderSchema } from './order.js';

/** A member's session token from the hosted sign-in: who buys. Absent while a visitor looks. */
const SessionTokenSchema = Type.String({ minLength: 10, maxLength: 4_000 });

export const HostedPlanCheckoutRequestSchema = Type.Object({
  session: HostedSessionTokenSchema,
  sessionToken: Type.Optional(SessionTokenSchema),
});
export type HostedPlanCheckoutRequest = Static<typeof HostedPlanCheckoutRequestSchema>;

/** Why the plan cannot be bought now, in the buyer's words. */
export const PlanUnavailableCodes = ['PLAN_ARCHIVED', 'PURCHASE_LIMIT_REACHED', 'PAYMENTS_OFF'] as const;

/** What the "Order summary" page shows, every amount formatted in the site currency. */
export const HostedPlanCheckoutSchema = Type.Object({
  siteName: Type.String(),
  callbacks: RedirectCallbacksSchema,
  plan: Type.Object({
    id: Type.String(),
    name: Type.String(),
    description: Type.Optional(Type.String()),
    perks: Type.Array(Type.String()),
    /** One payment, e.g. "$20.00". */
    price: Type.String(),
    /** How often it is paid and for how long, e.g. "Every month, until canceled". */
    billing: Type.String(),
    freeTrialDays: Type.Optional(Type.Integer()),
    termsAndConditions: Type.Optional(Type.String()),
  }),
  /** What is charged at purchase: the price, or nothing during a free trial. */
  totalToday: Type.String(),
  /** The same as a decimal string ("0.00"): what the page sends back as `shownTotal` when it buys. */
  totalTodayAmount: Type.String(),
  /** Whether anything is charged at purchase (not for a free plan or a free trial). */
  paysToday: Type.Boolean(),
  /** When the first or next payment is taken, if one follows the purchase. */
  nextPaymentDate: Type.Optional(Type.String({ format: 'date-time' })),
  /** The card is asked for whenever a payment is taken, now or at a later cycle. */
  cardRequired: Type.Boolean(),
  /** Who buys: the member who made the link, or the one the session token names; none for a visitor. */
  buyer: Type.Optional(Type.Object({ memberId: Type.String(), email: Type.String() })),
  unavailable: Type.Optional(
    Type.Object({
      code: Type.Unsafe<(typeof PlanUnavailableCodes)[number]>({
        type: 'string',
        enum: [...PlanUnavailableCodes],
      }),
      message: Type.String(),
    }),
  ),
  /** Once bought through this session: the order, so a reload shows the confirmation again. */
  order: Type.Optional(PlanOrderSchema),
});
export type HostedPlanCheckout = Static<typeof HostedPlanCheckoutSchema>;

/**
 * Buys the session's plan for its member (the member who made the link, or the one the hosted
 * sign-in's session token names), paying by the test card when a payment is due.
 */
export const HostedPlanPurchaseRequestSchema = Type.Object({
  session: HostedSessionTokenSchema,
  sessionToken: Type.Optional(SessionTokenSchema),
  card: Type.Optional(PayCheckoutRequestSchema.properties.card),
  authentication: Type.Optional(PayCheckoutRequestSchema.properties.authentication),
  shownTotal: PayCheckoutRequestSchema.properties.shownTotal,
});
export type HostedPlanPurchaseRequest = Static<typeof HostedPlanPurchaseRequestSchema>;

export const HostedPlanOrderResponseSchema = Type.Object({ order: PlanOrderSchema });
export type HostedPlanOrderResponse = Static<typeof HostedPlanOrderResponseSchema>;

/**
 * Where the visitor signs in or up to buy: the hosted login page of a `login` session that comes
 * back to this summary, signed in.
 */
export const HostedPlanSignInResponseSchema = Type.Object({ url: Type.String() });
export type HostedPlanSignInResponse = Static<typeof HostedPlanSignInResponseSchema>;
