import { type Static, Type } from 'typebox';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';

/**
 * A variant seen store-wide, across products (`queryStoreVariants`, `getStoreVariant`): enough to
 * list what can be bought without loading every product. A product without managed variants has
 * one, carrying the product's own stock.
 */
export const StoreVariantSchema = Type.Object({
  id: Type.String({ description: '`{productId}-{variantId}`' }),
  variantId: Type.String(),
  productId: Type.String(),
  variantName: Type.String({
    description: 'The choices in option order, e.g. "M | Blue"; empty without options',
  }),
  productName: Type.String(),
  managedVariant: Type.Boolean(),
  sku: Type.Optional(Type.String()),
  stock: Type.Object({
    trackQuantity: Type.Boolean(),
    quantity: Type.Optional(Type.Integer()),
    inStock: Type.Boolean(),
  }),
  choices: Type.Record(Type.String(), Type.String()),
  collectionIds: Type.Array(Type.String()),
  /** The first image of the variant's choices, else the product's main image. */
  media: Type.Optional(
    Type.Object({
      image: Type.Object({
        id: Type.String(),
        url: Type.String(),
        width: Type.Integer(),
        height: Type.Integer(),
        altText: Type.Optional(Type.String()),
      }),
    }),
  ),
});
export type StoreVariant = Static<typeof StoreVariantSchema>;

export const QueryStoreVariantsRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryStoreVariantsRequest = Static<typeof QueryStoreVariantsRequestSchema>;
export const QueryStoreVariantsResponseSchema = Type.Object({
  variants: Type.Array(StoreVariantSchema),
  metadata: PagingMetadataSchema,
});
export type QueryStoreVariantsResponse = Static<typeof QueryStoreVariantsResponseSchema>;
export const StoreVariantIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export const StoreVariantResponseSchema = Type.Object({ variant: StoreVariantSchema });
export type StoreVariantResponse = Static<typeof StoreVariantResponseSchema>;
