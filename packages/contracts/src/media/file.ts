import { type Static, Type } from 'typebox';

/** Image types an upload may carry; the platform checks the bytes agree with the name. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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
