import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, migrations } from './app.js';
import { loadConfig } from './config.js';
import { ledgerMigrations } from './domains/payments/ledger-migrations.js';
import type { Database } from './kernel/db/database.js';
import { sql } from './kernel/db/sql.js';
import { seedDemoSite } from './seed/demo-site.js';
import { openTestDatabase, testDialects } from './testing/databases.js';
import { TEST_SECRETS_KEY } from './testing/secrets-key.js';

/**
 * Migration ids moved from one global counter (`0005-stores`) to one per domain
 * (`stores/0001-products`). A database made by a build before that must start on this one with
 * nothing applied twice and nothing lost.
 */
describe.each(testDialects)('a database made by an earlier build on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(() => db.close());

  it('starts, records every migration under its new id, and keeps its data', async () => {
    const config = loadConfig({ DATABASE_FILE: ':memory:', SECRETS_KEY: TEST_SECRETS_KEY });
    const first = await buildApp({ config, db, logger: false });
    const demo = await seedDemoSite(first.services.sites);
    const created = await first.app.inject({
      method: 'POST',
      url: '/stores/v1/products',
      headers: { authorization: demo.ownerApiKey ?? '' },
      payload: { product: { name: 'Old lamp', priceData: { price: '12' } } },
    });
    expect(created.statusCode).toBe(200);
    await first.app.close();

    // What the earlier build recorded: the former ids.
    for (const migration of migrations) {
      const former = migration.formerIds?.[0];
      if (former) await db.run(sql`UPDATE schema_migrations SET id = ${former} WHERE id = ${migration.id}`);
    }
    const before = (await db.all<{ id: string }>(sql`SELECT id FROM schema_migrations ORDER BY id`)).map(
      (r) => r.id,
    );
    expect(before).toContain('0005-stores');

    // This build: a migration applied twice would fail on its CREATE TABLE.
    const second = await buildApp({ config, db, logger: false });
    const after = (await db.all<{ id: string }>(sql`SELECT id FROM schema_migrations ORDER BY id`)).map(
      (r) => r.id,
    );
    // On PostgreSQL the payment provider's record (a sibling handle) shares the schema, and its
    // bookkeeping; on SQLite it has a file of its own.
    const expected = [...migrations, ...(dialect === 'postgres' ? ledgerMigrations : [])];
    expect(after.sort()).toEqual(expected.map((migration) => migration.id).sort());
    const read = await second.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/${created.json().product.id}`,
      headers: { authorization: demo.ownerApiKey ?? '' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().product.name).toBe('Old lamp');
    await second.app.close();
  });
});
