import type { BookingsSettings, SlotAvailability } from '@bazaar/contracts';
import type { PolicyRecord } from '../policies/repo.js';
import { bookingViolations, violatesAny, waitlistCapacity } from '../policies/rules.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { Candidate } from './service-slots.js';

const iso = (instant: number) => new Date(instant).toISOString();

/** Service rules an entry is read under: the service's policy, and whether it may be booked online. */
export interface EntryRules {
  policy: PolicyRecord;
  online: boolean;
}

/** The site's policies by id, and the one a service without a known policy follows. */
export interface PolicyBook {
  byId: ReadonlyMap<string, PolicyRecord>;
  fallback: PolicyRecord;
}

/** The rules `service`'s times are read under on a site with `settings` and `book`. */
export const entryRules = (
  book: PolicyBook,
  settings: Pick<BookingsSettings, 'bookingPolicy'>,
  service: ServiceRecord,
): EntryRules => ({
  policy: book.byId.get(service.bookingPolicyId) ?? book.fallback,
  online: settings.bookingPolicy.onlineBookingEnabled && service.onlineBookingEnabled,
});

/**
 * One time of a service as the calendar answers it: the slot (UTC instants, reported in `zone`),
 * its spots and waitlist, and whether it can be booked at `now` under the service's policy.
 */
export function slotEntry(
  service: ServiceRecord,
  candidate: Candidate,
  zone: string,
  rules: EntryRules,
  now: number,
): SlotAvailability {
  const violations = bookingViolations(rules.policy, candidate, now, rules.online);
  const waitlist = service.type === 'APPOINTMENT' ? 0 : waitlistCapacity(rules.policy);
  const { member } = candidate;
  const location = service.locations[0];
  return {
    slot: {
      serviceId: service.id,
      scheduleId: service.scheduleId,
      startDate: iso(candidate.start),
      endDate: iso(candidate.end),
      timezone: zone,
      ...(member ? { resource: { id: member.id, name: member.name } } : {}),
      location: {
        ...(location ? { id: location.id } : {}),
        ...(location?.formattedAddress ? { formattedAddress: location.formattedAddress } : {}),
        locationType: location?.type ?? 'BUSINESS',
      },
    },
    bookable: candidate.openSpots > 0 && !violatesAny(violations),
    totalSpots: candidate.totalSpots,
    openSpots: candidate.openSpots,
    ...(waitlist > 0
      ? { waitingList: { totalSpots: waitlist, openSpots: Math.max(0, waitlist - candidate.waiting) } }
      : {}),
    bookingPolicyViolations: violations,
    locked: false,
    isFromV2: true,
  };
}
