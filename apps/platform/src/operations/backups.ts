import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../kernel/db/open.js';

const run = promisify(execFile);
const MANIFEST = 'manifest.json';
const POSTGRES_DUMP = 'bazaar.dump';

/** What a backup folder holds, written last: a folder without it is not a finished backup. */
interface Manifest {
  format: 1;
  dialect: 'sqlite' | 'postgres';
  /** When the backup's snapshot was taken (everything committed before it is in it). */
  startedAt: string;
  finishedAt: string;
  /** SQLite: the database file's copy and its siblings' (`bazaar-payments.db`…), by their names. */
  files: string[];
}

/** `data/bazaar.db` → its siblings beside it (`data/bazaar-payments.db`): the test payment provider's records. */
async function sqliteFamily(file: string): Promise<string[]> {
  const extension = extname(file);
  const stem = basename(file, extension);
  const siblings = (await readdir(dirname(file))).filter(
    (name) => name.startsWith(`${stem}-`) && name.endsWith(extension) && !/-(wal|shm|journal)$/.test(name),
  );
  return [file, ...siblings.map((name) => join(dirname(file), name))];
}

/**
 * A consistent copy of a running platform's database in `folder` (made; it must not exist):
 * SQLite's `VACUUM INTO`, one read transaction per file, so the platform's writers go on while it
 * copies; PostgreSQL's `pg_dump` (custom format), one snapshot of the whole database. Everything
 * committed before the backup started is in it. The secrets key is not: keep it apart.
 */
export async function backUp(database: DatabaseConfig, folder: string): Promise<Manifest> {
  await mkdir(dirname(folder), { recursive: true });
  await mkdir(folder);
  const startedAt = new Date().toISOString();
  const files: string[] = [];
  if (database.kind === 'sqlite') {
    await stat(database.file);
    for (const file of await sqliteFamily(database.file)) {
      const source = new BetterSqlite3(file, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 10000');
        source.prepare('VACUUM INTO ?').run(join(folder, basename(file)));
      } finally {
        source.close();
      }
      files.push(basename(file));
    }
  } else {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(folder, POSTGRES_DUMP)}`,
      database.url,
    ]);
    files.push(POSTGRES_DUMP);
  }
  const manifest: Manifest = {
    format: 1,
    dialect: database.kind,
    startedAt,
    finishedAt: new Date().toISOString(),
    files,
  };
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(folder: string): Promise<Manifest> {
  const manifest = JSON.parse(
    await readFile(join(folder, MANIFEST), 'utf8').catch(() => {
      throw new Error(`${folder} holds no finished backup (no ${MANIFEST})`);
    }),
  ) as Manifest;
  if (manifest.format !== 1) throw new Error(`${folder}: a backup of format ${manifest.format} is not known`);
  return manifest;
}

/**
 * Puts a backup in place of the configured database, with the platform stopped: a fresh data
 * folder or an empty PostgreSQL database, or, with `replace`, over the present one (a SQLite file
 * is kept aside as `<file>.before-restore-<time>`; PostgreSQL's objects are dropped first).
 * Start the platform afterwards: it applies any migration the backup predates.
 */
export async function restore(database: DatabaseConfig, folder: string, replace = false): Promise<Manifest> {
  const manifest = await readManifest(folder);
  if (manifest.dialect !== database.kind)
    throw new Error(`This is a ${manifest.dialect} backup; the platform is configured for ${database.kind}`);
  if (database.kind === 'sqlite') {
    const target = database.file;
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (exists && !replace)
      throw new Error(
        `${target} exists: restore into a fresh data folder, or pass --replace (the present file is kept aside)`,
      );
    await mkdir(dirname(target), { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const extension = extname(target);
    const stem = basename(target, extension);
    const original = manifest.files[0] as string;
    const originalStem = basename(original, extname(original));
    for (const name of manifest.files) {
      // The copy of `bazaar-payments.db` goes beside the target as `<target stem>-payments.db`.
      const placed = join(
        dirname(target),
        `${stem}${basename(name, extension).slice(originalStem.length)}${extension}`,
      );
      if (exists || replace) {
        await rename(placed, `${placed}.before-restore-${stamp}`).catch(() => undefined);
        for (const suffix of ['-wal', '-shm']) await rm(`${placed}${suffix}`, { force: true });
      }
      await copyFile(join(folder, name), placed);
      const check = new BetterSqlite3(placed, { fileMustExist: true });
      try {
        const result = check.pragma('quick_check', { simple: true });
        if (result !== 'ok') throw new Error(`${placed} is damaged after the restore: ${String(result)}`);
      } finally {
        check.close();
      }
    }
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ tables: string }>(
        'SELECT count(*) AS tables FROM information_schema.tables WHERE table_schema = current_schema()',
      );
      if (Number(rows[0]?.tables) > 0 && !replace)
        throw new Error(
          'The database already holds tables: restore into an empty database, or pass --replace (its objects are dropped first)',
        );
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${database.url}`,
      join(folder, POSTGRES_DUMP),
    ]);
  }
  return manifest;
}
