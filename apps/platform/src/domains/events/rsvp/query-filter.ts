import { RsvpStatuses } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import type { RsvpFilter } from './repo.js';

const FIELDS = ['eventId', 'status'] as const;

/** A filter field's values: one value, `{ $eq: v }` or `{ $in: [...] }`. */
function valuesOf(field: string, condition: unknown): string[] {
  const values =
    typeof condition === 'string'
      ? [condition]
      : typeof condition === 'object' && condition !== null && Object.keys(condition).length === 1
        ? '$eq' in condition && typeof condition.$eq === 'string'
          ? [condition.$eq]
          : '$in' in condition &&
              Array.isArray(condition.$in) &&
              condition.$in.every((v) => typeof v === 'string')
            ? (condition.$in as string[])
            : undefined
        : undefined;
  if (!values || values.length > 100)
    throw ValidationError.field(
      `filter.${field}`,
      'takes a value, { $eq: value } or { $in: [at most 100 values] }',
    );
  return values;
}

/** `queryRsvp`'s filter as the repo's: `eventId` and `status`; any other field is refused by name. */
export function rsvpFilterOf(
  filter: Record<string, unknown> | null | undefined,
): Pick<RsvpFilter, 'eventId' | 'status'> {
  const parsed: Pick<RsvpFilter, 'eventId' | 'status'> = {};
  for (const [field, condition] of Object.entries(filter ?? {})) {
    if (!(FIELDS as readonly string[]).includes(field))
      throw ValidationError.field(`filter.${field}`, `RSVPs are filtered by ${FIELDS.join(' and ')} only`);
    const values = valuesOf(field, condition);
    if (field === 'status' && !values.every((value) => (RsvpStatuses as readonly string[]).includes(value)))
      throw ValidationError.field(
        'filter.status',
        `is one of ${RsvpStatuses.join(', ')}`,
        'INVALID_ENUM_VALUE',
      );
    parsed[field as (typeof FIELDS)[number]] = values;
  }
  return parsed;
}
