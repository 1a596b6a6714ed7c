import {
  CancelPlanOrderRequestSchema,
  CreateOfflineOrderRequestSchema,
  EmptyResponseSchema,
  ListPlanOrdersQuerySchema,
  ListPlanOrdersResponseSchema,
  MemberListPlanOrdersQuerySchema,
  PlanOrderIdParamsSchema,
  PlanOrderResponseSchema,
  PostponeEndDateRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { type AuthenticatedIdentity, siteOf } from '../../../kernel/auth.js';
import { notFound, ValidationError } from '../../../kernel/errors.js';
import { route } from '../../../kernel/http/route.js';
import type { IdentityService } from '../../identity/service.js';
import type { PlanOrdersService } from './service.js';

const tags = ['Pricing plans'];
const OWNER = '/pricing-plans/v2/orders';
const MEMBER = '/pricing-plans/v2/member/orders';

/** The owner's API key passes member routes but names no member: it has no orders of its own. */
function memberIdOf(caller: AuthenticatedIdentity): string {
  if (caller.kind !== 'member') throw notFound('Member', 'owner');
  return caller.memberId;
}

/** Plan orders: the owner manages every order of the site, a member reads and cancels their own. */
export function planOrderRoutes(orders: PlanOrdersService, identity: Pick<IdentityService, 'memberRecord'>) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: OWNER,
      access: 'owner',
      summary: 'List the orders of the site, by buyer, plan, status and payment status',
      tags,
      querystring: ListPlanOrdersQuerySchema,
      response: ListPlanOrdersResponseSchema,
      handler: ({ identity: caller, query }) => orders.listOrders(siteOf(caller), query),
    });
    route(app, {
      method: 'GET',
      path: `${OWNER}/:id`,
      access: 'owner',
      summary: 'Get an order',
      tags,
      params: PlanOrderIdParamsSchema,
      response: PlanOrderResponseSchema,
      handler: async ({ identity: caller, params }) => ({
        order: await orders.getOrder(siteOf(caller), params.id),
      }),
    });
    route(app, {
      method: 'PATCH',
      path: `${OWNER}/:id`,
      access: 'owner',
      summary: 'Postpone the end date of an order (its payments are left as they are)',
      tags,
      params: PlanOrderIdParamsSchema,
      body: PostponeEndDateRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity: caller, params, body }) =>
        orders.postponeEndDate(siteOf(caller), params.id, body.endDate),
    });
    route(app, {
      method: 'POST',
      path: `${OWNER}/:id/cancel`,
      access: 'owner',
      summary: 'Cancel an order now or at its next payment date',
      tags,
      params: PlanOrderIdParamsSchema,
      body: CancelPlanOrderRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity: caller, params, body }) =>
        orders.cancelOrder(siteOf(caller), params.id, body.effectiveAt, body.refund),
    });
    for (const [action, summary, call] of [
      ['mark-as-paid', "Record the payment of an offline order's unpaid cycle", orders.markAsPaid],
      ['pause', 'Pause an active order; its dates move by the pause when it is resumed', orders.pauseOrder],
      ['resume', 'Resume a paused order', orders.resumeOrder],
    ] as const)
      route(app, {
        method: 'POST',
        path: `${OWNER}/:id/${action}`,
        access: 'owner',
        summary,
        tags,
        params: PlanOrderIdParamsSchema,
        response: EmptyResponseSchema,
        handler: ({ identity: caller, params }) => call(siteOf(caller), params.id),
      });
    route(app, {
      method: 'POST',
      path: '/pricing-plans/v2/checkout/orders/offline',
      access: 'owner',
      summary: 'Record a plan sold outside the site to a member, paid now or later',
      tags,
      body: CreateOfflineOrderRequestSchema,
      response: PlanOrderResponseSchema,
      handler: async ({ identity: caller, body }) => {
        const siteId = siteOf(caller);
        const member = await identity.memberRecord(siteId, body.memberId);
        if (member?.status !== 'ACTIVE') throw notFound('Member', body.memberId);
        return {
          order: await orders.createOfflineOrder(siteId, body, { memberId: member.id, contactId: member.id }),
        };
      },
    });
    route(app, {
      method: 'GET',
      path: MEMBER,
      access: 'member',
      summary: "The signed-in member's own orders",
      tags,
      querystring: MemberListPlanOrdersQuerySchema,
      response: ListPlanOrdersResponseSchema,
      handler: ({ identity: caller, query }) =>
        orders.memberListOrders(siteOf(caller), memberIdOf(caller), query),
    });
    route(app, {
      method: 'GET',
      path: `${MEMBER}/:id`,
      access: 'member',
      summary: "One of the signed-in member's orders",
      tags,
      params: PlanOrderIdParamsSchema,
      response: PlanOrderResponseSchema,
      handler: async ({ identity: caller, params }) => ({
        order: await orders.memberGetOrder(siteOf(caller), memberIdOf(caller), params.id),
      }),
    });
    route(app, {
      method: 'POST',
      path: `${MEMBER}/:id/cancel`,
      access: 'member',
      summary: 'Cancel your own order, now or at its next payment date, when the plan lets buyers cancel',
      tags,
      params: PlanOrderIdParamsSchema,
      body: CancelPlanOrderRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity: caller, params, body }) => {
        if (body.refund && body.refund !== 'NONE')
          throw ValidationError.field('refund', 'is given by the site owner only');
        return orders.requestCancellation(siteOf(caller), memberIdOf(caller), params.id, body.effectiveAt);
      },
    });
  };
}
