import type {
  GetScheduleAvailabilityResponse,
  QueryAvailabilityRequest,
  SlotAvailability,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../../kernel/errors.js';
import { localDateOf } from '../../../kernel/zoned-time.js';
import { bookingViolations, participantsLimit, waitlistCapacity } from '../policies/rules.js';
import type { PoliciesService } from '../policies/service.js';
import * as servicesRepo from '../services/repo.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import { runOfCourse } from './course-run.js';
import { createMultiSlotAvailability } from './multi-slot.js';
import { type AvailabilityFilter, parseAvailabilityFilter, reportZone } from './query-filter.js';
import { serviceCandidates } from './service-slots.js';
import { entryRules, slotEntry } from './slot-entry.js';

/**
 * Availability as the calendar asks for it: every slot of the services in a range, with its spots
 * and whether it can be booked now. Appointments come from the staff's hours; classes from their
 * weekly timetable. Courses are booked as a whole, not by slot, so they have no entries (as in
 * Wix's availability calendar); `getScheduleAvailability` answers for a course.
 */
export function createAvailabilityService(deps: {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  policies: Pick<PoliciesService, 'policyBook'>;
  clock: Clock;
}) {
  return {
    calculateMultiSlotAvailability: createMultiSlotAvailability(deps),

    /**
     * A course's spots as a whole (Wix: getScheduleAvailability): its capacity, what its bookings
     * take, its waitlist, and whether it can be booked now (the policy read at its first session).
     */
    async getScheduleAvailability(
      siteId: string,
      scheduleId: string,
      owner: boolean,
    ): Promise<GetScheduleAvailabilityResponse> {
      const service = await servicesRepo.findServiceBySchedule(deps.db, siteId, scheduleId);
      if (!service || (service.hidden && !owner)) throw notFound('Schedule', scheduleId);
      if (service.type !== 'COURSE') {
        throw new ApplicationError({
          status: 400,
          code: 'FAILED_RESOLVING_SCHEDULE',
          description: `Schedule ${scheduleId} is not a course's: query the availability of its sessions instead`,
        });
      }
      const [settings, staff, book] = await Promise.all([
        deps.settings.getSettings(siteId),
        deps.staff.allStaff(siteId),
        deps.policies.policyBook(siteId),
      ]);
      const { policy, online } = entryRules(book, settings, service);
      const run = runOfCourse(service, settings.timeZone);
      const [candidate] = run
        ? await serviceCandidates({
            db: deps.db,
            siteId,
            service,
            staff,
            settings,
            from: run.start,
            to: run.start + 1,
          })
        : [];
      const now = deps.clock.now().getTime();
      const waitlist = waitlistCapacity(policy);
      return {
        availability: {
          totalSpots: service.defaultCapacity,
          openSpots: candidate?.openSpots ?? 0,
          ...(waitlist > 0
            ? {
                waitingList: {
                  totalSpots: waitlist,
                  openSpots: Math.max(0, waitlist - (candidate?.waiting ?? 0)),
                },
              }
            : {}),
          // A course with no sessions left to run is past booking.
          bookingPolicyViolations: candidate
            ? bookingViolations(policy, candidate, now, online)
            : { tooEarlyToBook: false, tooLateToBook: true, bookOnlineDisabled: !online },
        },
        bookingPolicySettings: {
          maxParticipantsPerBooking: participantsLimit(policy, service.defaultCapacity),
        },
      };
    },

    async queryAvailability(siteId: string, request: QueryAvailabilityRequest, owner: boolean) {
      const filter: AvailabilityFilter = parseAvailabilityFilter(request.query.filter);
      const settings = await deps.settings.getSettings(siteId);
      const zone = reportZone(request.timezone, settings.timeZone);
      const now = deps.clock.now().getTime();
      const staff = await deps.staff.allStaff(siteId);
      const book = await deps.policies.policyBook(siteId);
      const entries: SlotAvailability[] = [];
      for (const serviceId of filter.serviceIds) {
        const service = await servicesRepo.findService(deps.db, siteId, serviceId);
        // A course is booked as a whole (getScheduleAvailability), as in Wix's calendar.
        if (!service || (service.hidden && !owner) || service.type === 'COURSE') continue;
        const rules = entryRules(book, settings, service);
        const candidates = await serviceCandidates({
          db: deps.db,
          siteId,
          service,
          staff,
          ...(filter.staffIds ? { staffIds: filter.staffIds } : {}),
          settings,
          from: filter.from,
          to: filter.to,
        });
        for (const candidate of candidates) entries.push(slotEntry(service, candidate, zone, rules, now));
      }
      const kept = entries
        .filter((found) => filter.bookable === undefined || found.bookable === filter.bookable)
        .filter((found) => filter.minOpenSpots === undefined || found.openSpots >= filter.minOpenSpots)
        .sort(
          (a, b) =>
            a.slot.startDate.localeCompare(b.slot.startDate) ||
            (a.slot.resource?.name ?? '').localeCompare(b.slot.resource?.name ?? ''),
        );
      return { availabilityEntries: request.slotsPerDay ? perDay(kept, request.slotsPerDay, zone) : kept };
    },
  };
}

/** At most `limit` entries of each service on each day of `zone`, the earliest kept. */
function perDay(entries: SlotAvailability[], limit: number, zone: string): SlotAvailability[] {
  const counts = new Map<string, number>();
  return entries.filter((found) => {
    const day = localDateOf(Date.parse(found.slot.startDate), zone);
    const key = `${found.slot.serviceId}:${day.year}-${day.month}-${day.day}`;
    const count = counts.get(key) ?? 0;
    counts.set(key, count + 1);
    return count < limit;
  });
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
