import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

export async function insertFile(
  db: Queryable,
  file: {
    id: string;
    siteId: string;
    fileName: string;
    contentType: string;
    width: number;
    height: number;
    bytes: Uint8Array;
    createdDate: string;
  },
): Promise<void> {
  await db.run(sql`
    INSERT INTO media_files (id, site_id, file_name, content_type, width, height, bytes, created_date)
    VALUES (${file.id}, ${file.siteId}, ${file.fileName}, ${file.contentType}, ${file.width}, ${file.height},
            ${file.bytes}, ${file.createdDate})`);
}

/** What a page shows of the site's files with these ids (never their bytes). */
export async function describeFiles(db: Queryable, siteId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.all<{ id: string; file_name: string; width: number; height: number }>(sql`
    SELECT id, file_name, width, height FROM media_files
    WHERE site_id = ${siteId} AND id IN (${sql.list(ids)})`);
}

export const readFileRow = (db: Queryable, id: string) =>
  db.one<{ content_type: string; bytes: Uint8Array }>(
    sql`SELECT content_type, bytes FROM media_files WHERE id = ${id}`,
  );
