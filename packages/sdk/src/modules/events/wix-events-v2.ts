import type {
  CountEventsByStatusResponseSchema,
  CreateEventRequest,
  EventFieldGroup,
  EventInput,
  EventResponse,
  Filter,
  UpdateEventRequest,
  Event as WireEvent,
} from '@bazaar/contracts';
import type { Static } from 'typebox';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/** Timestamps the events module decodes besides the standard ones (the official module does too). */
export const EVENT_DATE_KEYS = ['startDate', 'endDate', 'publishedDate'] as const;
type Dated<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: undefined extends T[P] ? Date | undefined : Date;
};
type WireDates = WireEvent['dateAndTimeSettings'];
type WireRegistration = NonNullable<WireEvent['registration']>;
type WireRsvp = NonNullable<WireRegistration['rsvp']>;

/**
 * An event as the SDK returns it: `_id`, and its instants as Dates (`formatted` stays the text
 * people read). The same shape the official `wixEventsV2` module returns.
 */
export type Event = Omit<FromWire<WireEvent, 'publishedDate'>, 'dateAndTimeSettings' | 'registration'> & {
  dateAndTimeSettings: Dated<WireDates, 'startDate' | 'endDate'>;
  registration?: Omit<WireRegistration, 'rsvp'> & { rsvp?: Dated<WireRsvp, 'startDate' | 'endDate'> };
};
export type EventInputSdk = SdkRequest<EventInput>;

const BASE = '/events/v3';
const one = async (pending: Promise<unknown>): Promise<Event> =>
  (pending as unknown as Promise<{ event: Event }>).then((r) => r.event);

/** Creates an event (the owner), published unless `draft`. As the official module does, the event itself. */
export const createEvent = defineMethod(
  ({ http }) =>
    async (event: EventInputSdk, options: Omit<CreateEventRequest, 'event'> = {}): Promise<Event> =>
      one(
        callRest<EventResponse, string>(http, {
          method: 'POST',
          path: `${BASE}/events`,
          payload: { event, ...options },
          dateKeys: EVENT_DATE_KEYS,
        }),
      ),
  { elevated: true },
);

/** Changes the fields sent; pass `revision` to refuse a stale write. */
export const updateEvent = defineMethod(
  ({ http }) =>
    async (
      _id: string,
      options: { event?: SdkRequest<UpdateEventRequest['event']>; fields?: EventFieldGroup[] } = {},
    ): Promise<Event> =>
      one(
        callRest<EventResponse, string>(http, {
          method: 'PATCH',
          path: fillPath(`${BASE}/events/{id}`, { id: _id }),
          payload: {
            event: { ...options.event, _id },
            ...(options.fields ? { fields: options.fields } : {}),
          },
          dateKeys: EVENT_DATE_KEYS,
        }),
      ),
  { elevated: true },
);

/** An owner's action on an event, answered as the official module answers it: `{ event }`. */
const action = (verb: 'publish' | 'cancel' | 'clone') =>
  defineMethod(
    ({ http }) =>
      async (
        eventId: string,
        options: { fields?: EventFieldGroup[]; event?: Partial<EventInputSdk>; draft?: boolean } = {},
      ): Promise<{ event: Event }> => ({
        event: await one(
          callRest<EventResponse, string>(http, {
            method: 'POST',
            path: fillPath(`${BASE}/events/{eventId}/${verb}`, { eventId }),
            payload: { ...options, eventId },
            dateKeys: EVENT_DATE_KEYS,
          }),
        ),
      }),
    { elevated: true },
  );

export const publishDraftEvent = action('publish');
export const cancelEvent = action('cancel');
export const cloneEvent = action('clone');

export const deleteEvent = defineMethod(
  ({ http }) =>
    async (eventId: string): Promise<void> => {
      await callRest(http, { method: 'DELETE', path: fillPath(`${BASE}/events/{eventId}`, { eventId }) });
    },
  { elevated: true },
);

const byFilter = (verb: 'cancel' | 'delete') =>
  defineMethod(
    ({ http }) =>
      async (options: { filter: { filter: Filter } }): Promise<void> => {
        await callRest(http, {
          method: 'POST',
          path: `${BASE}/bulk/events/${verb}-by-filter`,
          payload: options,
        });
      },
    { elevated: true },
  );
export const bulkCancelEventsByFilter = byFilter('cancel');
export const bulkDeleteEventsByFilter = byFilter('delete');

export const countEventsByStatus = defineMethod(
  ({ http }) =>
    async (
      options: { filter?: Filter; facet?: 'status'[]; includeDrafts?: boolean } = {},
    ): Promise<Static<typeof CountEventsByStatusResponseSchema>> =>
      callRest<Static<typeof CountEventsByStatusResponseSchema>>(http, {
        method: 'POST',
        path: `${BASE}/events/count-by-status`,
        payload: options,
      }),
);

/** A published event (the owner's drafts too), with the parts `fields` asks for; all parts when none. */
export const getEvent = defineMethod(
  ({ http }) =>
    async (eventId: string, options: { fields?: EventFieldGroup[] } = {}): Promise<Event> =>
      one(
        callRest<EventResponse, string>(http, {
          method: 'GET',
          path: fillPath(`${BASE}/events/{eventId}`, { eventId }),
          payload: options,
          dateKeys: EVENT_DATE_KEYS,
        }),
      ),
);

/** As the official module answers it: `{ event }`. */
export const getEventBySlug = defineMethod(
  ({ http }) =>
    async (slug: string, options: { fields?: EventFieldGroup[] } = {}): Promise<{ event: Event }> => ({
      event: await one(
        callRest<EventResponse, string>(http, {
          method: 'GET',
          path: fillPath(`${BASE}/events/slug/{slug}`, { slug }),
          payload: options,
          dateKeys: EVENT_DATE_KEYS,
        }),
      ),
    }),
);

/** `queryEvents().limit(10).find()`: soonest first unless sorted; drafts for the owner with `includeDrafts`. */
export const queryEvents = defineMethod(
  ({ http }) =>
    (options: { fields?: EventFieldGroup[]; includeDrafts?: boolean } = {}) =>
      createQuery<Event>({
        http,
        method: 'POST',
        path: `${BASE}/events/query`,
        itemsKey: 'events',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
        dateKeys: EVENT_DATE_KEYS,
        alongside: options,
      }),
);
