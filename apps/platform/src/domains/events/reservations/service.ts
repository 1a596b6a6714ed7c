import {
  type CreateReservationRequest,
  RESERVATION_MINUTES,
  type Reservation,
  type ReservationStatus,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, forbidden, notFound, ValidationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { scheduleJob } from '../../../kernel/jobs/jobs.js';
import type { SitesService } from '../../sites/service.js';
import type { EventRecord } from '../events/record.js';
import { RESERVATION_FQDN } from '../events.js';
import { presentAvailableTicket } from '../tickets/presenter.js';
import type { StoredTicket } from '../tickets/record.js';
import * as tickets from '../tickets/repo.js';
import { holderKeyOf } from './holder.js';
import { endReservation } from './release.js';
import * as repo from './repo.js';
import { closed, heldLinesOf, planLines, soldOut, whyClosed } from './reservation-rules.js';

export const EXPIRE_RESERVATION_JOB = 'events.expire-reservation';
export interface ExpireJob {
  siteId: string;
  reservationId: string;
}

export interface ReservationsDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  findEvent(siteId: string, id: string, on?: Queryable): Promise<EventRecord | undefined>;
}

/**
 * Holds on tickets while a buyer checks out: for 20 minutes, within the sale period and every
 * limit, never past a ticket's quantity however many buyers race (one conditional update per
 * kind of ticket, see `tickets/repo.ts` `holdTickets`). The job runner ends a hold that expires
 * and gives its tickets back, once.
 */
