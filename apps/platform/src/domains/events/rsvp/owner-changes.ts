import type { Rsvp, RsvpStatus } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import type { EventRecord } from '../events/record.js';
import * as repo from './repo.js';
import type { RsvpDeps } from './service.js';

const problem = (code: string, description: string, data: Record<string, unknown> = {}) =>
  new ApplicationError({ status: 409, code, description, data });

/**
 * The owner's changes to the guest list: moving answers to another status (within the event's
 * guest limit; places freed go to the waitlist, first come first served) and letting guests in at
 * the door. Each holds the event's row lock, as answering does, so a change and an answer racing
 * for the last place cannot both have it.
 */
export function createRsvpOwnerChanges(
  deps: Pick<RsvpDeps, 'lockEvent' | 'notices'> & {
    db: Database;
    clock: Clock;
    promoteWaitlist(tx: Transaction, event: EventRecord): Promise<void>;
  },
) {
  const { db, clock, lockEvent, notices, promoteWaitlist } = deps;

  async function lockedAnswers(tx: Transaction, siteId: string, eventId: string, ids: readonly string[]) {
    const event = await lockEvent(tx, siteId, eventId);
    if (!event) throw notFound('Event', eventId);
    const found = await repo.rsvpsNamed(tx, siteId, eventId, [...new Set(ids)]);
    const records = [...new Set(ids)].map((id) => {
      const record = found.find((candidate) => candidate.rsvp.id === id);
      if (!record) throw notFound('Rsvp', id);
      return record;
    });
    return { event, records };
  }

  /** Moves answers to `status`, all or none. */
  async function moveAnswers(siteId: string, eventId: string, ids: readonly string[], status: RsvpStatus) {
    return db.transaction(async (tx) => {
      const { event, records } = await lockedAnswers(tx, siteId, eventId, ids);
      const settings = event.registration.rsvp;
      if (status === 'NO' && settings?.responseType !== 'YES_AND_NO')
        throw ValidationError.field('status', 'NO is not an answer this event takes', 'INVALID_ENUM_VALUE');
      if (status === 'WAITING' && !settings?.waitlistEnabled)
        throw ValidationError.field('status', 'This event keeps no waitlist', 'INVALID_ENUM_VALUE');
      const moving = records.filter((record) => record.rsvp.status !== status);
      if (status === 'YES' && settings?.limit !== undefined) {
        const attending = await repo.attendingCount(tx, siteId, eventId);
        const coming = moving.reduce((sum, record) => sum + record.rsvp.totalGuests, 0);
        if (attending + coming > settings.limit)
          throw problem(
            'GUEST_LIMIT_REACHED',
            `Only ${Math.max(0, settings.limit - attending)} more guests can come; these answers bring ${coming}`,
            { available: Math.max(0, settings.limit - attending) },
          );
      }
      const at = clock.now().toISOString();
      for (const record of moving) {
        await repo.moveStatus(tx, record, status, at);
        await notices.rsvpAnswered(tx, event, record, status);
      }
      await promoteWaitlist(tx, event);
      const after = await repo.rsvpsNamed(tx, siteId, eventId, [...new Set(ids)]);
      return [...new Set(ids)].map((id) => after.find((record) => record.rsvp.id === id)?.rsvp as Rsvp);
    });
  }

  /** Lets guests of a YES answer in (or undoes it), by index; all of them when none is named. */
  async function checkIn(
    siteId: string,
    eventId: string,
    rsvpId: string,
    guestIds: readonly number[],
    undo: boolean,
  ) {
    return db.transaction(async (tx) => {
      const {
        records: [record],
      } = await lockedAnswers(tx, siteId, eventId, [rsvpId]);
      if (!record) throw notFound('Rsvp', rsvpId);
      if (!undo && record.rsvp.status !== 'YES')
        throw problem('RSVP_NOT_ATTENDING', `This answer is ${record.rsvp.status}: it lets no one in`);
      const named =
        guestIds.length > 0 ? new Set(guestIds) : new Set(record.rsvp.guests.map((guest) => guest.index));
      const unknown = [...named].filter(
        (index) => !record.rsvp.guests.some((guest) => guest.index === index),
      );
      if (unknown.length > 0)
        throw ValidationError.field('guestId', `This answer has no guest ${unknown.join(', ')}`);
      const at = clock.now().toISOString();
      const guests = record.rsvp.guests.map((guest) => {
        if (!named.has(guest.index)) return guest;
        if (undo) {
          const { checkIn: _, ...notIn } = guest;
          return notIn;
        }
        if (guest.checkIn)
          throw problem(
            'GUEST_ALREADY_CHECKED_IN',
            `${guest.fullName} was already checked in at ${guest.checkIn.created}`,
            { guestId: guest.index },
          );
        return { ...guest, checkIn: { created: at } };
      });
      return { rsvp: await repo.saveGuests(tx, record, guests, at) };
    });
  }

  return {
    updateRsvp: async (siteId: string, eventId: string, rsvpId: string, status: RsvpStatus) => ({
      rsvp: (await moveAnswers(siteId, eventId, [rsvpId], status))[0] as Rsvp,
    }),
    bulkUpdateRsvp: async (siteId: string, eventId: string, ids: readonly string[], status: RsvpStatus) => ({
      rsvps: await moveAnswers(siteId, eventId, ids, status),
    }),
    checkInGuests: (siteId: string, eventId: string, rsvpId: string, guestIds: readonly number[]) =>
      checkIn(siteId, eventId, rsvpId, guestIds, false),
    undoGuestCheckIns: (siteId: string, eventId: string, rsvpId: string, guestIds: readonly number[]) =>
      checkIn(siteId, eventId, rsvpId, guestIds, true),
  };
}
