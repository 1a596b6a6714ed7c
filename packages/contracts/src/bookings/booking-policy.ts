import { type Static, Type } from 'typebox';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';

const minutes = (description: string) => Type.Integer({ minimum: 0, maximum: 5_256_000, description });

/**
 * The rules of a booking policy (Wix Bookings' Booking Policies API). Every rule is an object with
 * `enabled`, as Wix has it, so a rule can be switched off without losing its numbers.
 */
const RULES = {
  customPolicyDescription: Type.Object({
    enabled: Type.Boolean(),
    description: Type.String({ maxLength: 2500 }),
  }),
  /** Booking opens this long before a session (when enabled); otherwise any time ahead. */
  limitEarlyBookingPolicy: Type.Object({
    enabled: Type.Boolean(),
    earliestBookingInMinutes: minutes('How far ahead booking opens'),
  }),
  /** Booking closes this long before a session starts (when enabled); otherwise at its start. */
  limitLateBookingPolicy: Type.Object({
    enabled: Type.Boolean(),
    latestBookingInMinutes: minutes('How long before the start booking closes'),
  }),
  /** A session may be booked after it started, until it ends (not with limitLateBookingPolicy). */
  bookAfterStartPolicy: Type.Object({ enabled: Type.Boolean() }),
  /** Whether customers may cancel themselves, and until how long before the start. */
  cancellationPolicy: Type.Object({
    enabled: Type.Boolean(),
    limitLatestCancellation: Type.Boolean(),
    latestCancellationInMinutes: minutes('How long before the start cancelling closes'),
  }),
  /**
   * What a paid booking keeps when its customer cancels: from `startInMinutes` before the start,
   * the window's fee (a `percentage` of the price, or a fixed `amount`); the window nearest the
   * start that has begun applies, and the rest of the payment is refunded. None begun: all of it.
   */
  cancellationFeePolicy: Type.Object({
    enabled: Type.Boolean(),
    cancellationWindows: Type.Array(
      Type.Object({
        startInMinutes: minutes('How long before the start this fee begins'),
        percentage: Type.Optional(Type.String({ pattern: '^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$' })),
        amount: Type.Optional(
          Type.Object({
            value: Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,3})?$' }),
            currency: Type.String({ maxLength: 3 }),
          }),
        ),
      }),
      { maxItems: 2 },
    ),
  }),
  /** Whether customers may reschedule themselves, and until how long before the start. */
  reschedulePolicy: Type.Object({
    enabled: Type.Boolean(),
    limitLatestReschedule: Type.Boolean(),
    latestRescheduleInMinutes: minutes('How long before the start rescheduling closes'),
  }),
  /** A full session takes this many more bookers on a waitlist, first come first served. */
  waitlistPolicy: Type.Object({
    enabled: Type.Boolean(),
    capacity: Type.Integer({ minimum: 1, maximum: 1000 }),
    reservationTimeInMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  }),
  /** The most participants one booking may bring (when enabled; otherwise up to the capacity). */
  participantsPolicy: Type.Object({
    enabled: Type.Boolean(),
    maxParticipantsPerBooking: Type.Integer({ minimum: 1, maximum: 1000 }),
  }),
  resourcesPolicy: Type.Object({ enabled: Type.Boolean(), autoAssignAllowed: Type.Boolean() }),
};

const NameSchema = Type.String({ minLength: 1, maxLength: 400 });

export const BookingPolicyRulesSchema = Type.Object({ name: NameSchema, ...RULES });
export type BookingPolicyRules = Static<typeof BookingPolicyRulesSchema>;

export const BookingPolicySchema = Type.Intersect([
  Type.Object({
    id: Type.String(),
    revision: Type.String({ description: 'int64 as a string' }),
    createdDate: Type.String({ format: 'date-time' }),
    updatedDate: Type.String({ format: 'date-time' }),
    /** Whether it is the site's default policy (read-only: see setDefaultBookingPolicy). */
    default: Type.Boolean(),
  }),
  BookingPolicyRulesSchema,
]);
export type BookingPolicy = Static<typeof BookingPolicySchema>;

/** What a caller sends: any rule, or field of a rule, left out keeps its value (a new policy's: the default). */
export const BookingPolicyInputSchema = Type.Object({
  name: Type.Optional(NameSchema),
  ...Object.fromEntries(
    Object.entries(RULES).map(([rule, schema]) => [rule, Type.Optional(Type.Partial(schema))]),
  ),
} as { name: Type.TOptional<typeof NameSchema> } & {
  [R in keyof typeof RULES]: Type.TOptional<Type.TPartial<(typeof RULES)[R]>>;
});
export type BookingPolicyInput = Static<typeof BookingPolicyInputSchema>;

export const CreateBookingPolicyRequestSchema = Type.Object({ bookingPolicy: BookingPolicyInputSchema });
export type CreateBookingPolicyRequest = Static<typeof CreateBookingPolicyRequestSchema>;

export const UpdateBookingPolicyRequestSchema = Type.Object({
  bookingPolicy: Type.Intersect([
    BookingPolicyInputSchema,
    Type.Object({
      id: Type.Optional(Type.String({ maxLength: 100 })),
      revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
    }),
  ]),
  /** The top-level rules to change, comma-joined (`"cancellationPolicy,name"`); every rule sent when absent. */
  mask: Type.Optional(
    Type.Union([Type.String({ maxLength: 1000 }), Type.Object({ paths: Type.Array(Type.String()) })]),
  ),
});
export type UpdateBookingPolicyRequest = Static<typeof UpdateBookingPolicyRequestSchema>;

export const BookingPolicyResponseSchema = Type.Object({ bookingPolicy: BookingPolicySchema });
export type BookingPolicyResponse = Static<typeof BookingPolicyResponseSchema>;

export const BookingPolicyIdParamsSchema = Type.Object({
  bookingPolicyId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** The new default and the one it replaced (also the body of the default-set event). */
export const SetDefaultBookingPolicyResponseSchema = Type.Object({
  currentDefaultBookingPolicy: BookingPolicySchema,
  previousDefaultBookingPolicy: Type.Optional(BookingPolicySchema),
});
export type SetDefaultBookingPolicyResponse = Static<typeof SetDefaultBookingPolicyResponseSchema>;

/** Filter by `id`, `name`, `default`; sort by `name` or `createdDate`. */
export const QueryBookingPoliciesRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export const QueryBookingPoliciesResponseSchema = Type.Object({
  bookingPolicies: Type.Array(BookingPolicySchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryBookingPoliciesResponse = Static<typeof QueryBookingPoliciesResponseSchema>;

/** `services.queryPolicies`: each policy with the services that follow it. */
export const QueryServicePoliciesRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export const QueryServicePoliciesResponseSchema = Type.Object({
  bookingPolicies: Type.Array(
    Type.Object({
      bookingPolicy: BookingPolicySchema,
      services: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
      connectedServices: Type.Integer({ description: 'How many services follow it' }),
    }),
  ),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryServicePoliciesResponse = Static<typeof QueryServicePoliciesResponseSchema>;
