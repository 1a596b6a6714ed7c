import type { Database } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { notFound, ValidationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';

/** The image types the platform stores and serves; anything else could carry script. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const MAX_BYTES = 5 * 1024 * 1024;

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  fileName: string;
}

interface FileRow {
  content_type: string;
  bytes: Uint8Array;
}

/** Media files (product images) stored in the database and served by the platform itself. */
export function createMediaService(db: Database, publicUrl: string) {
  return {
    async storeImage(
      siteId: string,
      input: { fileName: string; bytes: Uint8Array; width: number; height: number },
    ): Promise<StoredImage> {
      const extension = input.fileName.split('.').pop()?.toLowerCase() ?? '';
      const contentType = CONTENT_TYPES[extension];
      if (!contentType || !/^[a-z0-9][a-z0-9._-]{0,99}$/i.test(input.fileName)) {
        throw ValidationError.field(
          'fileName',
          'must be a simple name ending in .png, .jpg, .webp or .svg',
          'FORMAT',
        );
      }
      if (input.bytes.byteLength > MAX_BYTES)
        throw ValidationError.field('file', 'must be at most 5 MB', 'MAX_SIZE');
      const id = newId();
      await db.run(sql`
        INSERT INTO media_files (id, site_id, file_name, content_type, width, height, bytes, created_date)
        VALUES (${id}, ${siteId}, ${input.fileName}, ${contentType}, ${input.width}, ${input.height},
                ${input.bytes}, ${new Date().toISOString()})`);
      return {
        id,
        url: `${publicUrl}/media/${id}/${input.fileName}`,
        width: input.width,
        height: input.height,
        fileName: input.fileName,
      };
    },

    async readFile(id: string): Promise<{ contentType: string; bytes: Buffer }> {
      const row = await db.one<FileRow>(sql`SELECT content_type, bytes FROM media_files WHERE id = ${id}`);
      if (!row) throw notFound('Media file', id);
      return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
