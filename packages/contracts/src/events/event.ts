import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

export const EventStatuses = ['UPCOMING', 'STARTED', 'ENDED', 'CANCELED', 'DRAFT'] as const;
export type EventStatus = (typeof EventStatuses)[number];
export const RegistrationTypes = ['RSVP', 'TICKETING', 'EXTERNAL', 'NONE'] as const;
export type RegistrationType = (typeof RegistrationTypes)[number];
export const RegistrationStatuses = [
  'UNKNOWN_REGISTRATION_STATUS',
  'CLOSED_AUTOMATICALLY',
  'CLOSED_MANUALLY',
  'OPEN_RSVP',
  'OPEN_RSVP_WAITLIST_ONLY',
  'OPEN_TICKETS',
  'OPEN_EXTERNAL',
  'SCHEDULED_RSVP',
] as const;
export type RegistrationStatus = (typeof RegistrationStatuses)[number];
export const EventLocationTypes = ['VENUE', 'ONLINE'] as const;
export const RsvpResponseTypes = ['YES_ONLY', 'YES_AND_NO'] as const;
export const GuestTypes = ['VISITOR_OR_MEMBER', 'MEMBER'] as const;
/** Parts of an event a read may ask for (`fields`); with none, every part is returned. */
export const EventFieldGroups = [
  'DETAILS',
  'TEXTS',
  'REGISTRATION',
  'URLS',
  'FORM',
  'DASHBOARD',
  'FEED',
  'ONLINE_CONFERENCING_SESSION',
  'SEO_SETTINGS',
  'AGENDA',
  'CATEGORIES',
] as const;
export type EventFieldGroup = (typeof EventFieldGroups)[number];

/**
 * The rich-content node types an event description may hold (the spec's list), stored and
 * returned as given: the platform checks the types and the size, never rewrites the tree.
 */
export const RichContentNodeTypes = [
  'PARAGRAPH',
  'TEXT',
  'HEADING',
  'BULLETED_LIST',
  'ORDERED_LIST',
  'LIST_ITEM',
  'BLOCKQUOTE',
  'CODE_BLOCK',
  'VIDEO',
  'DIVIDER',
  'FILE',
  'GALLERY',
  'GIF',
  'HTML',
  'IMAGE',
  'LINK_PREVIEW',
  'MAP',
  'POLL',
  'APP_EMBED',
  'BUTTON',
  'COLLAPSIBLE_LIST',
  'COLLAPSIBLE_ITEM',
  'COLLAPSIBLE_ITEM_TITLE',
  'COLLAPSIBLE_ITEM_BODY',
  'TABLE',
  'TABLE_ROW',
  'TABLE_CELL',
  'EMBED',
  'EXTERNAL',
  'AUDIO',
  'CAPTION',
  'LAYOUT',
  'LAYOUT_CELL',
] as const;

