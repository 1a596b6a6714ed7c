import type { BookingsSettings } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { classSessionCounts, staffSessions } from '../bookings/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { StaffRecord } from '../staff/repo.js';
import { appointmentSlots } from './appointment-slots.js';
import { classSessions } from './class-sessions.js';
import { runOfCourse } from './course-run.js';

/** One time a service can be booked at, before policy: its span, who gives it, its spots. */
export interface Candidate {
  start: number;
  end: number;
  member: StaffRecord | undefined;
  totalSpots: number;
  openSpots: number;
  /** How many bookers wait for a full class session (0 for appointments). */
  waiting: number;
}

const DAY_MS = 24 * 3_600_000;

/**
 * The times `service` runs in [from, to) with what is already booked taken off: appointment slots
 * of each of its staff members (free of their booked sessions and the buffer), class sessions with
 * their open spots. Read through `db`, which is the booking's transaction when one is being made,
 * so that the check and the write see the same bookings. A course is booked whole: its one
 * candidate is its whole run, counted at its first session's start.
 */
export async function serviceCandidates(input: {
  db: Queryable;
  siteId: string;
  service: ServiceRecord;
  staff: readonly StaffRecord[];
  staffIds?: ReadonlySet<string>;
  settings: BookingsSettings;
  from: number;
  to: number;
  /** A booking being moved: its own time is not counted as taken. */
  exceptBookingId?: string;
}): Promise<Candidate[]> {
  const { db, service, settings, from, to } = input;
  const active = input.staff.filter((member) => member.status === 'ACTIVE');
  const byId = new Map(active.map((member) => [member.id, member]));
  const listed =
    service.staffMemberIds.length > 0 ? service.staffMemberIds.flatMap((id) => byId.get(id) ?? []) : active;
  const members = input.staffIds ? listed.filter((member) => input.staffIds?.has(member.id)) : listed;
  if (service.type === 'APPOINTMENT') {
    // A session that started the day before can still block this range (and its buffer).
    const booked = await staffSessions(
      db,
      input.siteId,
      members.map((member) => member.id),
      from - DAY_MS,
      to + DAY_MS,
      input.exceptBookingId,
    );
    return appointmentSlots({
      rules: { durationMinutes: service.durationMinutes, bufferMinutes: service.bufferMinutes },
      staff: members.map((member) => ({
        id: member.id,
        workingHours: member.workingHours,
        timeOff: member.timeOff.map((off) => ({ start: Date.parse(off.start), end: Date.parse(off.end) })),
        sessions: booked.get(member.id) ?? [],
      })),
      businessHours: settings.businessHours,
      zone: settings.timeZone,
      from,
      to,
    }).map((slot) => ({
      start: slot.start,
      end: slot.end,
      member: byId.get(slot.staffId),
      totalSpots: 1,
      openSpots: 1,
      waiting: 0,
    }));
  }
  const teacher = members[0];
  if (input.staffIds && !teacher) return [];
  if (service.type === 'COURSE') {
    const run = runOfCourse(service, settings.timeZone);
    if (!run || run.start < from || run.start >= to) return [];
    const count = (await classSessionCounts(db, service.id, run.start, run.start + 1)).get(run.start);
    const booked = count?.booked ?? 0;
    return [
      {
        start: run.start,
        end: run.end,
        member: teacher,
        totalSpots: service.defaultCapacity,
        openSpots: Math.max(0, service.defaultCapacity - booked),
        waiting: count?.waiting ?? 0,
      },
    ];
  }
  const counts = await classSessionCounts(db, service.id, from, to);
  const participants = new Map([...counts].map(([start, count]) => [start, count.booked]));
  return classSessions({
    schedule: {
      sessions: service.recurringSessions,
      capacity: service.defaultCapacity,
      staffId: teacher?.id ?? '',
      ...(service.firstSessionStart ? { firstSessionStart: Date.parse(service.firstSessionStart) } : {}),
      ...(service.lastSessionEnd ? { lastSessionEnd: Date.parse(service.lastSessionEnd) } : {}),
    },
    zone: settings.timeZone,
    from,
    to,
    participants,
  }).map((session) => ({
    start: session.start,
    end: session.end,
    member: teacher,
    totalSpots: session.totalSpots,
    openSpots: session.openSpots,
    waiting: counts.get(session.start)?.waiting ?? 0,
  }));
}
