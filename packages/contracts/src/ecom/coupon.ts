import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

const Decimal = Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,4})?$' });

export const CouponSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  type: StringEnum(['PERCENT', 'AMOUNT'] as const),
  /** A percentage ("15") or an amount in the site currency ("5.00"). */
  value: Type.String(),
  minimumSubtotal: Type.Optional(Type.String()),
  expirationDate: Type.Optional(Type.String({ format: 'date-time' })),
  active: Type.Boolean(),
  createdDate: Type.String({ format: 'date-time' }),
});
export type Coupon = Static<typeof CouponSchema>;

export const CreateCouponRequestSchema = Type.Object({
  coupon: Type.Object({
    code: Type.String({ pattern: '^[A-Za-z0-9_-]{3,40}$' }),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    type: StringEnum(['PERCENT', 'AMOUNT'] as const),
    value: Decimal,
    minimumSubtotal: Type.Optional(Decimal),
    expirationDate: Type.Optional(Type.String({ format: 'date-time' })),
  }),
});
export type CreateCouponRequest = Static<typeof CreateCouponRequestSchema>;
export const CouponResponseSchema = Type.Object({ coupon: CouponSchema });
export const ListCouponsResponseSchema = Type.Object({ coupons: Type.Array(CouponSchema) });

/** `updateCurrentCart`: a coupon code and the buyer's note (other fields are not stored yet). */
export const UpdateCartRequestSchema = Type.Object({
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  cartInfo: Type.Optional(Type.Object({ buyerNote: Type.Optional(Type.String({ maxLength: 1000 })) })),
});
export type UpdateCartRequest = Static<typeof UpdateCartRequestSchema>;
