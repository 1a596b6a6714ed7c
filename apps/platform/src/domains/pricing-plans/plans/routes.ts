import {
  CreatePlanRequestSchema,
  EmptyResponseSchema,
  ListPlansQuerySchema,
  ListPlansResponseSchema,
  ListPublicPlansQuerySchema,
  ListPublicPlansResponseSchema,
  PlanIdParamsSchema,
  PlanResponseSchema,
  PlanStatsResponseSchema,
  QueryPublicPlansRequestSchema,
  SetPlanVisibilityRequestSchema,
  UpdatePlanRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { siteOf } from '../../../kernel/auth.js';
import { route } from '../../../kernel/http/route.js';
import type { PlansService } from './service.js';

const tags = ['Pricing plans'];
const BASE = '/pricing-plans/v2/plans';

/** Plans (Pricing Plans v2): public lists for visitors, everything else for the owner. */
export function planRoutes(plans: PlansService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: `${BASE}/public`,
      access: 'visitor',
      summary: 'List the public plans',
      tags,
      querystring: ListPublicPlansQuerySchema,
      response: ListPublicPlansResponseSchema,
      handler: ({ identity, query }) => plans.listPublicPlans(siteOf(identity), query),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/public/query`,
      access: 'visitor',
      summary:
        'Query the public plans (filter by id, slug, name, primary; sort by name, createdDate, primary)',
      tags,
      body: QueryPublicPlansRequestSchema,
      response: ListPublicPlansResponseSchema,
      handler: ({ identity, body }) => plans.queryPublicPlans(siteOf(identity), body.query),
    });
    route(app, {
      method: 'GET',
      path: `${BASE}/stats`,
      access: 'owner',
      summary: 'How many plans the site has',
      tags,
      response: PlanStatsResponseSchema,
      handler: ({ identity }) => plans.getPlanStats(siteOf(identity)),
    });
    route(app, {
      method: 'GET',
      path: BASE,
      access: 'owner',
      summary: 'List plans, by archived and public state',
      tags,
      querystring: ListPlansQuerySchema,
      response: ListPlansResponseSchema,
      handler: ({ identity, query }) => plans.listPlans(siteOf(identity), query),
    });
    route(app, {
      method: 'POST',
      path: BASE,
      access: 'owner',
      summary: 'Create a plan',
      tags,
      body: CreatePlanRequestSchema,
      response: PlanResponseSchema,
      handler: async ({ identity, body }) => ({ plan: await plans.createPlan(siteOf(identity), body) }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/clear-primary`,
      access: 'owner',
      summary: 'Leave the site with no primary plan',
      tags,
      response: EmptyResponseSchema,
      handler: ({ identity }) => plans.clearPrimary(siteOf(identity)),
    });
    route(app, {
      method: 'GET',
      path: `${BASE}/:id`,
      access: 'owner',
      summary: 'Get a plan',
      tags,
      params: PlanIdParamsSchema,
      response: PlanResponseSchema,
      handler: async ({ identity, params }) => ({ plan: await plans.getPlan(siteOf(identity), params.id) }),
    });
    route(app, {
      method: 'PATCH',
      path: `${BASE}/:id`,
      access: 'owner',
      summary: 'Update the fields of a plan that the field mask names (every field sent without one)',
      tags,
      params: PlanIdParamsSchema,
      body: UpdatePlanRequestSchema,
      response: PlanResponseSchema,
      handler: async ({ identity, params, body }) => ({
        plan: await plans.updatePlan(siteOf(identity), params.id, body),
      }),
    });
    route(app, {
      method: 'PUT',
      path: `${BASE}/:id/visibility`,
      access: 'owner',
      summary: 'Show a plan to visitors or hide it',
      tags,
      params: PlanIdParamsSchema,
      body: SetPlanVisibilityRequestSchema,
      response: PlanResponseSchema,
      handler: async ({ identity, params, body }) => ({
        plan: await plans.setPlanVisibility(siteOf(identity), params.id, body.visible),
      }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/:id/make-primary`,
      access: 'owner',
      summary: 'Make a plan the primary one (highlighted); the former primary plan is no longer',
      tags,
      params: PlanIdParamsSchema,
      response: PlanResponseSchema,
      handler: async ({ identity, params }) => ({
        plan: await plans.makePlanPrimary(siteOf(identity), params.id),
      }),
    });
    route(app, {
      method: 'POST',
      path: `${BASE}/:id/archive`,
      access: 'owner',
      summary: 'Archive a plan for good: no longer sold, shown or changed; its orders go on',
      tags,
      params: PlanIdParamsSchema,
      response: PlanResponseSchema,
      handler: async ({ identity, params }) => ({
        plan: await plans.archivePlan(siteOf(identity), params.id),
      }),
    });
  };
}
