import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { backUp } from './backups.js';

/**
 * `npm run backup [-- <folder>]`: a consistent backup of the configured database (DATA_DIR's
 * SQLite file, or DATABASE_URL) while the platform runs, into `<folder>` (by default
 * `backups/bazaar-<time>`). See docs/operations.md, "Backups".
 */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const folder = process.argv[2] ?? join('backups', `bazaar-${stamp}`);
try {
  const manifest = await backUp(config.database, folder);
  console.log(
    `Backed up the ${manifest.dialect} database into ${folder} (${manifest.files.join(', ')}), everything committed before ${manifest.startedAt}.`,
  );
  console.log(
    'Keep the secrets key (SECRETS_KEY_FILE, or DATA_DIR/secrets.key) too, apart from this backup.',
  );
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
