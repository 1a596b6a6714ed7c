import { RsvpStatuses } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { valuesOf } from '../filter-values.js';
import type { RsvpFilter } from './repo.js';

const FIELDS = ['eventId', 'status'] as const;

/** `queryRsvp`'s filter as the repo's: `eventId` and `status`; any other field is refused by name. */
export function rsvpFilterOf(
  filter: Record<string, unknown> | null | undefined,
): Pick<RsvpFilter, 'eventId' | 'status'> {
  const parsed: Pick<RsvpFilter, 'eventId' | 'status'> = {};
  for (const [field, condition] of Object.entries(filter ?? {})) {
    if (!(FIELDS as readonly string[]).includes(field))
      throw ValidationError.field(`filter.${field}`, `RSVPs are filtered by ${FIELDS.join(' and ')} only`);
    const values = valuesOf(`filter.${field}`, condition);
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
