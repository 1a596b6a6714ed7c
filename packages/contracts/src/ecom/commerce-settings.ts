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

/** ISO 3166-1 alpha-2 country ("US") and ISO 3166-2 subdivision ("US-NY"), as addresses carry them. */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
export const SubdivisionCode = Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' });

/** A tax rate for a country, or for one subdivision of it (which wins over its country's). */
export const TaxRegionSchema = Type.Object({
  country: CountryCode,
  subdivision: Type.Optional(SubdivisionCode),
  ratePercent: Decimal,
});
export type TaxRegion = Static<typeof TaxRegionSchema>;

export const CommerceSettingsSchema = Type.Object({
  shippingOptions: Type.Array(ShippingOptionSchema, { maxItems: 20 }),
  /** The site's rate in percent ("8.875"): for the business address, and where no region matches. */
  taxRatePercent: Decimal,
  taxShipping: Type.Boolean(),
  taxRegions: Type.Optional(Type.Array(TaxRegionSchema, { maxItems: 200 })),
  /**
   * Which address decides the rate: the buyer's shipping address (until one is given, the
   * site's rate applies), or always the business's own (the site's rate).
   */
  taxableAddress: Type.Optional(StringEnum(['SHIPPING', 'BUSINESS'] as const)),
});
export type CommerceSettings = Static<typeof CommerceSettingsSchema>;
export const CommerceSettingsResponseSchema = Type.Object({ commerceSettings: CommerceSettingsSchema });
export const UpdateCommerceSettingsRequestSchema = Type.Object({ commerceSettings: CommerceSettingsSchema });

export const SelectedShippingOptionSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40 }),
});

/**
 * An address as `estimateCurrentCartTotals` takes it (Wix's Address, every part optional): the
 * country and subdivision (`US-NY`, or `NY` with the country) decide the tax rate.
 */
export const EstimateAddressSchema = Type.Object({
  country: Type.Optional(CountryCode),
  subdivision: Type.Optional(Type.String({ pattern: '^([A-Z]{2}-)?[A-Z0-9]{1,3}$' })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  addressLine: Type.Optional(Type.String({ maxLength: 200 })),
  addressLine1: Type.Optional(Type.String({ maxLength: 200 })),
  addressLine2: Type.Optional(Type.String({ maxLength: 200 })),
  streetAddress: Type.Optional(
    Type.Object({
      number: Type.Optional(Type.String({ maxLength: 20 })),
      name: Type.Optional(Type.String({ maxLength: 200 })),
      apt: Type.Optional(Type.String({ maxLength: 20 })),
    }),
  ),
});
export type EstimateAddress = Static<typeof EstimateAddressSchema>;

export const EstimateTotalsRequestSchema = Type.Object({
  selectedShippingOption: Type.Optional(SelectedShippingOptionSchema),
  /** Where the goods go: its region's tax rate applies. */
  shippingAddress: Type.Optional(EstimateAddressSchema),
  /** Whose tax applies when no shipping address is given. */
  billingAddress: Type.Optional(EstimateAddressSchema),
  /** False leaves tax out (0). */
  calculateTax: Type.Optional(Type.Boolean()),
  /** False leaves shipping out (no options, 0). */
  calculateShipping: Type.Optional(Type.Boolean()),
});
export type EstimateTotalsRequest = Static<typeof EstimateTotalsRequestSchema>;

/** Where a checkout ships to, and who receives it. */
export const ShippingDestinationSchema = Type.Object({
  address: Type.Object({
    country: CountryCode,
    subdivision: Type.Optional(SubdivisionCode),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    postalCode: Type.Optional(Type.String({ maxLength: 20 })),
    addressLine: Type.String({ minLength: 1, maxLength: 200 }),
    addressLine2: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  contactDetails: Type.Object({
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    phone: Type.Optional(Type.String({ pattern: '^[+0-9 ()-]{5,30}$' })),
  }),
});
export type ShippingDestination = Static<typeof ShippingDestinationSchema>;

export const ShippingInfoSchema = Type.Object({
  shippingDestination: Type.Optional(ShippingDestinationSchema),
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
export type ShippingInfo = Static<typeof ShippingInfoSchema>;
