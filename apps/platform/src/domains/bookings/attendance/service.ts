import type { Attendance, QueryAttendanceRequest, SetAttendanceRequest } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import * as bookingsRepo from '../bookings/repo.js';
import { ATTENDANCE_FQDN } from '../events.js';
import * as repo from './repo.js';

/** Check-in opens this long before a session starts. */
const CHECK_IN_OPENS_MS = 60 * 60 * 1000;

const refused = (code: string, description: string) =>
  new ApplicationError({ status: 409, code, description });

const present = ({ siteId: _site, ...attendance }: repo.AttendanceRecord): Attendance => attendance;

/** How many came, as the status allows: 1 to the booking's participants when attended, none otherwise. */
function attendeesOf(request: SetAttendanceRequest['attendance'], participants: number): number {
  const given = request.numberOfAttendees;
  if (request.status !== 'ATTENDED') {
    if (given)
      throw ValidationError.field(
        'attendance.numberOfAttendees',
        `must be left out when the status is ${request.status}`,
        'FIELD_NOT_ALLOWED',
      );
    return 0;
  }
  const attendees = given ?? 1;
  if (attendees < 1 || attendees > participants)
    throw ValidationError.field(
      'attendance.numberOfAttendees',
      `must be from 1 to the booking's ${participants} participant${participants === 1 ? '' : 's'}`,
      attendees < 1 ? 'MIN' : 'MAX',
    );
  return attendees;
}

/**
 * Attendance (Wix Bookings Attendance API): the owner marks a confirmed booking's session
 * attended (check-in opens an hour before it starts) or not attended, a no-show, once it has
 * started. A no-show changes nothing of what was paid: the payment stays taken.
 */
export function createAttendanceService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async setAttendance(siteId: string, request: SetAttendanceRequest): Promise<Attendance> {
      const asked = request.attendance;
      return db.transaction(async (tx) => {
        // The booking's own lock: a cancel or a reschedule and a check-in take turns.
        await lockName(tx, `booking:${asked.bookingId}`);
        const booking = await bookingsRepo.findBooking(tx, siteId, asked.bookingId);
        if (!booking) throw notFound('Booking', asked.bookingId);
        if (booking.bookedEntity.schedule)
          throw refused(
            'COURSE_ATTENDANCE_UNSUPPORTED',
            "A course's attendance is kept session by session, which this platform does not do yet",
          );
        if (booking.status !== 'CONFIRMED')
          throw refused(
            'BOOKING_NOT_CONFIRMED',
            `A ${booking.status.toLowerCase().replace('_', ' ')} booking has no attendance to set`,
          );
        const now = clock.now();
        const start = Date.parse(booking.startDate);
        if (asked.status === 'ATTENDED' && now.getTime() < start - CHECK_IN_OPENS_MS)
          throw refused('SESSION_NOT_STARTED', 'Check-in opens an hour before the session starts');
        if (asked.status === 'NOT_ATTENDED' && now.getTime() < start)
          throw refused('SESSION_NOT_STARTED', 'A booking is a no-show only once its session has started');
        const numberOfAttendees = attendeesOf(asked, booking.numberOfParticipants);
        const existing = await repo.attendanceOfBooking(tx, siteId, booking.id);
        const at = now.toISOString();
        const record: repo.AttendanceRecord = {
          id: existing?.id ?? newId(),
          siteId,
          bookingId: booking.id,
          status: asked.status,
          numberOfAttendees,
          createdDate: existing?.createdDate ?? at,
          updatedDate: at,
        };
        await repo.saveAttendance(tx, record, existing !== undefined);
        await recordEvent(tx, {
          siteId,
          entityFqdn: ATTENDANCE_FQDN,
          action: existing ? 'updated' : 'created',
          entityId: record.id,
          entity: present(record),
          eventTime: at,
        });
        return present(record);
      });
    },

    async getAttendance(siteId: string, id: string): Promise<Attendance> {
      const record = await repo.findAttendance(db, siteId, id);
      if (!record) throw notFound('Attendance', id);
      return present(record);
    },

    async queryAttendance(siteId: string, request: QueryAttendanceRequest) {
      const { records, pagingMetadata } = await repo.queryAttendance(db, siteId, request.query);
      return { attendances: records.map(present), pagingMetadata };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
