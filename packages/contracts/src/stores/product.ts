import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { CatalogueMetadataSchema, QuerySchema } from '../common/query.js';

export const ProductTypes = ['physical', 'digital'] as const;
export const OptionTypes = ['drop_down', 'color'] as const;
export const DiscountTypes = ['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT'] as const;
export const InventoryStatuses = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const;

/** Money in v1 catalogue shapes is a JSON number plus formatted strings (reference §2.3). */
const FormattedPriceSchema = Type.Object({
  price: Type.String(),
  discountedPrice: Type.String(),
  pricePerUnit: Type.Optional(Type.String()),
});

export const PriceDataSchema = Type.Object({
  currency: Type.String(),
  price: Type.Number(),
  discountedPrice: Type.Number(),
  pricePerUnit: Type.Optional(Type.Number()),
  formatted: FormattedPriceSchema,
});
export type PriceData = Static<typeof PriceDataSchema>;

export const ImageSchema = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  format: Type.Optional(Type.String()),
  altText: Type.Optional(Type.String()),
});

export const MediaItemSchema = Type.Object({
  id: Type.String(),
  mediaType: StringEnum(['image', 'video', 'audio', 'document', 'zip'] as const),
  title: Type.Optional(Type.String()),
  image: Type.Optional(ImageSchema),
  thumbnail: Type.Optional(ImageSchema),
});
export type MediaItem = Static<typeof MediaItemSchema>;

export const ChoiceSchema = Type.Object({
  value: Type.String({ description: 'For colour options, a CSS colour' }),
  description: Type.String({ description: 'The name shown to buyers, e.g. "Red"' }),
  inStock: Type.Boolean(),
  visible: Type.Boolean(),
  media: Type.Optional(
    Type.Object({ mainMedia: Type.Optional(MediaItemSchema), items: Type.Array(MediaItemSchema) }),
  ),
});

export const ProductOptionSchema = Type.Object({
  optionType: StringEnum(OptionTypes),
  name: Type.String(),
  choices: Type.Array(ChoiceSchema),
});
export type ProductOption = Static<typeof ProductOptionSchema>;

export const StockSchema = Type.Object({
  trackInventory: Type.Boolean(),
  quantity: Type.Optional(Type.Integer()),
  inStock: Type.Boolean(),
  inventoryStatus: StringEnum(InventoryStatuses),
});

export const VariantSchema = Type.Object({
  id: Type.String(),
  choices: Type.Record(Type.String(), Type.String()),
  variant: Type.Object({
    priceData: PriceDataSchema,
    convertedPriceData: PriceDataSchema,
    weight: Type.Optional(Type.Number()),
    sku: Type.Optional(Type.String()),
    visible: Type.Boolean(),
  }),
  stock: Type.Object({
    trackQuantity: Type.Boolean(),
    quantity: Type.Optional(Type.Integer()),
    inStock: Type.Boolean(),
  }),
});

export const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  visible: Type.Boolean(),
  productType: StringEnum(ProductTypes),
  description: Type.String(),
  sku: Type.Optional(Type.String()),
  weight: Type.Optional(Type.Number()),
  stock: StockSchema,
  price: PriceDataSchema,
  priceData: PriceDataSchema,
  convertedPriceData: PriceDataSchema,
  priceRange: Type.Object({ minValue: Type.Number(), maxValue: Type.Number() }),
  costAndProfitData: Type.Optional(
    Type.Object({
      itemCost: Type.Number(),
      formattedItemCost: Type.String(),
      profit: Type.Number(),
      formattedProfit: Type.String(),
      profitMargin: Type.Number(),
    }),
  ),
  discount: Type.Object({ type: StringEnum(DiscountTypes), value: Type.Number() }),
  media: Type.Object({ mainMedia: Type.Optional(MediaItemSchema), items: Type.Array(MediaItemSchema) }),
  productOptions: Type.Array(ProductOptionSchema),
  customTextFields: Type.Array(
    Type.Object({ title: Type.String(), maxLength: Type.Integer(), mandatory: Type.Boolean() }),
  ),
  manageVariants: Type.Boolean(),
  variants: Type.Optional(Type.Array(VariantSchema)),
  productPageUrl: Type.Object({ base: Type.String(), path: Type.String() }),
  collectionIds: Type.Array(Type.String()),
  ribbon: Type.Optional(Type.String()),
  brand: Type.Optional(Type.String()),
  numericId: Type.String({ description: 'int64 as a string' }),
  lastUpdated: Type.String({ format: 'date-time' }),
  createdDate: Type.String({ format: 'date-time' }),
});
export type Product = Static<typeof ProductSchema>;

/** Prices come in as decimal strings or numbers with at most the currency's decimals. */
const Decimal = Type.Union([
  Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,3})?$' }),
  Type.Number({ minimum: 0, maximum: 999_999_999 }),
]);

