import {
  AttendanceIdParamsSchema,
  AttendanceResponseSchema,
  QueryAttendanceRequestSchema,
  QueryAttendanceResponseSchema,
  SetAttendanceRequestSchema,
  SiteRoles,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { AttendanceService } from './service.js';

const tags = ['Bookings'];

/** Attendance of bookings' sessions, for the owner: checked in, or a no-show. */
export function attendanceRoutes(attendance: AttendanceService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/bookings/v2/attendance/set',
      // Where the official client sends it, and Wix's REST path.
      aliases: ['/bookings/bookings-attendance/set', '/_api/bookings-attendance/v2/attendance/set'],
      access: 'owner',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary:
        "Set a booking's attendance: attended (from an hour before its start) or a no-show (once started)",
      tags,
      body: SetAttendanceRequestSchema,
      response: AttendanceResponseSchema,
      handler: async ({ identity, body }) => ({
        attendance: await attendance.setAttendance(siteOf(identity), body),
      }),
    });
    route(app, {
      method: 'GET',
      path: '/bookings/v2/attendance/:attendanceId',
      aliases: [
        '/bookings/bookings-attendance/:attendanceId',
        '/_api/bookings-attendance/v2/attendance/:attendanceId',
      ],
      access: 'owner',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary: 'Get an attendance',
      tags,
      params: AttendanceIdParamsSchema,
      response: AttendanceResponseSchema,
      handler: async ({ identity, params }) => ({
        attendance: await attendance.getAttendance(siteOf(identity), params.attendanceId),
      }),
    });
    route(app, {
      method: 'POST',
      path: '/bookings/v2/attendance/query',
      aliases: ['/bookings/bookings-attendance/query', '/_api/bookings-attendance/v2/attendance/query'],
      access: 'owner',
      // The site's staff see bookings (and mark who came); changing them is the business's.
      roles: SiteRoles,
      summary: 'Query attendances by booking, status or date',
      tags,
      body: QueryAttendanceRequestSchema,
      response: QueryAttendanceResponseSchema,
      handler: async ({ identity, body }) => attendance.queryAttendance(siteOf(identity), body),
    });
  };
}
