import {
  CheckoutResponseSchema,
  HostedCheckoutPayRequestSchema,
  HostedCheckoutSchema,
  HostedCheckoutUpdateRequestSchema,
  HostedSessionRequestSchema,
  OrderResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { ApplicationError } from '../../kernel/errors.js';
import { route } from '../../kernel/http/route.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import type { CheckoutService } from './checkout-service.js';
import type { OrderReads } from './orders/order-reads.js';

const tags = ['Hosted pages'];
/**
 * The API of the hosted checkout page. It has no access token: the redirect session's token
 * (from the link the storefront sent the visitor to) is the credential, and it only reaches the
 * checkout that session was made for.
 */
export function hostedCheckoutRoutes(
  redirects: Pick<RedirectsService, 'openSession'>,
  checkout: Pick<CheckoutService, 'getCheckout' | 'updateCheckout' | 'removeCheckoutCoupon' | 'payCheckout'>,
  orders: Pick<OrderReads, 'getOrder'>,
  sites: Pick<SitesService, 'getSite'>,
) {
  async function open(token: string) {
    const session = await redirects.openSession(token);
    const checkoutId = session.request.ecomCheckout?.checkoutId;
    if (!checkoutId)
      throw new ApplicationError({
        status: 400,
        code: 'NOT_A_CHECKOUT_SESSION',
        description: 'This link is not for a checkout',
      });
    return { session, checkoutId };
  }

  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/checkout-session',
      access: 'public',
      summary: 'The checkout of a redirect session, for the hosted checkout page',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedCheckoutSchema,
      handler: async ({ body }) => {
        const { session, checkoutId } = await open(body.session);
        const found = await checkout.getCheckout(session.identity, checkoutId);
        // The session's visitor paid it: the order is theirs to see again (a reload of the page).
        const order =
          found.completed && found.orderId
            ? await orders.getOrder(session.identity, found.orderId)
            : undefined;
        return {
          checkout: found,
          callbacks: session.request.callbacks ?? {},
          siteName: (await sites.getSite(session.identity.siteId)).displayName,
          ...(order ? { order } : {}),
        };
      },
    });

    route(app, {
      method: 'POST',
      path: '/hosted/v1/checkout-session/update',
      access: 'public',
      summary: "Change the session's checkout (contact, address, shipping option, coupon) and price it again",
      tags,
      body: HostedCheckoutUpdateRequestSchema,
      response: CheckoutResponseSchema,
      handler: async ({ body }) => {
        const { session, checkoutId } = await open(body.session);
        const { session: _token, ...changes } = body;
        return { checkout: await checkout.updateCheckout(session.identity, checkoutId, changes) };
      },
    });

    route(app, {
      method: 'POST',
      path: '/hosted/v1/checkout-session/remove-coupon',
      access: 'public',
      summary: "Take the coupon off the session's checkout",
      tags,
      body: HostedSessionRequestSchema,
      response: CheckoutResponseSchema,
      handler: async ({ body }) => {
        const { session, checkoutId } = await open(body.session);
        return { checkout: await checkout.removeCheckoutCoupon(session.identity, checkoutId) };
      },
    });

    route(app, {
      method: 'POST',
      path: '/hosted/v1/checkout-session/pay',
      access: 'public',
      summary: 'Pay the checkout of a redirect session with the test payment provider',
      tags,
      body: HostedCheckoutPayRequestSchema,
      response: OrderResponseSchema,
      handler: async ({ body }) => {
        const { session, checkoutId } = await open(body.session);
        const { session: _token, ...payment } = body;
        return { order: await checkout.payCheckout(session.identity, checkoutId, payment) };
      },
    });
  };
}
