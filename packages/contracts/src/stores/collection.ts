import { type Static, Type } from 'typebox';
import { CatalogueMetadataSchema, QuerySchema } from '../common/query.js';
import { MediaItemSchema } from './product.js';

export const CollectionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.Optional(Type.String()),
  visible: Type.Boolean(),
  numberOfProducts: Type.Integer(),
  media: Type.Object({ mainMedia: Type.Optional(MediaItemSchema), items: Type.Array(MediaItemSchema) }),
});
export type Collection = Static<typeof CollectionSchema>;

export const CreateCollectionRequestSchema = Type.Object({
  collection: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 50 }),
    slug: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 })),
    description: Type.Optional(Type.String({ maxLength: 600 })),
    visible: Type.Optional(Type.Boolean()),
  }),
});
export type CreateCollectionRequest = Static<typeof CreateCollectionRequestSchema>;

export const CollectionResponseSchema = Type.Object({ collection: CollectionSchema });
export type CollectionResponse = Static<typeof CollectionResponseSchema>;
export const CollectionSlugParamsSchema = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 100 }),
});
export const CollectionIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** Filter by `id`, `name`, `slug`; sort by `name` or `createdDate`; offset paging. */
export const QueryCollectionsRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryCollectionsRequest = Static<typeof QueryCollectionsRequestSchema>;

/** Like products, collections answer with `metadata` (`CatalogueMetadataSchema`). */
export const QueryCollectionsResponseSchema = Type.Object({
  collections: Type.Array(CollectionSchema),
  metadata: CatalogueMetadataSchema,
});
export type QueryCollectionsResponse = Static<typeof QueryCollectionsResponseSchema>;
export const CollectionProductIdsRequestSchema = Type.Object({
  productIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }),
});
export type CollectionProductIdsRequest = Static<typeof CollectionProductIdsRequestSchema>;

export const UpdateCollectionRequestSchema = Type.Object({
  collection: Type.Object({
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    slug: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 })),
    description: Type.Optional(Type.String({ maxLength: 600 })),
    visible: Type.Optional(Type.Boolean()),
  }),
});
export type UpdateCollectionRequest = Static<typeof UpdateCollectionRequestSchema>;

/**
 * The order buyers see a collection's products in: these first, in this order; the rest after
 * them, newest first. At most 100 are arranged, as Wix's categories arrange theirs (`setArrangedItems`);
 * an empty list drops the arrangement.
 */
export const ArrangedProductsSchema = Type.Object({
  productIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100, uniqueItems: true }),
});
export type ArrangedProducts = Static<typeof ArrangedProductsSchema>;
