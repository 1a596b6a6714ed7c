import type { ReservationStatus } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { releaseTickets } from '../tickets/repo.js';
import { endPending, pendingOfEvent, type ReservationRecord } from './repo.js';

/**
 * Ends a pending reservation and gives its tickets back, exactly once: the tickets go back only
 * if this call is the one that moved the reservation out of pending. False: it had already ended.
 */
export async function endReservation(
  tx: Queryable,
  record: Pick<ReservationRecord, 'id' | 'siteId' | 'lines'>,
  to: Exclude<ReservationStatus, 'RESERVATION_PENDING' | 'RESERVATION_CONFIRMED'>,
  at: string,
): Promise<boolean> {
  if (!(await endPending(tx, record.siteId, record.id, to, at))) return false;
  for (const line of record.lines)
    await releaseTickets(tx, record.siteId, line.ticketDefinitionId, line.quantity);
  return true;
}

/** Ends every hold on an event the owner cancels or deletes. */
export async function cancelPendingOfEvent(tx: Queryable, siteId: string, eventId: string, at: string) {
  for (const record of await pendingOfEvent(tx, siteId, eventId))
    await endReservation(tx, record, 'RESERVATION_CANCELED_MANUALLY', at);
}
