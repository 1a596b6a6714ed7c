import type { MediaFileResponse, UPLOAD_CONTENT_TYPES, MediaFile as WireMediaFile } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { type FromWire, fromWireResponse } from '../../wire/index.js';

export type MediaFile = FromWire<WireMediaFile>;
export type ImageContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/**
 * `@bazaar/sdk/media`: images uploaded to the platform, which serves them itself. The answer's
 * `_id` goes to `products.addProductMedia(productId, [{ mediaId }])`. Needs the site owner's key.
 *
 * ```ts
 * const { file } = await client.files.uploadImage('scarf.png', bytes, 'image/png');
 * await client.products.addProductMedia(productId, [{ mediaId: file._id }]);
 * ```
 */
export const files = {
  uploadImage: defineMethod(
    ({ http }) =>
      async (
        fileName: string,
        bytes: Blob | ArrayBuffer | Uint8Array,
        contentType: ImageContentType,
      ): Promise<FromWire<MediaFileResponse>> =>
        fromWireResponse<MediaFileResponse>(
          await http.request({
            method: 'POST',
            url: `/media/v1/files?fileName=${encodeURIComponent(fileName)}`,
            rawBody: bytes,
            headers: { 'content-type': contentType },
          }),
          { dateKeys: [] },
        ),
    { elevated: true },
  ),
};
