import {
  AccessEventStaffRequestSchema,
  CreateEventStaffMemberRequestSchema,
  EmptyResponseSchema,
  EventStaffMemberResponseSchema,
  EventStaffSignInResponseSchema,
  GetEventStaffMemberQuerySchema,
  JoinEventStaffRequestSchema,
  LoginEventStaffRequestSchema,
  QueryEventStaffMembersRequestSchema,
  QueryEventStaffMembersResponseSchema,
  StaffMemberIdParamsSchema,
  UpdateEventStaffMemberRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../../kernel/errors.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { route } from '../../../kernel/http/route.js';
import type { StaffService } from './service.js';

const tags = ['Events'];
const asksForLink = (fieldsets: readonly string[] | undefined) => fieldsets?.includes('LOGIN_LINK') ?? false;

/**
 * Events staff members (Wix's events staff members v1): the owner's calls to manage them, and the
 * three a staff member's device makes with the tokens of their login link.
 */
export function staffMemberRoutes(staff: StaffService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/events/v1/staff-members',
      access: 'owner',
      summary: 'Add a staff member to all events or some, with permissions; the answer has their login link',
      tags,
      body: CreateEventStaffMemberRequestSchema,
      response: EventStaffMemberResponseSchema,
      handler: async ({ identity, body }) => ({
        staffMember: await staff.create(identity.siteId, body.staffMember),
      }),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/staff-members/query',
      access: 'owner',
      summary: 'Query staff members by id, name, status and dates (fieldset LOGIN_LINK adds their links)',
      tags,
      body: QueryEventStaffMembersRequestSchema,
      response: QueryEventStaffMembersResponseSchema,
      handler: ({ identity, body }) => staff.query(identity.siteId, body.query, asksForLink(body.fieldsets)),
    });
    route(app, {
      method: 'GET',
      path: '/events/v1/staff-members/:staffMemberId',
      access: 'owner',
      summary: 'Get a staff member (fieldset LOGIN_LINK adds their login link)',
      tags,
      params: StaffMemberIdParamsSchema,
      querystring: GetEventStaffMemberQuerySchema,
      response: EventStaffMemberResponseSchema,
      handler: async ({ identity, params, query }) => ({
        staffMember: await staff.get(
          identity.siteId,
          params.staffMemberId,
          asksForLink(listOf(query.fieldsets)),
        ),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: '/events/v1/staff-members/:staffMemberId',
      access: 'owner',
      summary: "Change a staff member's name, permissions or events, or pause and resume their access",
      tags,
      params: StaffMemberIdParamsSchema,
      body: UpdateEventStaffMemberRequestSchema,
      response: EventStaffMemberResponseSchema,
      handler: async ({ identity, params, body }) => {
        if (body.staffMember.id !== undefined && body.staffMember.id !== params.staffMemberId)
          throw ValidationError.field('staffMember.id', 'must be the id in the path');
        return { staffMember: await staff.update(identity.siteId, params.staffMemberId, body) };
      },
    });
    route(app, {
      method: 'DELETE',
      path: '/events/v1/staff-members/:staffMemberId',
      access: 'owner',
      summary: 'Remove a staff member: their login link and every device they signed in stop working',
      tags,
      params: StaffMemberIdParamsSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params }) => staff.remove(identity.siteId, params.staffMemberId),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/staff-members/join',
      access: 'public',
      summary: "Join with a login link's token: the staff member has access, and this device an access token",
      tags,
      body: JoinEventStaffRequestSchema,
      response: EventStaffSignInResponseSchema,
      handler: ({ body }) => staff.join(body.joinToken),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/staff-members/login',
      access: 'public',
      summary: "Sign another device in with a login link's token, once the staff member has joined",
      tags,
      body: LoginEventStaffRequestSchema,
      response: EventStaffSignInResponseSchema,
      handler: ({ body }) => staff.login(body.loginToken),
    });
    route(app, {
      method: 'POST',
      path: '/events/v1/staff-members/access',
      access: 'public',
      summary: 'Who a staff access token belongs to, while it still gives access',
      tags,
      body: AccessEventStaffRequestSchema,
      response: EventStaffMemberResponseSchema,
      handler: ({ body }) => staff.access(body.accessToken),
    });
  };
}
