import type { CreateCouponRequest, Coupon as WireCoupon } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

const DATE_KEYS = ['expirationDate'] as const;
export type Coupon = FromWire<WireCoupon, (typeof DATE_KEYS)[number]>;

/** `createCoupon({ code: 'SPRING10', type: 'PERCENT', value: '10' })`: a code buyers apply to a cart. */
export const createCoupon = defineMethod(
  ({ http }) =>
    async (coupon: SdkRequest<CreateCouponRequest>['coupon']): Promise<{ coupon: Coupon }> =>
      callRest<{ coupon: WireCoupon }, (typeof DATE_KEYS)[number]>(http, {
        method: 'POST',
        path: '/ecom/v1/coupons',
        payload: { coupon },
        dateKeys: DATE_KEYS,
      }),
  { elevated: true },
);

export const listCoupons = defineMethod(
  ({ http }) =>
    async (): Promise<{ coupons: Coupon[] }> =>
      callRest<{ coupons: WireCoupon[] }, (typeof DATE_KEYS)[number]>(http, {
        method: 'GET',
        path: '/ecom/v1/coupons',
        dateKeys: DATE_KEYS,
      }),
  { elevated: true },
);

/** The code stops working; orders that used it keep their discount. */
export const deleteCoupon = defineMethod(
  ({ http }) =>
    async (id: string): Promise<void> => {
      await callRest(http, { method: 'DELETE', path: fillPath('/ecom/v1/coupons/{id}', { id }) });
    },
  { elevated: true },
);
