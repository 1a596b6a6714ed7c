import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';
import { AddOnDetailsSchema, AddOnGroupSchema } from './add-on-group.js';

export const ServiceTypes = ['APPOINTMENT', 'CLASS', 'COURSE'] as const;
export type ServiceType = (typeof ServiceTypes)[number];
export const RateTypes = ['FIXED', 'CUSTOM', 'VARIED', 'NO_FEE'] as const;
export const ServiceLocationTypes = ['BUSINESS', 'CUSTOM', 'CUSTOMER'] as const;
export const Weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** Money in bookings shapes: a decimal string and the site's currency (reference §2.1). */
export const BookingsMoneySchema = Type.Object({
  value: Type.String({ description: 'Decimal amount, e.g. "45.00"' }),
  currency: Type.String(),
  formattedValue: Type.Optional(Type.String()),
});

/** A span of a weekly timetable in the business's time zone; an end at or before the start runs past midnight. */
export const WeeklySpanSchema = Type.Object({
  day: StringEnum(Weekdays),
  startTime: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, 24-hour' }),
  endTime: Type.String({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
    description: 'HH:MM; 24:00 is midnight',
  }),
});
export type WeeklySpanWire = Static<typeof WeeklySpanSchema>;

const UrlSchema = Type.Object({ relativePath: Type.String(), url: Type.String() });

/** The last part of a service's page address: made from its name, or set by the owner (`custom`). */
export const SlugSchema = Type.Object({
  name: Type.String(),
  custom: Type.Boolean(),
  createdDate: Type.String({ format: 'date-time' }),
});

export const ServiceLocationSchema = Type.Object({
  id: Type.Optional(Type.String()),
  type: StringEnum(ServiceLocationTypes),
  custom: Type.Optional(
    Type.Object({ address: Type.Optional(Type.Object({ formattedAddress: Type.String() })) }),
  ),
  calculatedAddress: Type.Optional(Type.Object({ formattedAddress: Type.Optional(Type.String()) })),
});

/**
 * A bookable service (reference §2.1). `schedule.availabilityConstraints` says how appointments
 * are cut (session length, time between sessions); `schedule.recurringSessions` is a class's weekly
 * timetable, and a course's within `firstSessionStart`-`lastSessionEnd` (a field of this platform:
 * Wix keeps sessions in its calendar API).
 */
export const ServiceSchema = Type.Object({
  id: Type.String(),
  type: StringEnum(ServiceTypes),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  tagLine: Type.Optional(Type.String()),
  defaultCapacity: Type.Integer(),
  hidden: Type.Boolean(),
  category: Type.Optional(Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) })),
  media: Type.Object({ items: Type.Array(Type.Unknown()) }),
  payment: Type.Object({
    rateType: StringEnum(RateTypes),
    fixed: Type.Optional(Type.Object({ price: BookingsMoneySchema })),
    varied: Type.Optional(Type.Object({ defaultPrice: BookingsMoneySchema })),
    custom: Type.Optional(Type.Object({ description: Type.String() })),
    options: Type.Object({ online: Type.Boolean(), inPerson: Type.Boolean() }),
    pricingPlanIds: Type.Array(Type.String()),
  }),
  onlineBooking: Type.Object({ enabled: Type.Boolean() }),
  locations: Type.Array(ServiceLocationSchema),
  bookingPolicy: Type.Object({ id: Type.String() }),
  /** The booking form it asks (`queryBookingForms`): the site's default when it names none. */
  form: Type.Object({ id: Type.String() }),
  schedule: Type.Object({
    id: Type.String(),
    firstSessionStart: Type.Optional(Type.String({ format: 'date-time' })),
    lastSessionEnd: Type.Optional(Type.String({ format: 'date-time' })),
    availabilityConstraints: Type.Object({
      sessionDurations: Type.Array(Type.Integer()),
      timeBetweenSessions: Type.Integer(),
    }),
    recurringSessions: Type.Array(WeeklySpanSchema),
  }),
  staffMemberIds: Type.Array(Type.String()),
  mainSlug: SlugSchema,
  /** Every slug the service has had, oldest first, `mainSlug` last; none is ever another service's. */
  supportedSlugs: Type.Array(SlugSchema),
  urls: Type.Object({ servicePage: UrlSchema, bookingPage: UrlSchema, calendarPage: UrlSchema }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  revision: Type.String({ description: 'int64 as a string' }),
  addOnGroups: Type.Array(AddOnGroupSchema),
  /** Every add-on the service's groups offer, once each. */
  addOnDetails: Type.Array(AddOnDetailsSchema),
});
export type Service = Static<typeof ServiceSchema>;