export const ProductInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  slug: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 })),
  description: Type.Optional(Type.String({ maxLength: 8000 })),
  productType: Type.Optional(StringEnum(ProductTypes)),
  visible: Type.Optional(Type.Boolean()),
  sku: Type.Optional(Type.String({ maxLength: 40 })),
  weight: Type.Optional(Type.Number({ minimum: 0, maximum: 999_999 })),
  priceData: Type.Optional(Type.Object({ price: Decimal })),
  costAndProfitData: Type.Optional(Type.Object({ itemCost: Decimal })),
  discount: Type.Optional(
    Type.Object({ type: StringEnum(['NONE', 'AMOUNT', 'PERCENT'] as const), value: Decimal }),
  ),
  ribbon: Type.Optional(Type.String({ maxLength: 30 })),
  brand: Type.Optional(Type.String({ maxLength: 50 })),
  productOptions: Type.Optional(
    Type.Array(
      Type.Object({
        optionType: Type.Optional(StringEnum(OptionTypes)),
        name: Type.String({ minLength: 1, maxLength: 50 }),
        choices: Type.Array(
          Type.Object({
            value: Type.Optional(Type.String({ maxLength: 50 })),
            description: Type.String({ minLength: 1, maxLength: 50 }),
          }),
          { minItems: 1, maxItems: 30 },
        ),
      }),
      { maxItems: 6 },
    ),
  ),
  manageVariants: Type.Optional(Type.Boolean()),
  stock: Type.Optional(
    Type.Object({
      trackInventory: Type.Boolean(),
      quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999 })),
      inStock: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type ProductInput = Static<typeof ProductInputSchema>;

export const CreateProductRequestSchema = Type.Object({ product: ProductInputSchema });
export type CreateProductRequest = Static<typeof CreateProductRequestSchema>;
export const UpdateProductRequestSchema = Type.Object({ product: Type.Partial(ProductInputSchema) });
export type UpdateProductRequest = Static<typeof UpdateProductRequestSchema>;
export const ProductResponseSchema = Type.Object({ product: ProductSchema });
export type ProductResponse = Static<typeof ProductResponseSchema>;
export const ProductIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const QueryProductsRequestSchema = Type.Object({
  query: Type.Optional(QuerySchema),
  includeVariants: Type.Optional(Type.Boolean()),
  includeHiddenProducts: Type.Optional(Type.Boolean()),
  includeMerchantSpecificData: Type.Optional(Type.Boolean()),
});
export type QueryProductsRequest = Static<typeof QueryProductsRequestSchema>;

/** Products answer with `metadata` (`CatalogueMetadataSchema`). */
export const QueryProductsResponseSchema = Type.Object({
  products: Type.Array(ProductSchema),
  metadata: CatalogueMetadataSchema,
});
export type QueryProductsResponse = Static<typeof QueryProductsResponseSchema>;

export const GetProductQuerySchema = Type.Object({
  includeMerchantSpecificData: Type.Optional(Type.Boolean()),
});
export type GetProductQuery = Static<typeof GetProductQuerySchema>;

export const ProductOptionsAvailabilityRequestSchema = Type.Object({
  options: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }), {
    description: 'Option name → choice description',
  }),
});
export type ProductOptionsAvailabilityRequest = Static<typeof ProductOptionsAvailabilityRequestSchema>;

/** Which choices can still be picked, and the variant the chosen ones make (when all are chosen). */
export const ProductOptionsAvailabilityResponseSchema = Type.Object({
  productOptions: Type.Array(ProductOptionSchema),
  availableForPurchase: Type.Boolean(),
  selectedVariant: Type.Optional(
    Type.Object({
      id: Type.String(),
      choices: Type.Record(Type.String(), Type.String()),
      price: PriceDataSchema,
      convertedPriceData: PriceDataSchema,
      weight: Type.Optional(Type.Number()),
      sku: Type.Optional(Type.String()),
      inStock: Type.Boolean(),
      visible: Type.Boolean(),
    }),
  ),
});
export type ProductOptionsAvailabilityResponse = Static<typeof ProductOptionsAvailabilityResponseSchema>;

export const QueryProductVariantsRequestSchema = Type.Object({
  choices: Type.Optional(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }))),
  variantIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
  paging: Type.Optional(
    Type.Object({
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      offset: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  ),
  includeMerchantSpecificData: Type.Optional(Type.Boolean()),
});
export type QueryProductVariantsRequest = Static<typeof QueryProductVariantsRequestSchema>;

export const QueryProductVariantsResponseSchema = Type.Object({
  variants: Type.Array(VariantSchema),
  metadata: Type.Object({ items: Type.Integer(), offset: Type.Integer() }),
  totalResults: Type.Integer(),
});
export type QueryProductVariantsResponse = Static<typeof QueryProductVariantsResponseSchema>;

/** Per-variant data, for the variants that have the given choices (or ids). Turns on `manageVariants`. */
export const UpdateProductVariantsRequestSchema = Type.Object({
  variants: Type.Array(
    Type.Object({
      choices: Type.Optional(Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }))),
      variantIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
      price: Type.Optional(Decimal),
      weight: Type.Optional(Type.Number({ minimum: 0, maximum: 999_999 })),
      sku: Type.Optional(Type.String({ maxLength: 40 })),
      visible: Type.Optional(Type.Boolean()),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type UpdateProductVariantsRequest = Static<typeof UpdateProductVariantsRequestSchema>;
export const ProductVariantsResponseSchema = Type.Object({ variants: Type.Array(VariantSchema) });
export type ProductVariantsResponse = Static<typeof ProductVariantsResponseSchema>;

/** Stock per variant (the inventory API): tracked quantities, or plain in/out of stock. */
export const UpdateInventoryVariantsRequestSchema = Type.Object({
  inventoryItem: Type.Object({
    trackQuantity: Type.Boolean(),
    variants: Type.Array(
      Type.Object({
        variantId: Type.String({ minLength: 1, maxLength: 100 }),
        quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
        inStock: Type.Optional(Type.Boolean()),
      }),
      { minItems: 1, maxItems: 100 },
    ),
  }),
});
export type UpdateInventoryVariantsRequest = Static<typeof UpdateInventoryVariantsRequestSchema>;
export const ProductIdOnlyParamsSchema = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100 }),
});
