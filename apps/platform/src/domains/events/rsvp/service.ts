import {
  type CreateRsvpRequest,
  type FormResponse,
  type ListRsvpQuery,
  MAX_ADDITIONAL_GUESTS,
  type QueryRsvpRequest,
  type Rsvp,
  type RsvpStatus,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, forbidden, notFound, ValidationError } from '../../../kernel/errors.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { newId } from '../../../kernel/ids.js';
import type { EventRecord } from '../events/record.js';
import { registrationStatus } from '../events/status.js';
import type { EventNotices } from '../notices/event-notices.js';
import { buyerOf } from '../orders/buyer-details.js';
import { holderKeyOf } from '../reservations/holder.js';
import { createRsvpOwnerChanges } from './owner-changes.js';
import { rsvpFilterOf } from './query-filter.js';
import * as repo from './repo.js';

export interface RsvpDeps {
  db: Database;
  clock: Clock;
  lockEvent(tx: Transaction, siteId: string, id: string): Promise<EventRecord | undefined>;
  /** The guest's mail confirming their answer (and their place, when the waitlist moves up). */
  notices: Pick<EventNotices, 'rsvpAnswered'>;
}

const answerOf = (form: FormResponse, input: string) =>
  form.inputValues.find((value) => value.inputName === input);

/** The guests an answer brings besides its author: `additionalGuests` (a count) and their `guestNames`. */
function additionalGuestsOf(form: FormResponse): string[] {
  const count = answerOf(form, 'additionalGuests')?.value?.trim();
  const names = (answerOf(form, 'guestNames')?.values ?? []).map((name) => name.trim()).filter(Boolean);
  const n = count ? Number(count) : names.length;
  if (!Number.isInteger(n) || n < 0 || n > MAX_ADDITIONAL_GUESTS)
    throw ValidationError.field(
      'form.inputValues',
      `additionalGuests must be a whole number from 0 to ${MAX_ADDITIONAL_GUESTS}`,
      'MAX',
    );
  return Array.from({ length: n }, (_, index) => names[index] ?? `Guest ${index + 2}`);
}

const closed = (description: string) =>
  new ApplicationError({ status: 409, code: 'REGISTRATION_CLOSED', description });

/**
 * RSVPs to free events: YES within the event's guest limit, WAITING on its waitlist when it is
 * full and keeps one, NO when the event asks for it. The event's row is locked while an answer is
 * counted, so two guests racing for the last place cannot both have it; when a coming guest
 * withdraws, the waitlist moves up, first come first served, as far as the freed places go.
 */