export function createReservationsService({ db, clock, sites, findEvent }: ReservationsDeps) {
  function present(record: repo.ReservationRecord, definitions: readonly StoredTicket[]): Reservation {
    const now = clock.now();
    const status: ReservationStatus =
      record.status === 'RESERVATION_PENDING' && record.expires <= now.toISOString()
        ? 'RESERVATION_EXPIRED'
        : record.status;
    return {
      id: record.id,
      eventId: record.eventId,
      expires: record.expires,
      reservationStatus: status,
      reservations: record.lines.flatMap((line) => {
        const ticket = definitions.find((definition) => definition.id === line.ticketDefinitionId);
        return ticket ? [{ quantity: line.quantity, ticket: presentAvailableTicket(ticket, now) }] : [];
      }),
      invoice: record.invoice,
    };
  }

  async function announce(tx: Transaction, record: repo.ReservationRecord, action: 'created' | 'updated') {
    await recordEvent(tx, {
      siteId: record.siteId,
      entityFqdn: RESERVATION_FQDN,
      action,
      entityId: record.id,
      entity: present(record, await tickets.ticketsOfEvents(tx, record.siteId, [record.eventId])),
      eventTime: clock.now().toISOString(),
    });
  }

  return {
    async createReservation(
      identity: AuthenticatedIdentity,
      request: CreateReservationRequest,
    ): Promise<Reservation> {
      const owner = identity.kind === 'owner';
      if (!owner && (request.ignoreLimits || request.allowHiddenTickets))
        throw forbidden('ignoreLimits and allowHiddenTickets are for the site owner');
      const siteId = identity.siteId;
      const event = await findEvent(siteId, request.eventId);
      if (!event || (event.phase === 'DRAFT' && !owner)) throw notFound('Event', request.eventId);
      const reason = whyClosed(event, clock.now());
      if (reason) throw closed(reason);
      const { settings } = await sites.getSite(siteId);
      const definitions = await tickets.ticketsOfEvents(db, siteId, [event.id]);
      const lines = planLines(clock.now(), request, event, definitions, owner);
      const now = clock.now();
      const record: repo.ReservationRecord = {
        id: newId(),
        siteId,
        eventId: event.id,
        holderKey: holderKeyOf(identity),
        status: 'RESERVATION_PENDING',
        expires: new Date(now.getTime() + RESERVATION_MINUTES * 60_000).toISOString(),
        ...heldLinesOf(lines, settings.currency),
        createdDate: now.toISOString(),
        updatedDate: now.toISOString(),
      };
      return db.transaction(async (tx) => {
        // In id order, so two buyers of the same kinds of ticket never wait on each other's rows.
        for (const { ticket, quantity } of [...lines].sort((a, b) => (a.ticket.id < b.ticket.id ? -1 : 1))) {
          if (!(await tickets.holdTickets(tx, siteId, ticket.id, quantity, request.ignoreLimits ?? false))) {
            const fresh = (await tickets.findTicket(tx, siteId, ticket.id)) ?? ticket;
            throw soldOut(fresh, quantity);
          }
        }
        await repo.insertReservation(tx, record);
        const job: ExpireJob = { siteId, reservationId: record.id };
        await scheduleJob(tx, clock, EXPIRE_RESERVATION_JOB, job, {
          runAt: new Date(record.expires),
          dedupeKey: `${EXPIRE_RESERVATION_JOB}:${record.id}`,
        });
        const reservation = present(record, await tickets.ticketsOfEvents(tx, siteId, [event.id]));
        await recordEvent(tx, {
          siteId,
          entityFqdn: RESERVATION_FQDN,
          action: 'created',
          entityId: record.id,
          entity: reservation,
          eventTime: record.createdDate,
        });
        return reservation;
      });
    },

    /** The buyer who made it cancels it (CANCELED), or the owner does (CANCELED_MANUALLY). */
    async cancelReservation(identity: AuthenticatedIdentity, id: string, eventId: string) {
      const siteId = identity.siteId;
      await db.transaction(async (tx) => {
        const record = await repo.findReservation(tx, siteId, id);
        const mayCancel = identity.kind === 'owner' || record?.holderKey === holderKeyOf(identity);
        if (!record || record.eventId !== eventId || !mayCancel) throw notFound('Reservation', id);
        const to = identity.kind === 'owner' ? 'RESERVATION_CANCELED_MANUALLY' : 'RESERVATION_CANCELED';
        const ended =
          record.expires > clock.now().toISOString() &&
          (await endReservation(tx, record, to, clock.now().toISOString()));
        if (!ended)
          throw new ApplicationError({
            status: 409,
            code: 'RESERVATION_NOT_PENDING',
            description: 'This reservation has already ended (expired, cancelled or confirmed)',
          });
        await announce(tx, { ...record, status: to }, 'updated');
      });
      return {};
    },

    /**
     * The buyer changes how many of each held ticket they want (0 drops a kind; one ticket at
     * least stays), within the same limits as a new hold. The hold keeps its id and end time.
     * Under the hold's lock, each kind of ticket moves by the difference only, in id order: more
     * are held by the same conditional update as a new hold, and when they are not left the
     * transaction ends with nothing changed.
     */
    async changeQuantities(
      identity: AuthenticatedIdentity,
      id: string,
      ticketQuantities: { ticketDefinitionId: string; quantity: number }[],
    ): Promise<Reservation> {
      const siteId = identity.siteId;
      const found = await repo.findReservation(db, siteId, id);
      if (!found || (identity.kind !== 'owner' && found.holderKey !== holderKeyOf(identity)))
        throw notFound('Reservation', id);
      const unknown = ticketQuantities.findIndex(
        (line) => !found.lines.some((held) => held.ticketDefinitionId === line.ticketDefinitionId),
      );
      if (unknown >= 0)
        throw ValidationError.field(
          `ticketQuantities.${unknown}.ticketDefinitionId`,
          'names a ticket this reservation does not hold',
          'VALIDATION',
        );
      // A kind of ticket the request does not name keeps its quantity.
      const wanted = found.lines
        .map((held) => ({
          ticketDefinitionId: held.ticketDefinitionId,
          quantity:
            ticketQuantities.find((line) => line.ticketDefinitionId === held.ticketDefinitionId)?.quantity ??
            held.quantity,
        }))
        .filter((line) => line.quantity > 0);
      if (wanted.length === 0)
        throw ValidationError.field('ticketQuantities', 'must keep at least one ticket', 'MIN');
      const event = await findEvent(siteId, found.eventId);
      if (!event) throw notFound('Event', found.eventId);
      const reason = whyClosed(event, clock.now());
      if (reason) throw closed(reason);
      const { settings } = await sites.getSite(siteId);
      const definitions = await tickets.ticketsOfEvents(db, siteId, [event.id]);
      const planned = planLines(
        clock.now(),
        { eventId: event.id, ticketQuantities: wanted },
        event,
        definitions,
        false,
      ).map(
        // A donation keeps the amount the buyer chose for it.
        (line) => ({
          ...line,
          unitMinor:
            found.lines.find((held) => held.ticketDefinitionId === line.ticket.id)?.unitMinor ??
            line.unitMinor,
        }),
      );
      const now = clock.now().toISOString();
      return db.transaction(async (tx) => {
        const record = await repo.lockPending(tx, siteId, id, now);
        if (!record)
          throw new ApplicationError({
            status: 409,
            code: 'RESERVATION_NOT_PENDING',
            description: 'This reservation has already ended (expired, cancelled or confirmed)',
          });
        const byId = [...record.lines].sort((a, b) => (a.ticketDefinitionId < b.ticketDefinitionId ? -1 : 1));
        for (const held of byId) {
          const line = planned.find((plannedLine) => plannedLine.ticket.id === held.ticketDefinitionId);
          const difference = (line?.quantity ?? 0) - held.quantity;
          if (difference < 0) await tickets.releaseTickets(tx, siteId, held.ticketDefinitionId, -difference);
          if (
            line &&
            difference > 0 &&
            !(await tickets.holdTickets(tx, siteId, line.ticket.id, difference, false))
          ) {
            // What is left counts the tickets this hold has already.
            const fresh = (await tickets.findTicket(tx, siteId, line.ticket.id)) ?? line.ticket;
            throw soldOut({ ...fresh, reserved: fresh.reserved - held.quantity }, line.quantity);
          }
        }
        const changed: repo.ReservationRecord = {
          ...record,
          ...heldLinesOf(planned, settings.currency),
          updatedDate: now,
        };
        await repo.replaceLines(tx, changed);
        await announce(tx, changed, 'updated');
        return present(changed, await tickets.ticketsOfEvents(tx, siteId, [event.id]));
      });
    },

    /** A hold's lines in the wire shape (an invoice's or a checkout's `reservations`). */
    async linesOf(record: repo.ReservationRecord, on: Queryable = db): Promise<Reservation['reservations']> {
      return present(record, await tickets.ticketsOfEvents(on, record.siteId, [record.eventId])).reservations;
    },

    /** The job: ends a hold whose time is up and gives its tickets back, unless it ended already. */
    async expire(tx: Transaction, { siteId, reservationId }: ExpireJob): Promise<void> {
      const record = await repo.findReservation(tx, siteId, reservationId);
      if (!record || record.expires > clock.now().toISOString()) return;
      if (await endReservation(tx, record, 'RESERVATION_EXPIRED', clock.now().toISOString()))
        await announce(tx, { ...record, status: 'RESERVATION_EXPIRED' }, 'updated');
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
