import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { OneOrMany } from '../common/one-or-many.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';

export const PeriodUnits = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PeriodUnit = (typeof PeriodUnits)[number];
export const ArchivedFilters = ['ACTIVE', 'ARCHIVED', 'ARCHIVED_AND_ACTIVE'] as const;
export const PublicFilters = ['PUBLIC_AND_HIDDEN', 'PUBLIC', 'HIDDEN'] as const;

/** Longest free trial a plan offers, in days (about a year, as subscription products cap trials). */
export const MAX_FREE_TRIAL_DAYS = 365;
/** Most payment cycles a fixed-length subscription has (a weekly plan for ten years). */
export const MAX_CYCLE_COUNT = 520;

const Amount = Type.String({
  pattern: '^\\d{1,9}(\\.\\d{1,3})?$',
  description: 'Decimal amount in the site currency',
});

export const DurationSchema = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: 999 }),
  unit: StringEnum(PeriodUnits),
});
export type Duration = Static<typeof DurationSchema>;

/** A recurring payment: every `cycleDuration`, `cycleCount` times (0 or absent: until canceled). */
export const RecurrenceSchema = Type.Object({
  cycleDuration: DurationSchema,
  cycleCount: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_CYCLE_COUNT })),
});
export type Recurrence = Static<typeof RecurrenceSchema>;

export const PlanMoneySchema = Type.Object({
  value: Type.String({ description: 'Decimal amount, e.g. "10.00"' }),
  currency: Type.String({ description: 'ISO 4217 code: the site currency' }),
});

/**
 * How a plan is paid: exactly one of the three models, the price of one payment in the site
 * currency, and free trial days (recurring plans only) before the first payment.
 */
export const PricingSchema = Type.Object({
  subscription: Type.Optional(RecurrenceSchema),
  singlePaymentForDuration: Type.Optional(DurationSchema),
  singlePaymentUnlimited: Type.Optional(Type.Boolean()),
  price: PlanMoneySchema,
  freeTrialDays: Type.Optional(Type.Integer()),
});
export type Pricing = Static<typeof PricingSchema>;

const PerksSchema = Type.Object({ values: Type.Array(Type.String()) });

/** A plan as visitors see it (reference §2.9): what is sold and on what terms. */
export const PublicPlanSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  perks: PerksSchema,
  pricing: PricingSchema,
  primary: Type.Boolean(),
  slug: Type.String(),
  maxPurchasesPerBuyer: Type.Integer({ description: '0: no limit' }),
  allowFutureStartDate: Type.Boolean(),
  buyerCanCancel: Type.Boolean(),
  termsAndConditions: Type.Optional(Type.String()),
  formId: Type.Optional(Type.String()),
  /**
   * How many bookings one order covers of the services that accept the plan (absent: as many as
   * the member books while the order is active). The platform's own field: Wix keeps this in its
   * Benefit Programs API, which the official plans module does not read.
   */
  sessionLimit: Type.Optional(Type.Integer()),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type PublicPlan = Static<typeof PublicPlanSchema>;

/** A plan as the owner manages it: the public fields and whether it is shown, archived, bought. */
export const PlanSchema = Type.Intersect([
  PublicPlanSchema,
  Type.Object({
    public: Type.Boolean(),
    archived: Type.Boolean(),
    hasOrders: Type.Boolean(),
  }),
]);
export type Plan = Static<typeof PlanSchema>;

const PricingInputSchema = Type.Object({
  subscription: Type.Optional(RecurrenceSchema),
  singlePaymentForDuration: Type.Optional(DurationSchema),
  singlePaymentUnlimited: Type.Optional(Type.Boolean()),
  price: Type.Object({
    value: Amount,
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  }),
  freeTrialDays: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_FREE_TRIAL_DAYS })),
});

/** What the owner sends to create a plan; an update sends any part of it with a field mask. */
export const PlanInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 450 }), Type.Null()])),
  perks: Type.Optional(
    Type.Object({ values: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 40 }) }),
  ),
  pricing: PricingInputSchema,
  public: Type.Optional(Type.Boolean()),
  maxPurchasesPerBuyer: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000 })),
  allowFutureStartDate: Type.Optional(Type.Boolean()),
  buyerCanCancel: Type.Optional(Type.Boolean()),
  termsAndConditions: Type.Optional(Type.Union([Type.String({ maxLength: 3_000 }), Type.Null()])),
  formId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  sessionLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1_000 }), Type.Null()])),
  slug: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' })),
});
export type PlanInput = Static<typeof PlanInputSchema>;

export const CreatePlanRequestSchema = Type.Object({ plan: PlanInputSchema });
export type CreatePlanRequest = Static<typeof CreatePlanRequestSchema>;

/**
 * `updatePlan`: the plan's fields to change, named by `fieldMask` (comma-joined, or `{paths}`);
 * with no mask, every field sent. Read-only fields the official client echoes back are ignored.
 */
export const UpdatePlanRequestSchema = Type.Object({
  plan: Type.Intersect([
    Type.Partial(PlanInputSchema),
    Type.Object({
      id: Type.Optional(Type.String({ maxLength: 100 })),
      primary: Type.Optional(Type.Boolean()),
      archived: Type.Optional(Type.Boolean()),
      hasOrders: Type.Optional(Type.Boolean()),
      createdDate: Type.Optional(Type.String({ maxLength: 40 })),
      updatedDate: Type.Optional(Type.String({ maxLength: 40 })),
    }),
  ]),
  fieldMask: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 1_000 }),
      Type.Object({ paths: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 30 }) }),
    ]),
  ),
});
export type UpdatePlanRequest = Static<typeof UpdatePlanRequestSchema>;

export const PlanIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const SetPlanVisibilityRequestSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  visible: Type.Boolean(),
});

export const PlanResponseSchema = Type.Object({ plan: PlanSchema });
export type PlanResponse = Static<typeof PlanResponseSchema>;

const PlanIds = OneOrMany(Type.String({ minLength: 1, maxLength: 100 }));

export const ListPublicPlansQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  planIds: Type.Optional(PlanIds),
});
export type ListPublicPlansQuery = Static<typeof ListPublicPlansQuerySchema>;

export const ListPlansQuerySchema = Type.Object({
  archived: Type.Optional(StringEnum(ArchivedFilters)),
  public: Type.Optional(StringEnum(PublicFilters)),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  planIds: Type.Optional(PlanIds),
});
export type ListPlansQuery = Static<typeof ListPlansQuerySchema>;

export const ListPublicPlansResponseSchema = Type.Object({
  plans: Type.Array(PublicPlanSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type ListPublicPlansResponse = Static<typeof ListPublicPlansResponseSchema>;

export const ListPlansResponseSchema = Type.Object({
  plans: Type.Array(PlanSchema),
  pagingMetadata: PagingMetadataSchema,
});

/** Filter by `id`, `primary`, `slug`, `name`; sort by `name`, `createdDate` (default), `primary`. */
export const QueryPublicPlansRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryPublicPlansRequest = Static<typeof QueryPublicPlansRequestSchema>;

export const PlanStatsResponseSchema = Type.Object({ totalPlans: Type.Integer() });