export function createRsvpService({ db, clock, lockEvent, notices }: RsvpDeps) {
  async function openEvent(tx: Transaction, siteId: string, eventId: string) {
    const event = await lockEvent(tx, siteId, eventId);
    if (!event || event.phase === 'DRAFT') throw notFound('Event', eventId);
    if (event.registration.initialType !== 'RSVP') throw closed('This event takes tickets, not RSVPs');
    return event;
  }

  async function promoteWaitlist(tx: Transaction, event: EventRecord) {
    const limit = event.registration.rsvp?.limit;
    let attending = await repo.attendingCount(tx, event.siteId, event.id);
    for (const waiting of await repo.waitlist(tx, event.siteId, event.id)) {
      if (limit !== undefined && attending + waiting.rsvp.totalGuests > limit) continue;
      await repo.moveStatus(tx, waiting, 'YES', clock.now().toISOString());
      await notices.rsvpAnswered(tx, event, waiting, 'YES');
      attending += waiting.rsvp.totalGuests;
    }
  }

  /** A page of the guest list: the owner's of any event, a guest's own answers otherwise. */
  async function guestList(
    identity: AuthenticatedIdentity,
    filter: repo.RsvpFilter,
    page: { offset?: number; limit?: number },
  ) {
    const offset = page.offset ?? 0;
    const limit = page.limit ?? 50;
    const { records, total, guestsByStatus } = await repo.listRsvps(
      db,
      identity.siteId,
      { ...filter, ...(identity.kind === 'owner' ? {} : { holderKey: holderKeyOf(identity) }) },
      { offset, limit },
    );
    return {
      total,
      offset,
      limit,
      rsvps: records.map((record) => record.rsvp),
      facets: { status: { counts: guestsByStatus } },
    };
  }

  return {
    ...createRsvpOwnerChanges({ db, clock, lockEvent, notices, promoteWaitlist }),

    async createRsvp(identity: AuthenticatedIdentity, request: CreateRsvpRequest): Promise<{ rsvp: Rsvp }> {
      if (
        request.memberId &&
        identity.kind !== 'owner' &&
        !(identity.kind === 'member' && identity.memberId === request.memberId)
      )
        throw forbidden('An RSVP can be made only for the member who makes it');
      const guest = buyerOf(undefined, request.form);
      const others = additionalGuestsOf(request.form);
      const asked: RsvpStatus = request.status ?? 'YES';
      return db.transaction(async (tx) => {
        const event = await openEvent(tx, identity.siteId, request.eventId);
        const settings = event.registration.rsvp;
        const now = clock.now();
        const attending = await repo.attendingCount(tx, identity.siteId, event.id);
        const status = registrationStatus(event, now, { attending });
        if (status === 'SCHEDULED_RSVP') throw closed('RSVPs for this event have not opened yet');
        if (
          status === 'CLOSED_MANUALLY' ||
          (status === 'CLOSED_AUTOMATICALLY' &&
            !(settings?.limit !== undefined && attending >= settings.limit))
        )
          throw closed('RSVPs for this event are closed');
        if (asked === 'NO' && settings?.responseType !== 'YES_AND_NO')
          throw ValidationError.field('status', 'NO is not an answer this event takes', 'INVALID_ENUM_VALUE');
        const totalGuests = 1 + others.length;
        let answered: RsvpStatus = asked;
        if (asked !== 'NO' && settings?.limit !== undefined && attending + totalGuests > settings.limit) {
          if (!settings.waitlistEnabled)
            throw new ApplicationError({
              status: 409,
              code: 'GUEST_LIMIT_REACHED',
              description:
                attending >= settings.limit
                  ? 'This event is full'
                  : `Only ${settings.limit - attending} more guests can come; this answer brings ${totalGuests}`,
              data: { available: Math.max(0, settings.limit - attending) },
            });
          answered = 'WAITING';
        } else if (asked === 'WAITING') answered = 'YES';
        if (await repo.emailAnswered(tx, identity.siteId, event.id, guest.email))
          throw new ApplicationError({
            status: 409,
            code: 'GUEST_ALREADY_REGISTERED',
            description: `${guest.email} has already answered for this event`,
          });
        const memberId = request.memberId ?? (identity.kind === 'member' ? identity.memberId : undefined);
        const rsvp: Rsvp = {
          id: newId(),
          eventId: event.id,
          ...(memberId ? { memberId } : {}),
          created: now.toISOString(),
          modified: now.toISOString(),
          firstName: guest.firstName,
          lastName: guest.lastName,
          email: guest.email,
          rsvpForm: request.form,
          status: answered,
          totalGuests: answered === 'NO' ? 1 : totalGuests,
          guests: [`${guest.firstName} ${guest.lastName}`, ...(answered === 'NO' ? [] : others)].map(
            (fullName, index) => ({ index, fullName }),
          ),
        };
        const record = { siteId: identity.siteId, holderKey: holderKeyOf(identity), rsvp };
        await repo.insertRsvp(tx, record);
        await notices.rsvpAnswered(tx, event, record, answered);
        return { rsvp };
      });
    },

    listRsvp: (identity: AuthenticatedIdentity, query: ListRsvpQuery) =>
      guestList(identity, { eventId: listOf(query.eventId), status: listOf(query.status) }, query),

    /** `queryRsvp`: the guest list by a filter (event, status) and part of an email. */
    queryRsvp: (identity: AuthenticatedIdentity, request: QueryRsvpRequest) =>
      guestList(
        identity,
        {
          ...rsvpFilterOf(request.filter),
          ...(request.searchPhrase?.trim() ? { emailContains: request.searchPhrase } : {}),
        },
        request,
      ),

    /** One answer: any for the owner, a guest's own otherwise. */
    async getRsvp(identity: AuthenticatedIdentity, eventId: string, id: string): Promise<{ rsvp: Rsvp }> {
      const [record] = await repo.rsvpsNamed(db, identity.siteId, eventId, [id]);
      if (!record || (identity.kind !== 'owner' && record.holderKey !== holderKeyOf(identity)))
        throw notFound('Rsvp', id);
      return { rsvp: record.rsvp };
    },

    /** Withdraws answers (their guest's, or any for the owner); freed places go to the waitlist. */
    async deleteRsvp(identity: AuthenticatedIdentity, eventId: string, ids: readonly string[]) {
      await db.transaction(async (tx) => {
        const event = await lockEvent(tx, identity.siteId, eventId);
        if (!event) throw notFound('Event', eventId);
        const found = await repo.rsvpsNamed(tx, identity.siteId, eventId, [...new Set(ids)]);
        for (const id of new Set(ids)) {
          const record = found.find((candidate) => candidate.rsvp.id === id);
          if (!record || (identity.kind !== 'owner' && record.holderKey !== holderKeyOf(identity)))
            throw notFound('Rsvp', id);
          await repo.deleteRsvp(tx, identity.siteId, id);
        }
        await promoteWaitlist(tx, event);
      });
      return {};
    },
  };
}

export type RsvpService = ReturnType<typeof createRsvpService>;
