import {
  BookingPolicyIdParamsSchema,
  BookingPolicyResponseSchema,
  CreateBookingPolicyRequestSchema,
  EmptyResponseSchema,
  QueryBookingPoliciesRequestSchema,
  QueryBookingPoliciesResponseSchema,
  QueryServicePoliciesRequestSchema,
  QueryServicePoliciesResponseSchema,
  SetDefaultBookingPolicyResponseSchema,
  UpdateBookingPolicyRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { PoliciesService } from './service.js';

const tags = ['Bookings'];
const BASE = '/bookings/v1/booking-policies';

/** Booking policies: visitors read them (a booking page states the rules), the owner writes them. */
export function policyRoutes(policies: PoliciesService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: BASE,
      access: 'owner',
      summary: 'Create a booking policy (rules left out take the defaults)',
      tags,
      body: CreateBookingPolicyRequestSchema,
      response: BookingPolicyResponseSchema,
      handler: async ({ identity, body }) => ({
        bookingPolicy: await policies.createPolicy(siteOf(identity), body.bookingPolicy),
      }),
    });
    route(app, {
      method: 'GET',
      path: `${BASE}/:bookingPolicyId`,
      access: 'visitor',
      summary: 'Get a booking policy',
      tags,
      params: BookingPolicyIdParamsSchema,
      response: BookingPolicyResponseSchema,
      handler: async ({ identity, params }) => ({
        bookingPolicy: await policies.getPolicy(siteOf(identity), params.bookingPolicyId),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: `${BASE}/:bookingPolicyId`,
      access: 'owner',
      summary: 'Update the rules `mask` names (every rule sent without one); a stale revision is refused',
      tags,
      params: BookingPolicyIdParamsSchema,
      body: UpdateBookingPolicyRequestSchema,
      response: BookingPolicyResponseSchema,
      handler: async ({ identity, params, body }) => ({
        bookingPolicy: await policies.updatePolicy(siteOf(identity), params.bookingPolicyId, body),
      }),
    });
    const setDefault = {
      access: 'owner' as const,
      summary: "Make a booking policy the site's default (new services follow it)",
      tags,
      body: Type.Object({}),
      response: SetDefaultBookingPolicyResponseSchema,
    };
    // Wix's path is `{id}:setDefault`, a custom verb after the id, which the router cannot split
    // from a parameter: the whole last segment is matched, and the id is what precedes the verb.
    route(app, {
      ...setDefault,
      method: 'POST',
      path: `${BASE}/:idAndVerb`,
      params: Type.Object({ idAndVerb: Type.String({ pattern: '^[^:]{1,100}:setDefault$' }) }),
      handler: async ({ identity, params }) =>
        policies.setDefault(siteOf(identity), params.idAndVerb.slice(0, -':setDefault'.length)),
    });
    route(app, {
      ...setDefault,
      method: 'POST',
      path: `${BASE}/:bookingPolicyId/set-default`,
      params: BookingPolicyIdParamsSchema,
      handler: async ({ identity, params }) => policies.setDefault(siteOf(identity), params.bookingPolicyId),
    });
    route(app, {
      method: 'DELETE',
      path: `${BASE}/:bookingPolicyId`,
      access: 'owner',
      summary: 'Delete a booking policy that no service follows (never the default)',
      tags,
      params: BookingPolicyIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) =>
        policies.deletePolicy(siteOf(identity), params.bookingPolicyId),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/query`,
      access: 'visitor',
      summary: "Query the site's booking policies (filter by id, name, default)",
      tags,
      body: QueryBookingPoliciesRequestSchema,
      response: QueryBookingPoliciesResponseSchema,
      handler: async ({ identity, body }) => policies.queryPolicies(siteOf(identity), body.query),
    });
    route(app, {
      method: 'POST',
      path: '/bookings/v2/services/policies/query',
      access: 'visitor',
      summary: 'Query booking policies, each with the services that follow it',
      tags,
      body: QueryServicePoliciesRequestSchema,
      response: QueryServicePoliciesResponseSchema,
      handler: async ({ identity, body }) => policies.queryServicePolicies(siteOf(identity), body.query),
    });
  };
}
