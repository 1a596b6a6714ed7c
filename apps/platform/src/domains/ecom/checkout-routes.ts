import {
  CheckoutIdParamsSchema,
  CheckoutResponseSchema,
  CreateCheckoutRequestSchema,
  CreateCheckoutResponseSchema,
  CreateCheckoutWithLinesRequestSchema,
  OrderResponseSchema,
  PayCheckoutRequestSchema,
  UpdateCheckoutRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { CheckoutService } from './checkout-service.js';

const tags = ['eCommerce'];

export function checkoutRoutes(checkout: CheckoutService) {
  return async (app: FastifyInstance) => {
    // `visitor` access guarantees an authenticated identity.

    route(app, {
      method: 'POST',
      path: '/ecom/v1/carts/current/create-checkout',
      access: 'visitor',
      summary: 'Freeze the current cart into a checkout (refused when the site does not accept payments)',
      tags,
      body: CreateCheckoutRequestSchema,
      response: CreateCheckoutResponseSchema,
      handler: async ({ identity, body }) => ({
        checkoutId: await checkout.createCheckoutFromCurrentCart(identity, body),
      }),
    });

    route(app, {
      method: 'POST',
      path: '/ecom/v1/checkouts',
      access: 'visitor',
      summary: 'Create a checkout of the given lines, apart from the cart ("Buy now")',
      tags,
      body: CreateCheckoutWithLinesRequestSchema,
      response: CheckoutResponseSchema,
      handler: async ({ identity, body }) => ({ checkout: await checkout.createCheckout(identity, body) }),
    });

    route(app, {
      method: 'GET',
      path: '/ecom/v1/checkouts/:id',
      access: 'visitor',
      summary: "Get one of the caller's checkouts",
      tags,
      params: CheckoutIdParamsSchema,
      response: CheckoutResponseSchema,
      handler: async ({ identity, params }) => ({
        checkout: await checkout.getCheckout(identity, params.id),
      }),
    });

    route(app, {
      method: 'PATCH',
      path: '/ecom/v1/checkouts/:id',
      access: 'visitor',
      summary:
        'Set the contact email, shipping address, shipping option or coupon; the checkout is priced again',
      tags,
      params: CheckoutIdParamsSchema,
      body: UpdateCheckoutRequestSchema,
      response: CheckoutResponseSchema,
      handler: async ({ identity, params, body }) => ({
        checkout: await checkout.updateCheckout(identity, params.id, body),
      }),
    });

    route(app, {
      method: 'POST',
      path: '/ecom/v1/checkouts/:id/remove-coupon',
      access: 'visitor',
      summary: 'Take the coupon off a checkout',
      tags,
      params: CheckoutIdParamsSchema,
      response: CheckoutResponseSchema,
      handler: async ({ identity, params }) => ({
        checkout: await checkout.removeCheckoutCoupon(identity, params.id),
      }),
    });

    route(app, {
      method: 'POST',
      path: '/ecom/v1/checkouts/:id/pay',
      access: 'visitor',
      summary:
        'Pay a checkout with the test payment provider and place the order (used by the hosted checkout)',
      tags,
      params: CheckoutIdParamsSchema,
      body: PayCheckoutRequestSchema,
      response: OrderResponseSchema,
      handler: async ({ identity, params, body }) => ({
        order: await checkout.payCheckout(identity, params.id, body),
      }),
    });
  };
}
