import type { EventGuest, QueryGuestsRequest, QueryGuestsResponse } from '@bazaar/contracts';
import type { Database } from '../../../kernel/db/database.js';
import { ValidationError } from '../../../kernel/errors.js';
import { valuesOf } from '../filter-values.js';
import { guestsOfEvent } from './guests-of-event.js';

/** The fields a guest query filters on, each read from the guest. */
const FILTERS: Record<string, (guest: EventGuest) => string | undefined> = {
  eventId: (guest) => guest.eventId,
  guestType: (guest) => guest.guestType,
  attendanceStatus: (guest) => guest.attendanceStatus,
  rsvpId: (guest) => guest.rsvpId,
  orderNumber: (guest) => guest.orderNumber,
  ticketNumber: (guest) => guest.ticketNumber,
  memberId: (guest) => guest.memberId,
};
const DEFAULT_PAGE = 50;

/** A cursor is the position of the next page, opaque to the caller. */
const cursorOf = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');
function offsetOf(cursor: string): number {
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { offset: unknown };
    if (Number.isInteger(offset) && (offset as number) >= 0) return offset as number;
  } catch {
    // Refused below.
  }
  throw ValidationError.field('query.cursorPaging.cursor', 'is not a cursor this query gave');
}

/**
 * `queryGuests` (Wix's guests v2): the guests of the events named, filtered, sorted by when they
 * registered or last changed, a page at a time. An event's guests are gathered from its answers,
 * orders and tickets (a statement for each, the tickets a few hundred orders at a time).
 */
export async function queryGuests(
  db: Database,
  siteId: string,
  request: QueryGuestsRequest,
  /** Refuses events the caller may not list (a staff member's events): called before any is read. */
  mayList: (eventIds: readonly string[]) => void = () => {},
): Promise<QueryGuestsResponse> {
  const query = request.query ?? {};
  const wanted = new Map<string, Set<string>>();
  for (const [field, condition] of Object.entries(query.filter ?? {})) {
    if (!(field in FILTERS))
      throw ValidationError.field(
        `query.filter.${field}`,
        `guests are filtered by ${Object.keys(FILTERS).join(', ')}`,
      );
    wanted.set(field, new Set(valuesOf(`query.filter.${field}`, condition)));
  }
  const events = wanted.get('eventId');
  if (!events)
    throw ValidationError.field(
      'query.filter.eventId',
      'is required: guests are listed by event',
      'REQUIRED_FIELD',
    );
  mayList([...events]);
  const [sort] = query.sort ?? [];
  if (sort && sort.fieldName !== 'createdDate' && sort.fieldName !== 'updatedDate')
    throw ValidationError.field('query.sort.fieldName', 'guests are sorted by createdDate or updatedDate');
  const by = (sort?.fieldName ?? 'createdDate') as 'createdDate' | 'updatedDate';
  const direction = sort?.order === 'DESC' ? -1 : 1;

  const guests: EventGuest[] = [];
  for (const eventId of events) guests.push(...(await guestsOfEvent(db, siteId, eventId)));
  const matching = guests
    .filter((guest) => [...wanted].every(([field, values]) => values.has(FILTERS[field]?.(guest) ?? '')))
    .sort((a, b) => direction * (a[by].localeCompare(b[by]) || a.id.localeCompare(b.id)));

  const offset = query.cursorPaging?.cursor ? offsetOf(query.cursorPaging.cursor) : 0;
  const limit = query.cursorPaging?.limit || DEFAULT_PAGE;
  const page = matching.slice(offset, offset + limit);
  const hasNext = offset + page.length < matching.length;
  return {
    guests: page,
    pagingMetadata: {
      count: page.length,
      cursors: hasNext ? { next: cursorOf(offset + page.length) } : {},
      hasNext,
    },
  };
}
