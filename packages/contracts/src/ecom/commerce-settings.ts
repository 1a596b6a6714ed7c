import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { MultiCurrencyPriceSchema } from './cart.js';

const Decimal = Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,4})?$' });

/**
 * A delivery rule: a price that applies once the order reaches a minimum total price, weight or
 * quantity (no minimum: the base price). The rule with the highest minimum met wins.
 */
export const ShippingRateSchema = Type.Object({
  minimum: Type.Optional(
    Type.Object({ by: StringEnum(['PRICE', 'WEIGHT', 'QUANTITY'] as const), value: Decimal }),
  ),
  price: Decimal,
});

export const ShippingOptionSchema = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  title: Type.String({ minLength: 1, maxLength: 80 }),
  estimatedDelivery: Type.Optional(Type.String({ maxLength: 80 })),
  rates: Type.Array(ShippingRateSchema, { minItems: 1, maxItems: 20 }),
});
export type ShippingOption = Static<typeof ShippingOptionSchema>;

export const CommerceSettingsSchema = Type.Object({
  shippingOptions: Type.Array(ShippingOptionSchema, { maxItems: 20 }),
  /** One tax rate for the site, in percent ("8.875"); regional rates come later. */
  taxRatePercent: Decimal,
  taxShipping: Type.Boolean(),
});
export type CommerceSettings = Static<typeof CommerceSettingsSchema>;
export const CommerceSettingsResponseSchema = Type.Object({ commerceSettings: CommerceSettingsSchema });
export const UpdateCommerceSettingsRequestSchema = Type.Object({ commerceSettings: CommerceSettingsSchema });

export const SelectedShippingOptionSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40 }),
});

export const EstimateTotalsRequestSchema = Type.Object({
  selectedShippingOption: Type.Optional(SelectedShippingOptionSchema),
  calculateTax: Type.Optional(Type.Boolean()),
  calculateShipping: Type.Optional(Type.Boolean()),
});
export type EstimateTotalsRequest = Static<typeof EstimateTotalsRequestSchema>;

export const ShippingInfoSchema = Type.Object({
  selectedCarrierServiceOption: Type.Optional(
    Type.Object({
      code: Type.String(),
      title: Type.String(),
      estimatedDelivery: Type.Optional(Type.String()),
      cost: Type.Object({ price: MultiCurrencyPriceSchema }),
    }),
  ),
  carrierServiceOptions: Type.Array(
    Type.Object({
      carrierId: Type.String(),
      shippingOptions: Type.Array(
        Type.Object({
          code: Type.String(),
          title: Type.String(),
          estimatedDelivery: Type.Optional(Type.String()),
          cost: Type.Object({ price: MultiCurrencyPriceSchema }),
        }),
      ),
    }),
  ),
});
