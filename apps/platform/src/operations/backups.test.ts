import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_CLIENT_ID, STORES_APP_ID } from '@bazaar/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTestDatabases } from '../config.js';
import { startBuiltPlatform, stopProcess } from '../testing/built-platform.js';
import { TEST_SECRETS_KEY } from '../testing/secrets-key.js';
import { TEST_CARD } from '../testing/store-purchase.js';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const run = promisify(execFile);
const settings = loadTestDatabases();

type Place = { DATA_DIR: string; DATABASE_URL?: string };

/** The built platform on `place`; resolves with its address once it listens. */
const startPlatform = (place: Place) =>
  startBuiltPlatform({
    ...place,
    DRAIN_SECONDS: '0',
    PASSWORD_HASH_COST: '12',
    SECRETS_KEY: TEST_SECRETS_KEY,
  });

/** `npm run backup` / `npm run restore`, as an operator runs them, on `place`. */
const command = (name: 'backup' | 'restore', place: Place, args: string[]) =>
  run(process.execPath, [join(DIST, `operations/${name}-command.js`), ...args], {
    env: { ...process.env, ...place },
    timeout: 60_000,
  });

async function post(base: string, path: string, body: unknown, authorization: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A new visitor buys one of `productId` by card, as the storefront does; the order's id once answered. */
async function buy(base: string, productId: string): Promise<string> {
  const { access_token: visitor } = await post(
    base,
    '/oauth2/token',
    { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' },
    '',
  );
  await post(
    base,
    '/ecom/v1/carts/current/add-to-cart',
    { lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }] },
    visitor,
  );
  const { checkoutId } = await post(
    base,
    '/ecom/v1/carts/current/create-checkout',
    { channelType: 'WEB' },
    visitor,
  );
  const { order } = await post(
    base,
    `/ecom/v1/checkouts/${checkoutId}/pay`,
    { email: 'backup@example.com', card: TEST_CARD },
    visitor,
  );
  return order.id as string;
}

/** A download the owner sells (no shipping address, stock not counted): what the buyers buy. */
async function downloadProduct(base: string, apiKey: string): Promise<string> {
  const { product } = await post(
    base,
    '/stores/v1/products',
    { product: { name: 'Backup guide (PDF)', productType: 'digital', priceData: { price: '5' } } },
    apiKey,
  );
  return product.id as string;
}

/**
 * Issue 41 (3): a backup taken while orders are being placed, restored into a fresh data folder
 * or an empty database, starts and holds every order acknowledged before the backup began.
 */
describe.each(settings.dialects)('backup and restore under load on %s', (dialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  // A platform may take its full 10 s shutdown guard to exit, then two databases are dropped: on a
  // busy machine that has outrun the default 30 s.
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }, 90_000);

  /** A fresh place to run the platform: a data folder, and on PostgreSQL an empty database. */
  async function freshPlace(): Promise<Place> {
    const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-backup-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    if (dialect === 'sqlite') return { DATA_DIR: dataDir };
    const name = `bazaar_backup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: settings.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: settings.postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const url = new URL(settings.postgresUrl);
    url.pathname = `/${name}`;
    return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  }

  it('restores every order acknowledged before the backup began', { timeout: 120_000 }, async () => {
    const original = await freshPlace();
    const first = startPlatform(original);
    cleanups.push(() => stopProcess(first.child));
    const base = await first.url;
    const apiKey = (await readFile(join(original.DATA_DIR, 'owner-api-key'), 'utf8')).trim();
    const productId = await downloadProduct(base, apiKey);

    // Orders placed without pause by two buyers, before, during and after the backup.
    const acknowledged: string[] = [];
    let loading = true;
    const buyer = async () => {
      while (loading) acknowledged.push(await buy(base, productId));
    };
    const load = Promise.all([buyer(), buyer()]);
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 50));

    const before = [...acknowledged];
    const folder = join(original.DATA_DIR, 'backup-under-load');
    const backedUp = await command('backup', original, [folder]);
    expect(backedUp.stdout).toMatch(/Backed up the (sqlite|postgres) database/);
    loading = false;
    await load;
    await stopProcess(first.child);

    // Restoring over a database that is there is refused unless asked for.
    await expect(command('restore', original, [folder])).rejects.toThrow(/--replace/);

    const restored = await freshPlace();
    const restoredRun = await command('restore', restored, [folder]);
    expect(restoredRun.stdout).toMatch(/Restored the/);
    const second = startPlatform(restored);
    cleanups.push(() => stopProcess(second.child));
    const restoredBase = await second.url;
    const missing: string[] = [];
    for (const id of before) {
      const response = await fetch(`${restoredBase}/ecom/v1/orders/${id}`, {
        headers: { authorization: apiKey },
      });
      if (response.status !== 200) missing.push(`${id} (${response.status})`);
    }
    expect(missing, `orders acknowledged before the backup, missing after the restore`).toEqual([]);
    // And the restored platform takes new orders.
    expect(await buy(restoredBase, productId)).toEqual(expect.any(String));
  });
});
