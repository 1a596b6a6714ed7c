import { MAX_UPLOAD_BYTES } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { notFound, ValidationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { type ImageFormat, readImageInfo } from './image-format.js';
import * as repo from './repo.js';

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  fileName: string;
}

/** The image types the platform stores and serves (anything else could carry script), by format. */
const FORMATS: Record<ImageFormat, { contentType: string; extensions: string[] }> = {
  png: { contentType: 'image/png', extensions: ['png'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { contentType: 'image/webp', extensions: ['webp'] },
  svg: { contentType: 'image/svg+xml', extensions: ['svg'] },
};

/** Media files (product images) stored in the database and served by the platform itself. */
export function createMediaService({
  db,
  publicUrl,
  clock,
}: {
  db: Database;
  publicUrl: string;
  clock: Clock;
}) {
  const urlOf = (id: string, fileName: string) => `${publicUrl}/media/${id}/${fileName}`;
  const ownUrl = new RegExp(
    `^${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/([0-9a-f-]{36})/[^/?#]+$`,
  );

  return {
    /**
     * An uploaded image: its format and size are read from the bytes, and the file name's
     * extension must agree with them, so that the served content type is always the true one.
     */
    async uploadImage(siteId: string, fileName: string, bytes: Buffer): Promise<StoredImage> {
      if (!/^[a-z0-9][a-z0-9._-]{0,99}$/i.test(fileName))
        throw ValidationError.field('fileName', 'must be a simple name such as scarf.png', 'FORMAT');
      if (bytes.byteLength > MAX_UPLOAD_BYTES)
        throw ValidationError.field('file', 'must be at most 5 MB', 'MAX_SIZE');
      const info = readImageInfo(bytes);
      if (!info) throw ValidationError.field('file', 'must be a PNG, JPEG, WebP or SVG image', 'FORMAT');
      const { contentType, extensions } = FORMATS[info.format];
      const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
      if (!extensions.includes(extension)) {
        throw ValidationError.field(
          'fileName',
          `must end in .${extensions[0]}: the file is a ${info.format.toUpperCase()} image`,
          'FORMAT',
        );
      }
      const id = newId();
      await repo.insertFile(db, {
        id,
        siteId,
        fileName,
        contentType,
        width: info.width,
        height: info.height,
        bytes,
        createdDate: clock.now().toISOString(),
      });
      return { id, url: urlOf(id, fileName), width: info.width, height: info.height, fileName };
    },

    /** The site's images with these ids; ids of other sites' files are simply not found. */
    async findImages(siteId: string, ids: string[]): Promise<Map<string, StoredImage>> {
      if (ids.length === 0) return new Map();
      const rows = await repo.describeFiles(db, siteId, ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            url: urlOf(row.id, row.file_name),
            width: Number(row.width),
            height: Number(row.height),
            fileName: row.file_name,
          },
        ]),
      );
    },

    /** The file id in a URL this platform serves (`<publicUrl>/media/<id>/<name>`), if it is one. */
    fileIdOf(url: string): string | undefined {
      return url.match(ownUrl)?.[1];
    },

    async readFile(id: string): Promise<{ contentType: string; bytes: Buffer }> {
      const row = await repo.readFileRow(db, id);
      if (!row) throw notFound('Media file', id);
      return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
