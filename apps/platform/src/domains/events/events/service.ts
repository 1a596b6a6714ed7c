import type {
  CreateEventRequest,
  Event,
  EventFieldGroup,
  EventInput,
  EventStatus,
  Query,
  UpdateEventRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { scheduleJob } from '../../../kernel/jobs/jobs.js';
import type { SitesService } from '../../sites/service.js';
import { EVENT_FQDN } from '../events.js';
import { cancelPendingOfEvent } from '../reservations/release.js';
import * as rsvps from '../rsvp/repo.js';
import * as tickets from '../tickets/repo.js';
import { categoriesOf, checkRichContent, datesOf, newEventRecord, registrationOf } from './input.js';
import { presentEvent } from './presenter.js';
import type { EventRecord } from './record.js';
import * as repo from './repo.js';
import { freeSlug } from './slugs.js';
import { eventStatus, nextStatusChange } from './status.js';

/** The job that records an event's start and end (its stored status, the started/ended events). */
export const EVENT_STATUS_JOB = 'events.status-change';
export interface StatusJob {
  siteId: string;
  eventId: string;
}

/** Most events one bulk cancel or delete changes; a filter matching more is refused, not cut short. */
const MAX_BULK_EVENTS = 1_000;

export interface EventsDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  storefrontUrl: string;
}

const eventCanceled = (id: string) =>
  new ApplicationError({
    status: 409,
    code: 'EVENT_CANCELED',
    description: `Event ${id} is cancelled and cannot change`,
  });

