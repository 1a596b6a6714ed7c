import {
  HostedPlanCheckoutRequestSchema,
  HostedPlanCheckoutSchema,
  HostedPlanOrderResponseSchema,
  HostedPlanPurchaseRequestSchema,
  HostedPlanSignInResponseSchema,
  HostedSessionRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { HostedPlanCheckoutService } from './hosted-plan-checkout.js';

const tags = ['Hosted pages'];

/**
 * The API of the hosted "Order summary" page. Like the other hosted pages', it has no access
 * token: the redirect session's token is the credential, and a hosted sign-in's session token
 * names the member who buys.
 */
export function hostedPlanCheckoutRoutes(hosted: HostedPlanCheckoutService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/plan-checkout-session',
      access: 'public',
      summary: 'The plan of a paidPlansCheckout redirect session, who buys it, and its order once bought',
      tags,
      body: HostedPlanCheckoutRequestSchema,
      response: HostedPlanCheckoutSchema,
      handler: ({ body }) => hosted.describe(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/plan-checkout-session/sign-in',
      access: 'public',
      summary: 'A hosted sign-in for the visitor that returns to this summary, signed in',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedPlanSignInResponseSchema,
      handler: ({ body }) => hosted.signInLink(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/plan-checkout-session/purchase',
      access: 'public',
      summary:
        "Buy the session's plan for the signed-in member, paying by the test card when a payment is due",
      tags,
      body: HostedPlanPurchaseRequestSchema,
      response: HostedPlanOrderResponseSchema,
      handler: ({ body }) => hosted.purchase(body),
    });
  };
}
