import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { OneOrMany } from '../common/one-or-many.js';
import { PagingMetadataSchema, SortOrders } from '../common/query.js';
import { DurationSchema, RecurrenceSchema } from './plan.js';

export const PlanOrderStatuses = ['DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'CANCELED'] as const;
export type PlanOrderStatus = (typeof PlanOrderStatuses)[number];
export const PlanPaymentStatuses = [
  'PAID',
  'REFUNDED',
  'FAILED',
  'UNPAID',
  'PENDING',
  'NOT_APPLICABLE',
] as const;
export type PlanPaymentStatus = (typeof PlanPaymentStatuses)[number];
export const PlanOrderTypes = ['ONLINE', 'OFFLINE', 'EXTERNAL'] as const;
export type PlanOrderType = (typeof PlanOrderTypes)[number];
export const CancellationCauses = [
  'OWNER_ACTION',
  'MEMBER_ACTION',
  'PAYMENT_FAILURE',
  'PAYMENT_SETUP_FAILURE',
  'UNKNOWN',
] as const;
export type CancellationCause = (typeof CancellationCauses)[number];
export const CancellationEffectiveAts = ['IMMEDIATELY', 'NEXT_PAYMENT_DATE'] as const;
export type CancellationEffectiveAt = (typeof CancellationEffectiveAts)[number];

const Date_ = Type.String({ format: 'date-time' });

/** One payment period: index 0 is a free trial, 1 the first paid cycle (a single payment stays 1). */
export const OrderCycleSchema = Type.Object({
  index: Type.Integer(),
  startedDate: Date_,
  endedDate: Type.Optional(Date_),
});
export type OrderCycle = Static<typeof OrderCycleSchema>;

export const PausePeriodSchema = Type.Object({
  status: StringEnum(['ACTIVE', 'ENDED'] as const),
  pauseDate: Date_,
  resumeDate: Type.Optional(Date_),
});
export type PausePeriod = Static<typeof PausePeriodSchema>;

const PriceSchema = Type.Object({
  subtotal: Type.String(),
  discount: Type.String(),
  total: Type.String(),
  currency: Type.String(),
});

/** The terms the order was bought on, kept from the plan at purchase (a later plan change leaves them). */
export const OrderPricingSchema = Type.Object({
  subscription: Type.Optional(RecurrenceSchema),
  singlePaymentForDuration: Type.Optional(DurationSchema),
  singlePaymentUnlimited: Type.Optional(Type.Boolean()),
  prices: Type.Array(
    Type.Object({
      duration: Type.Object({
        cycleFrom: Type.Integer(),
        numberOfCycles: Type.Optional(Type.Integer()),
      }),
      price: PriceSchema,
    }),
  ),
});

/** A member's purchase of a plan (Pricing Plans orders v2), with its cycles and pauses. */
export const PlanOrderSchema = Type.Object({
  id: Type.String(),
  planId: Type.String(),
  subscriptionId: Type.String(),
  buyer: Type.Object({ memberId: Type.String(), contactId: Type.String() }),
  pricing: OrderPricingSchema,
  type: StringEnum(PlanOrderTypes),
  status: StringEnum(PlanOrderStatuses),
  autoRenewCanceled: Type.Boolean(),
  cancellation: Type.Optional(
    Type.Object({
      requestedDate: Date_,
      cause: StringEnum(CancellationCauses),
      effectiveAt: StringEnum(CancellationEffectiveAts),
    }),
  ),
  lastPaymentStatus: StringEnum(PlanPaymentStatuses),
  startDate: Date_,
  endDate: Type.Optional(Date_),
  pausePeriods: Type.Array(PausePeriodSchema),
  freeTrialDays: Type.Optional(Type.Integer()),
  earliestEndDate: Type.Optional(Date_),
  currentCycle: Type.Optional(OrderCycleSchema),
  cycles: Type.Array(OrderCycleSchema),
  planName: Type.String(),
  planDescription: Type.String(),
  planPrice: Type.String(),
  createdDate: Date_,
  updatedDate: Date_,
});
export type PlanOrder = Static<typeof PlanOrderSchema>;

export const PlanOrderResponseSchema = Type.Object({ order: PlanOrderSchema });
export type PlanOrderResponse = Static<typeof PlanOrderResponseSchema>;
export const PlanOrderIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const OrderFilters = {
  planIds: Type.Optional(OneOrMany(Type.String({ minLength: 1, maxLength: 100 }))),
  autoRenewCanceled: Type.Optional(Type.Boolean()),
  orderStatuses: Type.Optional(OneOrMany(StringEnum(PlanOrderStatuses), PlanOrderStatuses.length)),
  paymentStatuses: Type.Optional(OneOrMany(StringEnum(PlanPaymentStatuses), PlanPaymentStatuses.length)),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  sorting: Type.Optional(
    Type.Object({
      fieldName: Type.Optional(StringEnum(['createdDate', 'startDate', 'endDate', 'updatedDate'] as const)),
      order: Type.Optional(StringEnum(SortOrders)),
    }),
  ),
  fieldSet: Type.Optional(StringEnum(['UNKNOWN_SET', 'BASIC', 'FULL'] as const)),
};

/** `memberListOrders`: the caller's own orders. */
export const MemberListPlanOrdersQuerySchema = Type.Object(OrderFilters);
export type MemberListPlanOrdersQuery = Static<typeof MemberListPlanOrdersQuerySchema>;

/** `managementListOrders`: every order of the site, by buyer too. */
export const ListPlanOrdersQuerySchema = Type.Object({
  ...OrderFilters,
  buyerIds: Type.Optional(OneOrMany(Type.String({ minLength: 1, maxLength: 100 }))),
});
export type ListPlanOrdersQuery = Static<typeof ListPlanOrdersQuerySchema>;

export const ListPlanOrdersResponseSchema = Type.Object({
  orders: Type.Array(PlanOrderSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type ListPlanOrdersResponse = Static<typeof ListPlanOrdersResponseSchema>;

export const CancelPlanOrderRequestSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  effectiveAt: StringEnum(CancellationEffectiveAts),
  /**
   * The site owner canceling `IMMEDIATELY` may give back the running cycle's card payment: all of
   * it (`FULL`) or its unused part (`PRORATED`); `NONE` (the default) keeps it. Not Wix's field.
   */
  refund: Type.Optional(StringEnum(['NONE', 'FULL', 'PRORATED'] as const)),
});
export type CancelPlanOrderRequest = Static<typeof CancelPlanOrderRequestSchema>;

export const PostponeEndDateRequestSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  endDate: Date_,
});

/** The owner records a plan sold outside the site (by phone, at the desk): paid now or later. */
export const CreateOfflineOrderRequestSchema = Type.Object({
  planId: Type.String({ minLength: 1, maxLength: 100 }),
  memberId: Type.String({ minLength: 1, maxLength: 100 }),
  startDate: Type.Optional(Date_),
  paid: Type.Optional(Type.Boolean()),
  couponCode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  submissionId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
export type CreateOfflineOrderRequest = Static<typeof CreateOfflineOrderRequestSchema>;
