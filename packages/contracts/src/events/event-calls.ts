import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';
import { EventFieldGroups, EventInputSchema, EventSchema } from './event.js';

/** The calls on events (Wix Events V3): create, clone, update, publish, cancel, delete, get and query. */
const FieldsSchema = Type.Array(StringEnum(EventFieldGroups), { maxItems: EventFieldGroups.length });

export const CreateEventRequestSchema = Type.Object({
  event: EventInputSchema,
  /** Create it as a draft, seen by the owner alone until published. */
  draft: Type.Optional(Type.Boolean()),
  fields: Type.Optional(FieldsSchema),
});
export type CreateEventRequest = Static<typeof CreateEventRequestSchema>;

/** A clone takes the original's settings; anything in `event` replaces them. */
export const CloneEventRequestSchema = Type.Object({
  event: Type.Optional(Type.Partial(EventInputSchema)),
  draft: Type.Optional(Type.Boolean()),
  fields: Type.Optional(FieldsSchema),
});

export const UpdateEventRequestSchema = Type.Object({
  event: Type.Intersect([
    Type.Partial(EventInputSchema),
    Type.Object({
      id: Type.Optional(Type.String({ maxLength: 100 })),
      revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
    }),
  ]),
  fields: Type.Optional(FieldsSchema),
});
export type UpdateEventRequest = Static<typeof UpdateEventRequestSchema>;

export const EventActionRequestSchema = Type.Object({
  eventId: Type.Optional(Type.String({ maxLength: 100 })),
  fields: Type.Optional(FieldsSchema),
});

export const EventResponseSchema = Type.Object({ event: EventSchema });
export type EventResponse = Static<typeof EventResponseSchema>;

export const EventIdParamsSchema = Type.Object({ eventId: Type.String({ minLength: 1, maxLength: 100 }) });
export const EventSlugParamsSchema = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

export const GetEventQuerySchema = Type.Object({
  fields: Type.Optional(Type.Union([StringEnum(EventFieldGroups), FieldsSchema])),
});

/**
 * Filter by `id`, `slug`, `title`, `status`, `dateAndTimeSettings.startDate` / `endDate`,
 * `registration.type`, `location.type`, `categories.id`; sort by `title`, `createdDate`,
 * `dateAndTimeSettings.startDate` (the default, soonest first).
 */
export const QueryEventsRequestSchema = Type.Object({
  query: Type.Optional(QuerySchema),
  fields: Type.Optional(FieldsSchema),
  /** The owner's drafts too (ignored for visitors, who never see drafts). */
  includeDrafts: Type.Optional(Type.Boolean()),
});
export type QueryEventsRequest = Static<typeof QueryEventsRequestSchema>;

export const QueryEventsResponseSchema = Type.Object({
  events: Type.Array(EventSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryEventsResponse = Static<typeof QueryEventsResponseSchema>;

const FilterSchema = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** Bulk cancel and delete name their events by a query (`filter.filter`), as the official module sends it. */
export const EventsByFilterRequestSchema = Type.Object({
  filter: Type.Object({ filter: Type.Optional(FilterSchema) }),
});

export const CountEventsByStatusRequestSchema = Type.Object({
  filter: Type.Optional(FilterSchema),
  /** Facets to count by; `status` is the one offered. */
  facet: Type.Optional(Type.Array(Type.Literal('status'), { maxItems: 1 })),
  includeDrafts: Type.Optional(Type.Boolean()),
});

export const CountEventsByStatusResponseSchema = Type.Object({
  facets: Type.Record(Type.String(), Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) })),
  pagingMetadata: Type.Object({ total: Type.Integer() }),
});
