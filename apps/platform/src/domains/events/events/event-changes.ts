import type { EventFieldGroup } from '@bazaar/contracts';
import type { Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch } from '../../../kernel/errors.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { scheduleJob } from '../../../kernel/jobs/jobs.js';
import { EVENT_FQDN } from '../events.js';
import { askForCanceledNotices } from '../notices/event-notices.js';
import { cancelPendingOfEvent } from '../reservations/release.js';
import type { EventPresenter } from './event-presenting.js';
import type { EventRecord } from './record.js';
import * as repo from './repo.js';
import type { EventsDeps } from './service.js';
import { EVENT_STATUS_JOB, eventStatus, nextStatusChange, type StatusJob } from './status.js';

export const eventCanceled = (id: string) =>
  new ApplicationError({
    status: 409,
    code: 'EVENT_CANCELED',
    description: `Event ${id} is cancelled and cannot change`,
  });

/**
 * What every change to an event does: stores it with the status its dates give, asks for the job
 * that records its next start or end, and records its domain event in the same transaction.
 */
export function createEventChanges({ clock }: EventsDeps, { presentOne }: EventPresenter) {
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
    await askForCanceledNotices(tx, clock, record);
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

  return {
    storedStatus,
    scheduleStatusChange,
    announce,
    insert,
    lockForChange,
    save,
    bumped,
    cancelIn,
    deleteIn,
  };
}
