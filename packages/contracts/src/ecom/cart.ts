import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

export const LineItemAvailabilityStatuses = [
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
] as const;

/** eCommerce money: decimal **strings** plus formatted amounts (reference §2.4). */
export const MultiCurrencyPriceSchema = Type.Object({
  amount: Type.String(),
  convertedAmount: Type.String(),
  formattedAmount: Type.String(),
  formattedConvertedAmount: Type.String(),
});
export type MultiCurrencyPrice = Static<typeof MultiCurrencyPriceSchema>;

const Translatable = Type.Object({ original: Type.String(), translated: Type.String() });

export const CatalogReferenceSchema = Type.Object({
  appId: Type.String({ minLength: 1, maxLength: 100 }),
  catalogItemId: Type.String({ minLength: 1, maxLength: 100 }),
  options: Type.Optional(
    Type.Object({
      options: Type.Optional(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }))),
      variantId: Type.Optional(Type.String({ maxLength: 100 })),
    }),
  ),
});
export type CatalogReference = Static<typeof CatalogReferenceSchema>;

export const LineItemSchema = Type.Object({
  id: Type.String(),
  quantity: Type.Integer(),
  catalogReference: CatalogReferenceSchema,
  productName: Translatable,
  url: Type.Object({ relativePath: Type.String(), url: Type.String() }),
  price: MultiCurrencyPriceSchema,
  fullPrice: MultiCurrencyPriceSchema,
  priceBeforeDiscounts: MultiCurrencyPriceSchema,
  lineItemPrice: MultiCurrencyPriceSchema,
  descriptionLines: Type.Array(Type.Object({ name: Translatable, plainText: Type.Optional(Translatable) })),
  image: Type.Optional(
    Type.Object({
      id: Type.String(),
      url: Type.String(),
      height: Type.Integer(),
      width: Type.Integer(),
      altText: Type.Optional(Type.String()),
    }),
  ),
  availability: Type.Object({
    status: StringEnum(LineItemAvailabilityStatuses),
    quantityAvailable: Type.Optional(Type.Integer()),
  }),
  physicalProperties: Type.Object({
    weight: Type.Optional(Type.Number()),
    sku: Type.Optional(Type.String()),
    shippable: Type.Boolean(),
  }),
  itemType: Type.Object({ preset: StringEnum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const) }),
  /** A service's session: when it takes place and for how many (a bookings line's quantity). */
  serviceProperties: Type.Optional(
    Type.Object({
      scheduledDate: Type.String({ format: 'date-time' }),
      numberOfParticipants: Type.Integer(),
    }),
  ),
  rootCatalogItemId: Type.String(),
});
export type LineItem = Static<typeof LineItemSchema>;

export const AppliedDiscountsSchema = Type.Array(
  Type.Object({
    coupon: Type.Optional(
      Type.Object({
        id: Type.String(),
        code: Type.String(),
        name: Type.String(),
        amount: MultiCurrencyPriceSchema,
      }),
    ),
  }),
);

export const CartSchema = Type.Object({
  id: Type.String(),
  lineItems: Type.Array(LineItemSchema),
  subtotal: MultiCurrencyPriceSchema,
  currency: Type.String(),
  conversionCurrency: Type.String(),
  buyerInfo: Type.Object({ visitorId: Type.Optional(Type.String()), memberId: Type.Optional(Type.String()) }),
  buyerNote: Type.Optional(Type.String()),
  appliedDiscounts: AppliedDiscountsSchema,
  taxIncludedInPrices: Type.Boolean(),
  weightUnit: StringEnum(['KG', 'LB'] as const),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  revision: Type.String({ description: 'int64 as a string' }),
});
export type Cart = Static<typeof CartSchema>;

export const CartResponseSchema = Type.Object({ cart: CartSchema });
export type CartResponse = Static<typeof CartResponseSchema>;

export const AddToCartRequestSchema = Type.Object({
  lineItems: Type.Array(
    Type.Object({
      catalogReference: CatalogReferenceSchema,
      quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type AddToCartRequest = Static<typeof AddToCartRequestSchema>;

export const UpdateLineItemsQuantityRequestSchema = Type.Object({
  lineItems: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1, maxLength: 100 }),
      quantity: Type.Integer({ minimum: 0, maximum: 9999 }),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type UpdateLineItemsQuantityRequest = Static<typeof UpdateLineItemsQuantityRequestSchema>;

export const RemoveLineItemsRequestSchema = Type.Object({
  lineItemIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }),
});
export type RemoveLineItemsRequest = Static<typeof RemoveLineItemsRequestSchema>;
