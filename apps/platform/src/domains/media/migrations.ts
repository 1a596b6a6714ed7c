import type { Migration } from '../../kernel/db/migrate.js';

export const mediaMigration: Migration = {
  id: 'media/0001-media',
  formerIds: ['0004-media'],
  statements: (t) => [
    `CREATE TABLE media_files (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      bytes ${t.bytes} NOT NULL,
      created_date TEXT NOT NULL
    )`,
  ],
};
