import { loadConfig } from '../config.js';
import { restore } from './backups.js';

/**
 * `npm run restore -- <folder> [--replace]`: puts a backup in place of the configured database,
 * with the platform stopped (a fresh DATA_DIR or an empty database; `--replace` overwrites).
 * See docs/operations.md, "Backups".
 */
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]');
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await restore(config.database, folder, replace);
  console.log(
    `Restored the ${manifest.dialect} backup of ${manifest.startedAt} from ${folder}. Start the platform with the same secrets key it had then.`,
  );
} catch (error) {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