/** A rich-content tree: `nodes` (each with a `type` of the list above), metadata and styles as sent. */
export const RichContentSchema = Type.Object(
  {
    nodes: Type.Array(Type.Record(Type.String(), Type.Unknown()), { maxItems: 500 }),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    documentStyle: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type RichContent = Static<typeof RichContentSchema>;

/** Money in events shapes: a decimal string and its currency. */
export const EventsMoneySchema = Type.Object({
  value: Type.String({ description: 'Decimal amount, e.g. "45.00"' }),
  currency: Type.String(),
});

export const EventAddressSchema = Type.Object({
  formattedAddress: Type.Optional(Type.String({ maxLength: 500 })),
  addressLine: Type.Optional(Type.String({ maxLength: 300 })),
  addressLine2: Type.Optional(Type.String({ maxLength: 300 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  subdivision: Type.Optional(Type.String({ maxLength: 100 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO-3166 alpha-2' })),
  postalCode: Type.Optional(Type.String({ maxLength: 30 })),
  geocode: Type.Optional(
    Type.Object({
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
    }),
  ),
});

export const EventLocationSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50 })),
  type: StringEnum(EventLocationTypes),
  address: Type.Optional(EventAddressSchema),
  locationTbd: Type.Optional(Type.Boolean()),
});
export type EventLocation = Static<typeof EventLocationSchema>;

/** The date and time as people read them, in the event's time zone (en-US). */
export const FormattedDatesSchema = Type.Object({
  dateAndTime: Type.String(),
  startDate: Type.String(),
  startTime: Type.String(),
  endDate: Type.String(),
  endTime: Type.String(),
});

export const DateAndTimeSettingsSchema = Type.Object({
  dateAndTimeTbd: Type.Boolean(),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.String({ format: 'date-time' }),
  timeZoneId: Type.String({ description: 'IANA time zone the event takes place in' }),
  hideEndDate: Type.Boolean(),
  showTimeZone: Type.Boolean(),
  recurrenceStatus: Type.Literal('ONE_TIME'),
  formatted: FormattedDatesSchema,
});

export const EventImageSchema = Type.Object({
  url: Type.String(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  altText: Type.Optional(Type.String()),
});

export const RsvpSettingsSchema = Type.Object({
  responseType: StringEnum(RsvpResponseTypes),
  /** Most guests who may answer yes; none: no limit. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  waitlistEnabled: Type.Boolean(),
  startDate: Type.Optional(Type.String({ format: 'date-time' })),
  endDate: Type.Optional(Type.String({ format: 'date-time' })),
});

export const TicketsRegistrationSchema = Type.Object({
  ticketLimitPerOrder: Type.Integer(),
  currency: Type.String(),
  lowestPrice: Type.Optional(EventsMoneySchema),
  highestPrice: Type.Optional(EventsMoneySchema),
  soldOut: Type.Boolean(),
  reservationDurationInMinutes: Type.Integer(),
  guestsAssignedSeparately: Type.Boolean(),
  /** Cards are authorized at checkout and captured or voided by the owner later. */
  delayedPaymentCapture: Type.Boolean(),
});

export const RegistrationSchema = Type.Object({
  type: StringEnum(RegistrationTypes),
  status: StringEnum(RegistrationStatuses),
  initialType: StringEnum(RegistrationTypes),
  allowedGuestTypes: StringEnum(GuestTypes),
  registrationDisabled: Type.Boolean(),
  rsvp: Type.Optional(RsvpSettingsSchema),
  tickets: Type.Optional(TicketsRegistrationSchema),
  external: Type.Optional(Type.Object({ url: Type.String() })),
});

export const EventCategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
});

/** An event as the official `wixEventsV2` module reads it (reference §2.5). */
export const EventSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  status: StringEnum(EventStatuses),
  shortDescription: Type.Optional(Type.String()),
  detailedDescription: Type.Optional(Type.String()),
  description: Type.Optional(RichContentSchema),
  mainImage: Type.Optional(EventImageSchema),
  location: EventLocationSchema,
  dateAndTimeSettings: DateAndTimeSettingsSchema,
  registration: Type.Optional(RegistrationSchema),
  eventPageUrl: Type.Optional(Type.Object({ base: Type.String(), path: Type.String() })),
  calendarUrls: Type.Optional(Type.Object({ google: Type.String(), ics: Type.String() })),
  categories: Type.Optional(Type.Array(EventCategorySchema)),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  publishedDate: Type.Optional(Type.String({ format: 'date-time' })),
  revision: Type.String({ description: 'int64 as a string' }),
});
export type Event = Static<typeof EventSchema>;

const Instant = Type.String({ format: 'date-time' });

/** What an owner sends to create or change an event; status, dates read as text and prices are the platform's. */
export const EventInputSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120 }),
  shortDescription: Type.Optional(Type.String({ maxLength: 500 })),
  detailedDescription: Type.Optional(Type.String({ maxLength: 50_000 })),
  description: Type.Optional(RichContentSchema),
  slug: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  mainImage: Type.Optional(
    Type.Object({
      url: Type.String({ format: 'uri', maxLength: 2_000 }),
      width: Type.Optional(Type.Integer({ minimum: 1, maximum: 20_000 })),
      height: Type.Optional(Type.Integer({ minimum: 1, maximum: 20_000 })),
      altText: Type.Optional(Type.String({ maxLength: 500 })),
    }),
  ),
  location: EventLocationSchema,
  dateAndTimeSettings: Type.Object({
    dateAndTimeTbd: Type.Optional(Type.Boolean()),
    startDate: Instant,
    endDate: Instant,
    timeZoneId: Type.String({ minLength: 1, maxLength: 64 }),
    hideEndDate: Type.Optional(Type.Boolean()),
    showTimeZone: Type.Optional(Type.Boolean()),
  }),
  registration: Type.Object({
    initialType: StringEnum(['RSVP', 'TICKETING', 'EXTERNAL', 'NONE'] as const),
    allowedGuestTypes: Type.Optional(StringEnum(GuestTypes)),
    registrationDisabled: Type.Optional(Type.Boolean()),
    rsvp: Type.Optional(
      Type.Object({
        responseType: Type.Optional(StringEnum(RsvpResponseTypes)),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
        waitlistEnabled: Type.Optional(Type.Boolean()),
        startDate: Type.Optional(Instant),
        endDate: Type.Optional(Instant),
      }),
    ),
    tickets: Type.Optional(
      Type.Object({
        ticketLimitPerOrder: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
        /**
         * Cards are only authorized at checkout (the order is AUTHORIZED); the owner captures the
         * payment (PAID) or voids it (VOIDED, the tickets back on sale), as when a show must reach
         * a minimum audience. An authorization left alone is voided when it runs out.
         */
        delayedPaymentCapture: Type.Optional(Type.Boolean()),
      }),
    ),
    external: Type.Optional(Type.Object({ url: Type.String({ format: 'uri', maxLength: 2_000 }) })),
  }),
  categories: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      maxItems: 20,
      description: 'Category names',
    }),
  ),
});
export type EventInput = Static<typeof EventInputSchema>;
