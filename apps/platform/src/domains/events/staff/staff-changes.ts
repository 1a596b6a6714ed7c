import type {
  CreateEventStaffMemberRequest,
  EventStaffPermission,
  UpdateEventStaffMemberRequest,
} from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { ValidationError } from '../../../kernel/errors.js';
import * as repo from './repo.js';

type Assignment = Pick<repo.StaffRecord, 'allEvents' | 'specificEvents'>;
type Writable = Partial<CreateEventStaffMemberRequest['staffMember']>;

/** Permissions once each, in the order given. */
export const distinctPermissions = (permissions: readonly EventStaffPermission[]) => [
  ...new Set(permissions),
];

/**
 * The events a change assigns, checked: one of `allEvents` and `specificEvents` (not both), and
 * every specific event one of the site's. Undefined when the change names neither.
 */
export async function checkedAssignment(
  db: Queryable,
  siteId: string,
  change: Writable,
  required: boolean,
): Promise<Assignment | undefined> {
  if (change.allEvents && change.specificEvents)
    throw ValidationError.field(
      'staffMember.specificEvents',
      'cannot be combined with allEvents',
      'ONE_OF_ALIGNMENT',
    );
  if (change.allEvents) return { allEvents: {} };
  if (!change.specificEvents) {
    if (required)
      throw ValidationError.field(
        'staffMember.allEvents',
        'or specificEvents must say which events the staff member works at',
        'REQUIRED_FIELD',
      );
    return undefined;
  }
  const events = [...new Set(change.specificEvents.events)];
  const existing = await repo.existingEventIds(db, siteId, events);
  const missing = events.findIndex((id) => !existing.has(id));
  if (missing >= 0)
    throw ValidationError.field(
      `staffMember.specificEvents.events[${missing}]`,
      `${events[missing]} is not an event of this site`,
    );
  return { specificEvents: { events } };
}

/**
 * The fields an update changes: those it sends, or with a field mask only those the mask names
 * (`name`, `permissions`, `status`, `allEvents`, `specificEvents`).
 */
export function maskedChange(
  request: UpdateEventStaffMemberRequest,
): UpdateEventStaffMemberRequest['staffMember'] {
  const { staffMember, fieldMask } = request;
  if (!fieldMask) return staffMember;
  const named = new Set(fieldMask.paths.map((path) => path.split('.')[0]));
  const kept = Object.entries(staffMember).filter(
    ([field]) => field === 'id' || field === 'revision' || named.has(field),
  );
  return Object.fromEntries(kept) as UpdateEventStaffMemberRequest['staffMember'];
}
