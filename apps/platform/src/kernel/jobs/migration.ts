import type { Migration } from '../db/migrate.js';

/**
 * Scheduled work: one row per job. `run_at` is when it is due (ISO-8601 UTC text, which sorts
 * as time), `attempts` counts failed runs, `state` is pending until the job succeeds (done) or
 * fails its last attempt (failed). `dedupe_key`, when given, makes scheduling idempotent.
 */
export const jobsMigration: Migration = {
  id: 'kernel/0003-jobs',
  formerIds: ['0014-jobs'],
  statements: (t) => [
    `CREATE TABLE jobs (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      payload ${t.json} NOT NULL,
      run_at TEXT NOT NULL,
      state TEXT NOT NULL,
      attempts INTEGER NOT NULL,
      max_attempts INTEGER NOT NULL,
      last_error TEXT,
      dedupe_key TEXT UNIQUE,
      created_date TEXT NOT NULL,
      finished_date TEXT
    )`,
    `CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'pending'`,
  ],
};
