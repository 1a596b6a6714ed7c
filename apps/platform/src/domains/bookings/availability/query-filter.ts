import { ValidationError } from '../../../kernel/errors.js';
import { isTimeZone } from '../../../kernel/zoned-time.js';

/** The longest range one availability query may cover: a month's calendar. */
export const MAX_RANGE_DAYS = 31;
const MAX_SERVICES = 20;

export interface AvailabilityFilter {
  serviceIds: string[];
  from: number;
  to: number;
  staffIds?: Set<string>;
  bookable?: boolean;
  minOpenSpots?: number;
}

const at = (field: string) => `query.filter.${field}`;

/** One id or a list of them, as the official client sends either. */
function ids(value: unknown, field: string, max: number): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (
    list.length === 0 ||
    list.length > max ||
    !list.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100)
  ) {
    throw ValidationError.field(at(field), `must be an id or a list of 1 to ${max} ids`, 'FORMAT');
  }
  return [...new Set(list as string[])];
}

function instant(value: unknown, field: string): number {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(time))
    throw ValidationError.field(at(field), 'must be an ISO 8601 date-time', 'FORMAT');
  return time;
}

/** The wire filter of `queryAvailability`, checked: services, a range of at most a month, and the narrowing fields. */
export function parseAvailabilityFilter(filter: Record<string, unknown>): AvailabilityFilter {
  for (const key of Object.keys(filter)) {
    if (!['serviceId', 'startDate', 'endDate', 'resource.id', 'bookable', 'openSpots'].includes(key))
      throw ValidationError.field(at(key), 'is not a filter of availability', 'FIELD_NOT_ALLOWED');
  }
  if (filter.serviceId === undefined)
    throw ValidationError.field(at('serviceId'), 'is required', 'REQUIRED_FIELD');
  if (filter.startDate === undefined)
    throw ValidationError.field(at('startDate'), 'is required', 'REQUIRED_FIELD');
  if (filter.endDate === undefined)
    throw ValidationError.field(at('endDate'), 'is required', 'REQUIRED_FIELD');
  const from = instant(filter.startDate, 'startDate');
  const to = instant(filter.endDate, 'endDate');
  if (to <= from) throw ValidationError.field(at('endDate'), 'must be after startDate', 'VALIDATION');
  if (to - from > MAX_RANGE_DAYS * 24 * 3_600_000)
    throw ValidationError.field(
      at('endDate'),
      `must be at most ${MAX_RANGE_DAYS} days after startDate`,
      'MAX',
    );
  const parsed: AvailabilityFilter = {
    serviceIds: ids(filter.serviceId, 'serviceId', MAX_SERVICES),
    from,
    to,
  };
  if (filter['resource.id'] !== undefined)
    parsed.staffIds = new Set(ids(filter['resource.id'], 'resource.id', 100));
  if (filter.bookable !== undefined) {
    if (typeof filter.bookable !== 'boolean')
      throw ValidationError.field(at('bookable'), 'must be a boolean', 'FORMAT');
    parsed.bookable = filter.bookable;
  }
  if (filter.openSpots !== undefined) {
    const spots = filter.openSpots;
    if (typeof spots !== 'number' || !Number.isInteger(spots) || spots < 0 || spots > 10_000)
      throw ValidationError.field(at('openSpots'), 'must be a whole number from 0 to 10000', 'FORMAT');
    parsed.minOpenSpots = spots;
  }
  return parsed;
}

/** The zone slots are reported in: the one asked for, else the business's. */
export function reportZone(asked: string | undefined, business: string): string {
  if (asked === undefined) return business;
  if (!isTimeZone(asked))
    throw ValidationError.field('timezone', 'must be an IANA time zone, e.g. Europe/Berlin', 'FORMAT');
  return asked;
}
