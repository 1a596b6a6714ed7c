import type { QueryAvailabilityRequest, SlotAvailability } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffRecord } from '../staff/repo.js';
import type { StaffService } from '../staff/service.js';
import { appointmentSlots } from './appointment-slots.js';
import { classSessions } from './class-sessions.js';
import { type BookingWindow, violatesAny, violationsOf } from './policy.js';
import { type AvailabilityFilter, parseAvailabilityFilter, reportZone } from './query-filter.js';
import { localDateOf } from './zoned-time.js';

const iso = (instant: number) => new Date(instant).toISOString();

/**
 * Availability as the calendar asks for it: every slot of the services in a range, with its spots
 * and whether it can be booked now. Appointments come from the staff's hours; classes from their
 * weekly timetable. Courses are booked as a whole, not by slot, so they have no entries (as in
 * Wix's availability calendar).
 */
export function createAvailabilityService(deps: {
  db: Database;
  staff: Pick<StaffService, 'allStaff'>;
  settings: Pick<SettingsService, 'getSettings'>;
  clock: Clock;
}) {
  function entry(
    service: ServiceRecord,
    span: { start: number; end: number },
    spots: { total: number; open: number },
    member: StaffRecord | undefined,
    zone: string,
    window: BookingWindow,
    now: number,
  ): SlotAvailability {
    const violations = violationsOf(span.start, now, window);
    const location = service.locations[0];
    return {
      slot: {
        serviceId: service.id,
        scheduleId: service.scheduleId,
        startDate: iso(span.start),
        endDate: iso(span.end),
        timezone: zone,
        ...(member ? { resource: { id: member.id, name: member.name } } : {}),
        location: {
          ...(location ? { id: location.id } : {}),
          ...(location?.formattedAddress ? { formattedAddress: location.formattedAddress } : {}),
          locationType: location?.type ?? 'BUSINESS',
        },
      },
      bookable: spots.open > 0 && !violatesAny(violations),
      totalSpots: spots.total,
      openSpots: spots.open,
      bookingPolicyViolations: violations,
      locked: false,
      isFromV2: true,
    };
  }

  return {
    async queryAvailability(siteId: string, request: QueryAvailabilityRequest, owner: boolean) {
      const filter: AvailabilityFilter = parseAvailabilityFilter(request.query.filter);
      const settings = await deps.settings.getSettings(siteId);
      const zone = reportZone(request.timezone, settings.timeZone);
      const now = deps.clock.now().getTime();
      const staff = (await deps.staff.allStaff(siteId)).filter((member) => member.status === 'ACTIVE');
      const byId = new Map(staff.map((member) => [member.id, member]));
      const entries: SlotAvailability[] = [];
      for (const serviceId of filter.serviceIds) {
        const service = await servicesRepo.findService(deps.db, siteId, serviceId);
        if (!service || (service.hidden && !owner) || service.type === 'COURSE') continue;
        const window: BookingWindow = {
          ...settings.bookingPolicy,
          onlineBookingEnabled: settings.bookingPolicy.onlineBookingEnabled && service.onlineBookingEnabled,
        };
        const listed =
          service.staffMemberIds.length > 0
            ? service.staffMemberIds.flatMap((id) => byId.get(id) ?? [])
            : staff;
        const members = filter.staffIds ? listed.filter((member) => filter.staffIds?.has(member.id)) : listed;
        if (service.type === 'APPOINTMENT') {
          const slots = appointmentSlots({
            rules: { durationMinutes: service.durationMinutes, bufferMinutes: service.bufferMinutes },
            staff: members.map((member) => ({
              id: member.id,
              workingHours: member.workingHours,
              timeOff: member.timeOff.map((off) => ({
                start: Date.parse(off.start),
                end: Date.parse(off.end),
              })),
              // Booked sessions come with the bookings part; until then every staff member is free.
              sessions: [],
            })),
            businessHours: settings.businessHours,
            zone: settings.timeZone,
            from: filter.from,
            to: filter.to,
          });
          for (const slot of slots)
            entries.push(
              entry(service, slot, { total: 1, open: 1 }, byId.get(slot.staffId), zone, window, now),
            );
        } else {
          const teacher = members[0];
          if (filter.staffIds && !teacher) continue;
          const sessions = classSessions({
            schedule: {
              sessions: service.recurringSessions,
              capacity: service.defaultCapacity,
              staffId: teacher?.id ?? '',
              ...(service.firstSessionStart
                ? { firstSessionStart: Date.parse(service.firstSessionStart) }
                : {}),
              ...(service.lastSessionEnd ? { lastSessionEnd: Date.parse(service.lastSessionEnd) } : {}),
            },
            zone: settings.timeZone,
            from: filter.from,
            to: filter.to,
            participants: new Map(),
          });
          for (const session of sessions)
            entries.push(
              entry(
                service,
                session,
                { total: session.totalSpots, open: session.openSpots },
                teacher,
                zone,
                window,
                now,
              ),
            );
        }
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
