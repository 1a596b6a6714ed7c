import {
  AddToCartRequestSchema,
  CartResponseSchema,
  CommerceSettingsResponseSchema,
  CouponResponseSchema,
  CreateCouponRequestSchema,
  EmptyResponseSchema,
  EstimateTotalsRequestSchema,
  EstimateTotalsResponseSchema,
  ListCouponsResponseSchema,
  RemoveLineItemsRequestSchema,
  UpdateCartRequestSchema,
  UpdateCommerceSettingsRequestSchema,
  UpdateLineItemsQuantityRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { siteOf } from '../../kernel/auth.js';
import { route } from '../../kernel/http/route.js';
import type { SitesService } from '../sites/service.js';
import type { CommerceSettingsService } from './commerce-settings.js';
import type { CouponsService } from './coupons.js';
import type { EcomService } from './service.js';
import { taxRegionOf } from './shipping-and-tax.js';

const tags = ['eCommerce'];
const BASE = '/ecom/v1/carts/current';

export function ecomRoutes(
  ecom: EcomService,
  coupons: CouponsService,
  sites: Pick<SitesService, 'getSite'>,
  commerce: CommerceSettingsService,
) {
  return async (app: FastifyInstance) => {
    // `visitor` access guarantees an authenticated identity; the service refuses API keys.

    route(app, {
      method: 'GET',
      path: BASE,
      access: 'visitor',
      summary: 'Get the current cart (404 OWNED_CART_NOT_FOUND when there is none)',
      tags,
      response: CartResponseSchema,
      handler: async ({ identity }) => ({ cart: await ecom.getCurrentCart(identity) }),
    });

    route(app, {
      method: 'PATCH',
      path: BASE,
      access: 'visitor',
      summary: "Apply a coupon code or set the buyer's note",
      tags,
      body: UpdateCartRequestSchema,
      response: CartResponseSchema,
      handler: async ({ identity, body }) => ({ cart: await ecom.updateCurrentCart(identity, body) }),
    });

    route(app, {
      method: 'POST',
      path: `${BASE}/remove-coupon`,
      access: 'visitor',
      summary: 'Remove the coupon from the current cart',
      tags,
      response: CartResponseSchema,
      handler: async ({ identity }) => ({ cart: await ecom.removeCoupon(identity) }),
    });

    route(app, {
      method: 'POST',
      path: `${BASE}/estimate-totals`,
      access: 'visitor',
      summary:
        'Subtotal, discount, shipping (the chosen or cheapest option), tax and total of the current cart',
      tags,
      body: EstimateTotalsRequestSchema,
      response: EstimateTotalsResponseSchema,
      handler: async ({ identity, body }) => {
        const { cart, priceSummary, shippingInfo } = await ecom.estimateCurrentCartTotals(identity, {
          shippingCode: body.selectedShippingOption?.code,
          taxRegion: taxRegionOf(body.shippingAddress ?? body.billingAddress),
          calculateTax: body.calculateTax,
          calculateShipping: body.calculateShipping,
        });
        return { cart, priceSummary, shippingInfo };
      },
    });

    route(app, {
      method: 'GET',
      path: '/ecom/v1/commerce-settings',
      access: 'owner',
      summary: 'The shipping options and tax rate of the site',
      tags,
      response: CommerceSettingsResponseSchema,
      handler: async ({ identity }) => ({ commerceSettings: await commerce.get(siteOf(identity)) }),
    });

    route(app, {
      method: 'PUT',
      path: '/ecom/v1/commerce-settings',
      access: 'owner',
      summary: 'Replace the shipping options (delivery rules by price, weight or quantity) and the tax rate',
      tags,
      body: UpdateCommerceSettingsRequestSchema,
      response: CommerceSettingsResponseSchema,
      handler: async ({ identity, body }) => ({
        commerceSettings: await commerce.put(siteOf(identity), body.commerceSettings),
      }),
    });

    route(app, {
      method: 'POST',
      path: '/ecom/v1/coupons',
      access: 'owner',
      summary: 'Create a coupon code (a percentage or an amount off, optional minimum subtotal and expiry)',
      tags,
      body: CreateCouponRequestSchema,
      response: CouponResponseSchema,
      handler: async ({ identity, body }) => {
        const siteId = siteOf(identity);
        const { currency } = (await sites.getSite(siteId)).settings;
        return { coupon: await coupons.createCoupon(siteId, body.coupon, currency) };
      },
    });

    route(app, {
      method: 'GET',
      path: '/ecom/v1/coupons',
      access: 'owner',
      summary: 'List the coupons of the site',
      tags,
      response: ListCouponsResponseSchema,
      handler: async ({ identity }) => ({ coupons: await coupons.listCoupons(siteOf(identity)) }),
    });

    route(app, {
      method: 'DELETE',
      path: '/ecom/v1/coupons/:id',
      access: 'owner',
      summary: 'Delete a coupon',
      tags,
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: EmptyResponseSchema,
      handler: async ({ identity, params }) => coupons.deleteCoupon(siteOf(identity), params.id),
    });

    route(app, {
      method: 'DELETE',
      path: BASE,
      access: 'visitor',
      summary: 'Delete the current cart',
      tags,
      response: EmptyResponseSchema,
      handler: async ({ identity }) => ecom.deleteCurrentCart(identity),
    });

    route(app, {
      method: 'POST',
      path: `${BASE}/add-to-cart`,
      access: 'visitor',
      summary: 'Add catalogue items to the current cart, creating it when needed',
      tags,
      body: AddToCartRequestSchema,
      response: CartResponseSchema,
      handler: async ({ identity, body }) => ({ cart: await ecom.addToCurrentCart(identity, body) }),
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
        cart: await ecom.updateLineItemsQuantity(identity, body),
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
        cart: await ecom.removeLineItems(identity, body.lineItemIds),
      }),
    });
  };
}
