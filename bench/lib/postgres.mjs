// A PostgreSQL database of the run's own on a given server, so that the platform starts on empty
// tables (and seeds the demo site) exactly as it does on a fresh SQLite file; dropped at the end.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const PLATFORM_PACKAGE = fileURLToPath(new URL('../../apps/platform/package.json', import.meta.url));
const pg = createRequire(PLATFORM_PACKAGE)('pg');

/**
 * Creates `bazaar_bench_<random>` on the server at `serverUrl`, or opens `existing` (a name an
 * earlier run created and kept); returns its URL and a `drop()`.
 */
export async function createBenchDatabase(serverUrl, existing) {
  if (existing !== undefined && !/^bazaar_bench_[0-9a-f]{8}$/.test(existing)) {
    throw new Error(`not a bench database's name: ${existing}`);
  }
  const name = existing ?? `bazaar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (existing === undefined) await admin.query(`CREATE DATABASE ${name}`);
    const { rows } = await admin.query('SHOW server_version');
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      name,
      url: url.toString(),
      serverVersion: rows[0].server_version,
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