const Amount = Type.String({
  pattern: '^\\d{1,9}(\\.\\d{1,3})?$',
  description: 'Decimal amount in the site currency',
});
const Minutes = Type.Integer({ minimum: 5, maximum: 24 * 60 });

/** What an owner sends to create or change a service; the rest is the platform's. */
export const ServiceInputSchema = Type.Object({
  type: StringEnum(ServiceTypes),
  name: Type.String({ minLength: 1, maxLength: 400 }),
  description: Type.Optional(Type.String({ maxLength: 8000 })),
  tagLine: Type.Optional(Type.String({ maxLength: 6000 })),
  defaultCapacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  hidden: Type.Optional(Type.Boolean()),
  /** The category it is listed under; this platform keeps no category list, so the name travels with it. */
  category: Type.Optional(
    Type.Object({
      id: Type.String({ minLength: 1, maxLength: 100 }),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    }),
  ),
  payment: Type.Optional(
    Type.Object({
      rateType: StringEnum(RateTypes),
      fixed: Type.Optional(Type.Object({ price: Type.Object({ value: Amount }) })),
      varied: Type.Optional(Type.Object({ defaultPrice: Type.Object({ value: Amount }) })),
      custom: Type.Optional(Type.Object({ description: Type.String({ minLength: 1, maxLength: 200 }) })),
      options: Type.Optional(
        Type.Object({ online: Type.Optional(Type.Boolean()), inPerson: Type.Optional(Type.Boolean()) }),
      ),
    }),
  ),
  onlineBooking: Type.Optional(Type.Object({ enabled: Type.Boolean() })),
  /** The booking policy it follows; the site's default when a new service names none. */
  bookingPolicy: Type.Optional(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })),
  form: Type.Optional(Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })),
  locations: Type.Optional(
    Type.Array(
      Type.Object({
        type: StringEnum(ServiceLocationTypes),
        custom: Type.Optional(
          Type.Object({
            address: Type.Object({ formattedAddress: Type.String({ minLength: 1, maxLength: 500 }) }),
          }),
        ),
      }),
      { maxItems: 20 },
    ),
  ),
  schedule: Type.Optional(
    Type.Object({
      availabilityConstraints: Type.Optional(
        Type.Object({
          sessionDurations: Type.Optional(Type.Array(Minutes, { minItems: 1, maxItems: 1 })),
          timeBetweenSessions: Type.Optional(Type.Integer({ minimum: 0, maximum: 720 })),
        }),
      ),
      recurringSessions: Type.Optional(Type.Array(WeeklySpanSchema, { maxItems: 50 })),
      firstSessionStart: Type.Optional(Type.String({ format: 'date-time' })),
      lastSessionEnd: Type.Optional(Type.String({ format: 'date-time' })),
    }),
  ),
  staffMemberIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
});
export type ServiceInput = Static<typeof ServiceInputSchema>;

export const CreateServiceRequestSchema = Type.Object({ service: ServiceInputSchema });
export type CreateServiceRequest = Static<typeof CreateServiceRequestSchema>;

export const ServiceResponseSchema = Type.Object({ service: ServiceSchema });
export type ServiceResponse = Static<typeof ServiceResponseSchema>;

export const ServiceIdParamsSchema = Type.Object({
  serviceId: Type.String({ minLength: 1, maxLength: 100 }),
});

/**
 * A partial service and the fields to change (`mask`, comma-joined or `{paths}`); without a mask
 * every field sent is changed. `revision`, when sent, must be the stored one.
 */
export const UpdateServiceRequestSchema = Type.Object({
  service: Type.Intersect([
    Type.Partial(ServiceInputSchema),
    Type.Object({
      id: Type.Optional(Type.String({ maxLength: 100 })),
      revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
    }),
  ]),
  mask: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2000 }),
      Type.Object({ paths: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }) }),
    ]),
  ),
});
export type UpdateServiceRequest = Static<typeof UpdateServiceRequestSchema>;

export const DeleteServiceQuerySchema = Type.Object({
  preserveFutureSessionsWithParticipants: Type.Optional(Type.Boolean()),
  'participantNotification.notifyParticipants': Type.Optional(Type.Boolean()),
  'participantNotification.message': Type.Optional(Type.String({ maxLength: 2000 })),
});

/** Filter by `id`, `name`, `type`, `hidden`, `mainSlug.name`; sort by `name` or `createdDate`; offset or cursor paging (default limit 50). */
export const QueryServicesRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryServicesRequest = Static<typeof QueryServicesRequestSchema>;

export const QueryServicesResponseSchema = Type.Object({
  services: Type.Array(ServiceSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryServicesResponse = Static<typeof QueryServicesResponseSchema>;
