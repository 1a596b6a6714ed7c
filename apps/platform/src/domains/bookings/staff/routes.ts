import {
  CreateStaffMemberRequestSchema,
  EmptyResponseSchema,
  QueryStaffMembersRequestSchema,
  QueryStaffMembersResponseSchema,
  StaffMemberIdParamsSchema,
  StaffMemberResponseSchema,
  UpdateStaffMemberRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { StaffService } from './service.js';

const tags = ['Bookings'];

/** Staff members: visitors read them (a booking page names who gives a session), the owner writes. */
export function staffRoutes(staff: StaffService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/bookings/v1/staff-members',
      access: 'owner',
      summary: 'Create a staff member, with weekly working hours and time off',
      tags,
      body: CreateStaffMemberRequestSchema,
      response: StaffMemberResponseSchema,
      handler: async ({ identity, body }) => ({
        staffMember: await staff.createStaffMember(siteOf(identity), body.staffMember),
      }),
    });
    route(app, {
      method: 'GET',
      path: '/bookings/v1/staff-members/:staffMemberId',
      access: 'visitor',
      summary: 'Get a staff member',
      tags,
      params: StaffMemberIdParamsSchema,
      response: StaffMemberResponseSchema,
      handler: async ({ identity, params }) => ({
        staffMember: await staff.getStaffMember(siteOf(identity), params.staffMemberId),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: '/bookings/v1/staff-members/:staffMemberId',
      access: 'owner',
      summary: 'Update a staff member (the fields sent)',
      tags,
      params: StaffMemberIdParamsSchema,
      body: UpdateStaffMemberRequestSchema,
      response: StaffMemberResponseSchema,
      handler: async ({ identity, params, body }) => ({
        staffMember: await staff.updateStaffMember(siteOf(identity), params.staffMemberId, body.staffMember),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: '/bookings/v1/staff-members/:staffMemberId',
      access: 'owner',
      summary: 'Delete a staff member',
      tags,
      params: StaffMemberIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) =>
        staff.deleteStaffMember(siteOf(identity), params.staffMemberId),
    });
    route(app, {
      method: 'POST',
      path: '/bookings/v1/staff-members/query',
      access: 'visitor',
      summary: 'Query staff members',
      tags,
      body: QueryStaffMembersRequestSchema,
      response: QueryStaffMembersResponseSchema,
      handler: async ({ identity, body }) => staff.queryStaffMembers(siteOf(identity), body.query),
    });
  };
}
