import {
  AddToCartRequestSchema,
  CartResponseSchema,
  EmptyResponseSchema,
  RemoveLineItemsRequestSchema,
  UpdateLineItemsQuantityRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import { route } from '../../kernel/http/route.js';
import type { EcomService } from './service.js';

const tags = ['eCommerce'];
const BASE = '/ecom/v1/carts/current';

/** The current cart of the calling visitor or member: nobody else's cart is reachable. */
export function ecomRoutes(ecom: EcomService) {
  return async (app: FastifyInstance) => {
    // `visitor` access guarantees an authenticated identity; the service refuses API keys.
    const who = (identity: unknown) => identity as AuthenticatedIdentity;

    route(app, {
      method: 'GET',
      path: BASE,
      access: 'visitor',
      summary: 'Get the current cart (404 OWNED_CART_NOT_FOUND when there is none)',
      tags,
      response: CartResponseSchema,
      handler: async ({ identity }) => ({ cart: await ecom.getCurrentCart(who(identity)) }),
    });

    route(app, {
      method: 'DELETE',
      path: BASE,
      access: 'visitor',
      summary: 'Delete the current cart',
      tags,
      response: EmptyResponseSchema,
      handler: async ({ identity }) => ecom.deleteCurrentCart(who(identity)),
    });

    route(app, {
      method: 'POST',
      path: `${BASE}/add-to-cart`,
      access: 'visitor',
      summary: 'Add catalogue items to the current cart, creating it when needed',
      tags,
      body: AddToCartRequestSchema,
      response: CartResponseSchema,
      handler: async ({ identity, body }) => ({ cart: await ecom.addToCurrentCart(who(identity), body) }),
    });

    route(app, {
      method: 'POST',
      path: `${BASE}/update-line-items-quantity`,
      access: 'visitor',
      summary: 'Change line quantities (0 removes a line)',
      tags,
      body: UpdateLineItemsQuantityRequestSchema,
      response: CartResponseSchema,
      handler: async ({ identity, body }) => ({
        cart: await ecom.updateLineItemsQuantity(who(identity), body),
      }),
    });

    route(app, {
      method: 'POST',
      path: `${BASE}/remove-line-items`,
      access: 'visitor',
      summary: 'Remove lines from the current cart',
      tags,
      body: RemoveLineItemsRequestSchema,
      response: CartResponseSchema,
      handler: async ({ identity, body }) => ({
        cart: await ecom.removeLineItems(who(identity), body.lineItemIds),
      }),
    });
  };
}
