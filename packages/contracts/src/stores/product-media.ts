import { type Static, Type } from 'typebox';

const OptionName = Type.String({ minLength: 1, maxLength: 50 });
const MediaId = Type.String({ minLength: 1, maxLength: 100 });

/**
 * Media to add: a file uploaded to this platform (`mediaId`, or its `url`), optionally shown for
 * one choice too. Outside URLs are refused: the platform serves every image itself.
 */
export const AddProductMediaRequestSchema = Type.Object({
  media: Type.Array(
    Type.Object({
      mediaId: Type.Optional(MediaId),
      url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
      choice: Type.Optional(Type.Object({ option: OptionName, choice: OptionName })),
    }),
    { minItems: 1, maxItems: 50 },
  ),
});

export type AddProductMediaRequest = Static<typeof AddProductMediaRequestSchema>;

/**
 * The gallery's new order: every media id the product has, each once, first shown first. (Wix's
 * v1 catalogue orders media only by when they were added; the dashboard's drag and drop needs this.)
 */
export const ReorderProductMediaRequestSchema = Type.Object({
  mediaIds: Type.Array(MediaId, { minItems: 1, maxItems: 100 }),
});
export type ReorderProductMediaRequest = Static<typeof ReorderProductMediaRequestSchema>;

export const RemoveProductMediaRequestSchema = Type.Object({
  mediaIds: Type.Array(MediaId, { minItems: 1, maxItems: 100 }),
});
export type RemoveProductMediaRequest = Static<typeof RemoveProductMediaRequestSchema>;

/** Which of the product's media each choice shows (`mediaIds` absent on removal: all of them). */
export const ProductChoicesMediaRequestSchema = Type.Object({
  media: Type.Array(
    Type.Object({
      option: OptionName,
      choice: OptionName,
      mediaIds: Type.Optional(Type.Array(MediaId, { maxItems: 100 })),
    }),
    { minItems: 1, maxItems: 50 },
  ),
});
export type ProductChoicesMediaRequest = Static<typeof ProductChoicesMediaRequestSchema>;
