import { ValidationError } from '../../../kernel/errors.js';

const MAX_EVENT_IDS = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && typeof value.$eq === 'string') return [value.$eq];
    if (keys.length === 1 && Array.isArray(value.$in) && value.$in.every((id) => typeof id === 'string')) {
      if (value.$in.length > MAX_EVENT_IDS)
        throw ValidationError.field(
          'filter.eventId.$in',
          `may list at most ${MAX_EVENT_IDS} events`,
          'MAX_SIZE',
        );
      return value.$in as string[];
    }
  }
  throw ValidationError.field(
    'filter.eventId',
    'must be an event id, {"$eq": id} or {"$in": [ids]}',
    'FORMAT',
  );
}

/**
 * The available-tickets filter: `eventId` (one id, `$eq` or `$in`) and `hidden`. It is not the
 * query language of other lists, so anything else is refused rather than ignored.
 */
export function askOfFilter(filter: Record<string, unknown> | null | undefined): {
  eventIds?: string[];
  hidden?: boolean;
} {
  if (!filter) return {};
  const ask: { eventIds?: string[]; hidden?: boolean } = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'eventId') ask.eventIds = idsOf(value);
    else if (key === 'hidden' && typeof value === 'boolean') ask.hidden = value;
    else
      throw ValidationError.field(
        `filter.${key}`,
        'is not a filter of available tickets (eventId, hidden)',
        'FIELD_NOT_ALLOWED',
      );
  }
  return ask;
}