/** Events: the owner creates, changes, publishes, cancels and deletes them; visitors read the published ones. */
export function createEventsService({ db, clock, sites, storefrontUrl }: EventsDeps) {
  async function present(
    records: EventRecord[],
    siteId: string,
    fields?: readonly EventFieldGroup[],
    on: Queryable = db,
  ) {
    const { settings } = await sites.getSite(siteId, on);
    const all = await tickets.ticketsOfEvents(
      on,
      siteId,
      records.map((record) => record.id),
    );
    // Only an RSVP event with a guest limit shows whether it is full.
    const attending = await rsvps.attendingCounts(
      on,
      siteId,
      records.filter((record) => record.registration.rsvp?.limit !== undefined).map((record) => record.id),
    );
    const context = {
      now: clock.now(),
      currency: settings.currency,
      storefrontUrl,
      ...(fields ? { fields } : {}),
    };
    return records.map((record) =>
      presentEvent(
        record,
        all.filter((ticket) => ticket.eventId === record.id),
        context,
        { attending: attending.get(record.id) ?? 0 },
      ),
    );
  }

  const presentOne = async (record: EventRecord, fields?: readonly EventFieldGroup[], on: Queryable = db) =>
    (await present([record], record.siteId, fields, on))[0] as Event;

  /** The status column: the owner's phase, or the clock's status once published. */
  const storedStatus = (record: EventRecord): repo.StoredStatus => eventStatus(record, clock.now());

  /** Asks the job runner to record the next start or end, if one is ahead. */
  async function scheduleStatusChange(tx: Transaction, record: EventRecord): Promise<void> {
    const at = nextStatusChange(record, clock.now());
    if (!at) return;
    const payload: StatusJob = { siteId: record.siteId, eventId: record.id };
    await scheduleJob(tx, clock, EVENT_STATUS_JOB, payload, {
      runAt: new Date(at),
      dedupeKey: `${EVENT_STATUS_JOB}:${record.id}:${at}`,
    });
  }

  async function announce(
    tx: Transaction,
    action: EventAction,
    record: EventRecord,
    fields?: readonly EventFieldGroup[],
  ) {
    const event = await presentOne(record, fields, tx);
    await recordEvent(tx, {
      siteId: record.siteId,
      entityFqdn: EVENT_FQDN,
      action,
      entityId: record.id,
      entity: event,
      eventTime: clock.now().toISOString(),
    });
    return event;
  }

  async function insert(
    tx: Transaction,
    record: EventRecord,
    action: EventAction,
    fields?: readonly EventFieldGroup[],
  ) {
    await repo.insertEvent(tx, record, storedStatus(record));
    await scheduleStatusChange(tx, record);
    return announce(tx, action, record, fields);
  }

  /** Reads the event for a change the owner makes, held until the transaction ends. */
  async function lockForChange(tx: Transaction, siteId: string, id: string): Promise<EventRecord> {
    const record = await repo.lockEvent(tx, siteId, id);
    if (!record) throw notFound('Event', id);
    return record;
  }

  async function save(
    tx: Transaction,
    next: EventRecord,
    action: EventAction,
    fields?: readonly EventFieldGroup[],
  ) {
    if (!(await repo.updateEvent(tx, next, storedStatus(next)))) throw revisionMismatch('the event');
    await scheduleStatusChange(tx, next);
    return announce(tx, action, next, fields);
  }

  const bumped = (record: EventRecord, changes: Partial<EventRecord>): EventRecord => ({
    ...record,
    ...changes,
    revision: record.revision + 1,
    updatedDate: clock.now().toISOString(),
  });

  async function cancelIn(tx: Transaction, record: EventRecord, fields?: readonly EventFieldGroup[]) {
    const status = eventStatus(record, clock.now());
    if (status === 'CANCELED') throw eventCanceled(record.id);
    if (status === 'DRAFT' || status === 'ENDED')
      throw new ApplicationError({
        status: 409,
        code: status === 'DRAFT' ? 'EVENT_NOT_PUBLISHED' : 'EVENT_ENDED',
        description:
          status === 'DRAFT'
            ? 'A draft is deleted, not cancelled'
            : `Event ${record.id} has ended and cannot be cancelled`,
      });
    await cancelPendingOfEvent(tx, record.siteId, record.id, clock.now().toISOString());
    return save(tx, bumped(record, { phase: 'CANCELED' }), 'canceled', fields);
  }

  async function deleteIn(tx: Transaction, record: EventRecord) {
    const event = await presentOne(record, undefined, tx);
    await cancelPendingOfEvent(tx, record.siteId, record.id, clock.now().toISOString());
    await repo.deleteEvent(tx, record.siteId, record.id);
    await recordEvent(tx, {
      siteId: record.siteId,
      entityFqdn: EVENT_FQDN,
      action: 'deleted',
      entityId: record.id,
      entity: event,
      eventTime: clock.now().toISOString(),
    });
  }

  async function idsOfFilter(siteId: string, filter: Record<string, unknown> | null | undefined) {
    const ids = await repo.idsMatching(db, siteId, filter, MAX_BULK_EVENTS + 1);
    if (ids.length > MAX_BULK_EVENTS)
      throw ValidationError.field(
        'filter',
        `matches more than ${MAX_BULK_EVENTS} events; narrow it`,
        'MAX_SIZE',
      );
    return ids;
  }

  return {
    async createEvent(siteId: string, request: CreateEventRequest): Promise<Event> {
      return db.transaction(async (tx) => {
        const slug = await freeSlug(tx, siteId, request.event.title, request.event.slug);
        const record = newEventRecord(
          siteId,
          request.event,
          request.draft ?? false,
          slug,
          clock.now().toISOString(),
        );
        return insert(tx, record, 'created', request.fields);
      });
    },

    async cloneEvent(
      siteId: string,
      id: string,
      request: { event?: Partial<EventInput>; draft?: boolean; fields?: EventFieldGroup[] },
    ): Promise<Event> {
      return db.transaction(async (tx) => {
        const original = await repo.findEvent(tx, siteId, id);
        if (!original) throw notFound('Event', id);
        const {
          id: _id,
          siteId: _site,
          slug: _slug,
          phase: _phase,
          categories,
          revision: _r,
          ...kept
        } = original;
        const input: EventInput = {
          ...kept,
          categories: categories.map((category) => category.name),
          ...request.event,
        } as EventInput;
        const slug = await freeSlug(tx, siteId, input.title, request.event?.slug);
        const record = newEventRecord(siteId, input, request.draft ?? false, slug, clock.now().toISOString());
        await repo.insertEvent(tx, record, storedStatus(record));
        await scheduleStatusChange(tx, record);
        const now = clock.now().toISOString();
        for (const ticket of await tickets.ticketsOfEvents(tx, siteId, [original.id])) {
          const { quantity: _q, sold: _s, reserved: _res, ...definition } = ticket;
          await tickets.insertTicket(tx, {
            ...definition,
            id: newId(),
            eventId: record.id,
            createdDate: now,
            updatedDate: now,
            revision: 1,
          });
        }
        return announce(tx, 'cloned', record, request.fields);
      });
    },

    async updateEvent(siteId: string, id: string, request: UpdateEventRequest): Promise<Event> {
      return db.transaction(async (tx) => {
        const record = await lockForChange(tx, siteId, id);
        const patch = request.event;
        if (patch.revision !== undefined && Number(patch.revision) !== record.revision)
          throw revisionMismatch('the event');
        if (record.phase === 'CANCELED') throw eventCanceled(id);
        if (patch.registration && patch.registration.initialType !== record.registration.initialType)
          throw ValidationError.field(
            'event.registration.initialType',
            'cannot change once the event exists (a ticketed event stays ticketed, an RSVP event RSVP)',
            'FIELD_NOT_ALLOWED',
          );
        if (patch.description) checkRichContent(patch.description, 'event.description');
        const slug =
          patch.slug !== undefined && patch.slug !== record.slug
            ? await freeSlug(tx, siteId, record.title, patch.slug, id)
            : record.slug;
        const {
          id: _id,
          revision: _revision,
          categories,
          dateAndTimeSettings,
          registration,
          ...fields
        } = patch;
        const next = bumped(record, {
          ...fields,
          slug,
          ...(dateAndTimeSettings ? { dateAndTimeSettings: datesOf(dateAndTimeSettings) } : {}),
          ...(registration ? { registration: registrationOf(registration) } : {}),
          categories: categoriesOf(categories, record.categories, clock.now().toISOString()),
        });
        return save(tx, next, 'updated', request.fields);
      });
    },

    async publishDraftEvent(siteId: string, id: string, fields?: EventFieldGroup[]): Promise<Event> {
      return db.transaction(async (tx) => {
        const record = await lockForChange(tx, siteId, id);
        if (record.phase !== 'DRAFT')
          throw new ApplicationError({
            status: 409,
            code: 'EVENT_NOT_DRAFT',
            description: `Event ${id} is not a draft; only a draft is published`,
          });
        const now = clock.now().toISOString();
        return save(tx, bumped(record, { phase: 'PUBLISHED', publishedDate: now }), 'published', fields);
      });
    },

    async cancelEvent(siteId: string, id: string, fields?: EventFieldGroup[]): Promise<Event> {
      return db.transaction(async (tx) => cancelIn(tx, await lockForChange(tx, siteId, id), fields));
    },

    async bulkCancelEventsByFilter(siteId: string, filter: Record<string, unknown> | null | undefined) {
      const ids = await idsOfFilter(siteId, filter);
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const record = await repo.lockEvent(tx, siteId, id);
          const status = record && eventStatus(record, clock.now());
          // Bulk cancel changes what can be cancelled and leaves drafts, ended and cancelled events be.
          if (record && (status === 'UPCOMING' || status === 'STARTED')) await cancelIn(tx, record);
        }
      });
      return {};
    },

    async deleteEvent(siteId: string, id: string) {
      await db.transaction(async (tx) => deleteIn(tx, await lockForChange(tx, siteId, id)));
      return {};
    },

    async bulkDeleteEventsByFilter(siteId: string, filter: Record<string, unknown> | null | undefined) {
      const ids = await idsOfFilter(siteId, filter);
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const record = await repo.lockEvent(tx, siteId, id);
          if (record) await deleteIn(tx, record);
        }
      });
      return {};
    },

    async getEvent(
      siteId: string,
      id: string,
      seesDrafts: boolean,
      fields?: EventFieldGroup[],
    ): Promise<Event> {
      const record = await repo.findEvent(db, siteId, id);
      if (!record || (record.phase === 'DRAFT' && !seesDrafts)) throw notFound('Event', id);
      return presentOne(record, fields);
    },

    async getEventBySlug(siteId: string, slug: string, seesDrafts: boolean, fields?: EventFieldGroup[]) {
      const record = await repo.findEventBySlug(db, siteId, slug);
      if (!record || (record.phase === 'DRAFT' && !seesDrafts)) throw notFound('Event', slug);
      return presentOne(record, fields);
    },

    async queryEvents(
      siteId: string,
      query: Query | undefined,
      includeDrafts: boolean,
      fields?: EventFieldGroup[],
    ) {
      const { records, pagingMetadata } = await repo.queryEvents(db, siteId, query, includeDrafts);
      return { events: await present(records, siteId, fields), pagingMetadata };
    },

    async countEventsByStatus(
      siteId: string,
      filter: Record<string, unknown> | null | undefined,
      includeDrafts: boolean,
    ) {
      const counts = await repo.countByStatus(db, siteId, filter, includeDrafts);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { facets: { status: { counts } }, pagingMetadata: { total } };
    },

    /**
     * The job: records the status the clock has reached (started, ended) once, and asks for the
     * next change. A job left from dates changed since finds nothing to do.
     */
    async recordStatusChange(tx: Transaction, { siteId, eventId }: StatusJob): Promise<void> {
      const record = await repo.lockEvent(tx, siteId, eventId);
      if (!record) return;
      const stored = await repo.storedStatus(tx, siteId, eventId);
      const now: EventStatus = eventStatus(record, clock.now());
      if (stored === undefined || stored === now) return;
      await repo.moveStatus(tx, siteId, eventId, stored, now);
      if (now === 'STARTED' || now === 'ENDED')
        await announce(tx, now === 'STARTED' ? 'started' : 'ended', record);
      await scheduleStatusChange(tx, record);
    },

    /** For the reservations and the checkout: the event as stored, or undefined. */
    find: (siteId: string, id: string, on: Queryable = db) => repo.findEvent(on, siteId, id),
    lock: (tx: Transaction, siteId: string, id: string) => repo.lockEvent(tx, siteId, id),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
