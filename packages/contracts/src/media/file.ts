import { type Static, Type } from 'typebox';

export const UploadImageQuerySchema = Type.Object({
  fileName: Type.String({
    pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$',
    description: 'A plain name ending in .png, .jpg, .jpeg, .webp or .svg',
  }),
});

export const MediaFileSchema = Type.Object({
  id: Type.String({ description: 'Use as `mediaId` in addProductMedia' }),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  fileName: Type.String(),
});
export type MediaFile = Static<typeof MediaFileSchema>;
export const MediaFileResponseSchema = Type.Object({ file: MediaFileSchema });
export type MediaFileResponse = Static<typeof MediaFileResponseSchema>;
