import type {
  CreateEventRequest,
  Event,
  EventFieldGroup,
  EventInput,
  EventStatus,
  UpdateEventRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { newId } from '../../../kernel/ids.js';
import type { SitesService } from '../../sites/service.js';
import * as tickets from '../tickets/repo.js';
import { createEventChanges, eventCanceled } from './event-changes.js';
import { createEventPresenter } from './event-presenting.js';
import { createEventReads } from './event-reads.js';
import { categoriesOf, checkRichContent, datesOf, newEventRecord, registrationOf } from './input.js';
import * as repo from './repo.js';
import { freeSlug } from './slugs.js';
import { eventStatus, type StatusJob } from './status.js';

/** Most events one bulk cancel or delete changes; a filter matching more is refused, not cut short. */
const MAX_BULK_EVENTS = 1_000;

export interface EventsDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  storefrontUrl: string;
}

/** Events: the owner creates, changes, publishes, cancels and deletes them; visitors read the published ones. */
export function createEventsService(deps: EventsDeps) {
  const { db, clock } = deps;
  const presenter = createEventPresenter(deps);

  const {
    storedStatus,
    scheduleStatusChange,
    announce,
    insert,
    lockForChange,
    save,
    bumped,
    cancelIn,
    deleteIn,
  } = createEventChanges(deps, presenter);

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

    ...createEventReads(deps, presenter),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
