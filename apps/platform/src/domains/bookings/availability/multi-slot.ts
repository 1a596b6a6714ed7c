import type {
  MultiSlotAvailabilityRequest,
  MultiSlotAvailabilityResponse,
  SlotAvailability,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { localDateOf } from '../../../kernel/zoned-time.js';
import type { PoliciesService } from '../policies/service.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import { chainsOf } from './chains.js';
import { encodeAfter, multiSlotRange } from './multi-slot-request.js';
import { serviceCandidates } from './service-slots.js';
import { entryRules, slotEntry } from './slot-entry.js';

type Violations = SlotAvailability['bookingPolicyViolations'];

/** One service's time in a chain: its entry as the calendar would answer it alone. */
interface Link {
  start: number;
  end: number;
  service: ServiceRecord;
  entry: SlotAvailability;
}

const anyOf = (links: readonly Link[], rule: keyof Violations): boolean =>
  links.some((link) => link.entry.bookingPolicyViolations[rule]);

/** Whether `service` offers the location asked for (any, when none is). */
const offers = (service: ServiceRecord, wanted: MultiSlotAvailabilityRequest['location']): boolean =>
  !wanted ||
  service.locations.some(
    (location) =>
      (wanted.id === undefined || location.id === wanted.id) &&
      (wanted.locationType === undefined || location.type === wanted.locationType),
  );

/**
 * `calculateMultiSlotAvailability`: when appointments of up to six services can be booked back to
 * back, each starting as the one before ends (a cut, then a colour). One chain per start, its staff
 * chosen in order of preference: bookable first, then by name. Appointments only, as in Wix.
 */
export function createMultiSlotAvailability(deps: {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  policies: Pick<PoliciesService, 'policyBook'>;
  clock: Clock;
}) {
  return async function calculateMultiSlotAvailability(
    siteId: string,
    request: MultiSlotAvailabilityRequest,
    owner: boolean,
  ): Promise<MultiSlotAvailabilityResponse> {
    const [settings, staff, book] = await Promise.all([
      deps.settings.getSettings(siteId),
      deps.staff.allStaff(siteId),
      deps.policies.policyBook(siteId),
    ]);
    const range = multiSlotRange(request, settings.timeZone);
    const services: ServiceRecord[] = [];
    for (const step of request.slots) {
      const service = await servicesRepo.findService(deps.db, siteId, step.serviceId);
      if (!service || (service.hidden && !owner)) throw notFound('Service', step.serviceId);
      if (service.type !== 'APPOINTMENT') {
        throw new ApplicationError({
          status: 400,
          code: 'UNSUPPORTED_SERVICE_TYPE',
          description: `Only appointments are booked back to back; ${service.name} is a ${service.type.toLowerCase()}`,
        });
      }
      services.push(service);
    }
    const empty = { slots: [], cursorPagingMetadata: { count: 0, cursors: {}, hasNext: false } };
    if (!services.every((service) => offers(service, request.location))) return empty;

    // Later steps start later: each may run until the chain's whole length past the range.
    const length = services.reduce((sum, service) => sum + service.durationMinutes * 60_000, 0);
    const now = deps.clock.now().getTime();
    const steps: Link[][] = [];
    for (const [index, service] of services.entries()) {
      const wanted = request.slots[index]?.resourcesFilter?.resourceIds;
      const rules = entryRules(book, settings, service);
      const candidates = await serviceCandidates({
        db: deps.db,
        siteId,
        service,
        staff,
        ...(wanted && wanted.length > 0 ? { staffIds: new Set(wanted) } : {}),
        settings,
        from: index === 0 ? Math.max(range.from, (range.after ?? -1) + 1) : range.from,
        to: index === 0 ? range.to : range.to + length,
      });
      steps.push(
        candidates
          .map((candidate) => ({
            start: candidate.start,
            end: candidate.end,
            service,
            entry: slotEntry(service, candidate, range.zone, rules, now),
          }))
          .sort(
            (a, b) =>
              Number(b.entry.bookable) - Number(a.entry.bookable) ||
              (a.entry.slot.resource?.name ?? '').localeCompare(b.entry.slot.resource?.name ?? ''),
          ),
      );
    }

    const wantedViolations = request.bookingPolicyViolations ?? {};
    const chains = chainsOf(steps)
      .map((links) => chainEntry(links))
      .filter(
        (chain) =>
          (request.bookable === undefined || chain.bookable === request.bookable) &&
          (Object.keys(wantedViolations) as (keyof Violations)[]).every(
            (rule) => chain.bookingPolicyViolations[rule] === wantedViolations[rule],
          ),
      );
    const kept = request.slotsPerDay ? perDay(chains, request.slotsPerDay, range.zone) : chains;
    const page = kept.slice(0, range.limit);
    const last = page.at(-1);
    const hasNext = kept.length > page.length;
    return {
      slots: page,
      cursorPagingMetadata: {
        count: page.length,
        cursors: hasNext && last ? { next: encodeAfter(Date.parse(last.slot.startDate)) } : {},
        hasNext,
      },
    };
  };
}

/** A chain as one entry: the first service's slot stretched to the last one's end, each part nested. */
function chainEntry(links: Link[]): MultiSlotAvailabilityResponse['slots'][number] {
  const [first] = links as [Link, ...Link[]];
  const last = links.at(-1) as Link;
  return {
    ...first.entry,
    slot: { ...first.entry.slot, endDate: last.entry.slot.endDate },
    bookable: links.every((link) => link.entry.bookable),
    openSpots: Math.min(...links.map((link) => link.entry.openSpots)),
    bookingPolicyViolations: {
      tooEarlyToBook: anyOf(links, 'tooEarlyToBook'),
      tooLateToBook: anyOf(links, 'tooLateToBook'),
      bookOnlineDisabled: anyOf(links, 'bookOnlineDisabled'),
    },
    nestedTimeSlots: links.map((link) => ({
      serviceId: link.service.id,
      scheduleId: link.service.scheduleId,
      start: link.entry.slot.startDate,
      end: link.entry.slot.endDate,
      ...(link.entry.slot.resource ? { resource: link.entry.slot.resource } : {}),
    })),
  };
}

/** At most `limit` chains on each day of `zone`, bookable ones first (as Wix keeps them), in time order. */
function perDay<E extends SlotAvailability>(entries: E[], limit: number, zone: string): E[] {
  const byDay = new Map<string, E[]>();
  for (const entry of entries) {
    const day = localDateOf(Date.parse(entry.slot.startDate), zone);
    const key = `${day.year}-${day.month}-${day.day}`;
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  }
  const kept = new Set(
    [...byDay.values()].flatMap((day) =>
      [...day].sort((a, b) => Number(b.bookable) - Number(a.bookable)).slice(0, limit),
    ),
  );
  return entries.filter((entry) => kept.has(entry));
}
