import type {
  AttendanceResponse,
  SetAttendanceRequest,
  Attendance as WireAttendance,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

export type Attendance = FromWire<WireAttendance>;

const BASE = '/bookings/v2/attendance';

/**
 * Sets a booking's attendance (the owner): ATTENDED from an hour before its session, or
 * NOT_ATTENDED (a no-show, its payment kept) once the session has started.
 */
export const setAttendance = defineMethod(
  ({ http }) =>
    async (
      attendance: SetAttendanceRequest['attendance'],
      options: Pick<SetAttendanceRequest, 'participantNotification'> = {},
    ): Promise<FromWire<AttendanceResponse>> =>
      callRest<AttendanceResponse>(http, {
        method: 'POST',
        path: `${BASE}/set`,
        payload: { attendance, ...options },
      }),
  { elevated: true },
);

export const getAttendance = defineMethod(
  ({ http }) =>
    async (attendanceId: string): Promise<Attendance> =>
      (
        await callRest<AttendanceResponse>(http, {
          method: 'GET',
          path: fillPath(`${BASE}/{attendanceId}`, { attendanceId }),
        })
      ).attendance,
  { elevated: true },
);

/** The owner's query of attendances (by `bookingId`, `status`, `updatedDate`). */
export const queryAttendance = defineMethod(
  ({ http }) =>
    () =>
      createQuery<Attendance>({
        http,
        method: 'POST',
        path: `${BASE}/query`,
        itemsKey: 'attendances',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
  { elevated: true },
);
