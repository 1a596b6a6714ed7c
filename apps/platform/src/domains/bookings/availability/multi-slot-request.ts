import type { MultiSlotAvailabilityRequest } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { instantOf } from '../../../kernel/zoned-time.js';
import { MAX_RANGE_DAYS, reportZone } from './query-filter.js';

const DEFAULT_LIMIT = 50;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const OFFSET = /(Z|[+-]\d{2}:\d{2})$/i;

/** A request's range and paging, checked. */
export interface MultiSlotRange {
  from: number;
  to: number;
  zone: string;
  limit: number;
  /** The start of the last chain of the page before (chains are one per start). */
  after?: number;
}

/** An instant as sent: with an offset it is one; without, a wall time in `zone`. */
function momentOf(text: string, zone: string, field: string): number {
  const wall = WALL.exec(text);
  if (wall && !OFFSET.test(text)) {
    const [year, month, day, hours, minutes, seconds, millis] = wall
      .slice(1)
      // The fraction is of a second: ".5" is 500 ms.
      .map((part, index) => Number(index === 6 ? (part ?? '').padEnd(3, '0') : (part ?? 0))) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59)
      throw ValidationError.field(field, 'is not a date and time of day', 'FORMAT');
    return instantOf({ year, month, day }, hours * 60 + minutes, zone) + seconds * 1000 + millis;
  }
  const instant = Date.parse(text);
  if (!OFFSET.test(text) || !Number.isFinite(instant))
    throw ValidationError.field(field, 'must be an ISO 8601 date-time, e.g. 2030-03-11T09:00:00', 'FORMAT');
  return instant;
}

export const encodeAfter = (start: number): string =>
  Buffer.from(JSON.stringify({ v: 1, after: start }), 'utf8').toString('base64url');

function decodeAfter(cursor: string): number {
  const invalid = () => ValidationError.field('cursorPaging.cursor', 'is not a valid cursor', 'FORMAT');
  if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  try {
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      v?: unknown;
      after?: unknown;
    };
    if (payload.v === 1 && typeof payload.after === 'number' && Number.isFinite(payload.after))
      return payload.after;
  } catch {
    // Not JSON: refused below.
  }
  throw invalid();
}

/**
 * The range of a `calculateMultiSlotAvailability` request (at most a month, as availability
 * queries), its zone (the business's when none is named) and its page. The official client sends
 * every field again with a cursor, so the cursor holds only where the last page ended.
 */
export function multiSlotRange(request: MultiSlotAvailabilityRequest, businessZone: string): MultiSlotRange {
  let zone: string;
  try {
    zone = reportZone(request.timeZone, businessZone);
  } catch {
    throw ValidationError.field('timeZone', 'must be an IANA time zone, e.g. Europe/Berlin', 'FORMAT');
  }
  const from = momentOf(request.from, zone, 'from');
  const to = momentOf(request.to, zone, 'to');
  if (to <= from) throw ValidationError.field('to', 'must be after from', 'VALIDATION');
  if (to - from > MAX_RANGE_DAYS * 24 * 3_600_000)
    throw ValidationError.field('to', `must be at most ${MAX_RANGE_DAYS} days after from`, 'MAX');
  const { cursor, limit } = request.cursorPaging ?? {};
  return {
    from,
    to,
    zone,
    limit: limit || DEFAULT_LIMIT,
    ...(cursor ? { after: decodeAfter(cursor) } : {}),
  };
}
