import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../testing/databases.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { sql } from './db/sql.js';
import { outboxMigration, pendingEvents, recordEvent } from './events.js';

// The kernel's own tests give their test entities a wire shape, as each domain does for its own.
declare module './events.js' {
  interface DomainEventEntities {
    'test.note': { id: string; body: string };
  }
}

describe.each(testDialects)('outbox on %s', (dialect) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await migrate(db, [outboxMigration]);
    await db.run(sql`CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)`);
  });
  afterAll(() => db.close());

  const write = (id: string, fail: boolean) =>
    db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO notes (id, body) VALUES (${id}, ${'hello'})`);
      await recordEvent(tx, {
        siteId: 's1',
        entityFqdn: 'test.note',
        action: 'created',
        entityId: id,
        entity: { id, body: 'hello' },
        eventTime: '2026-01-01T00:00:00.000Z',
      });
      if (fail) throw new Error('rolled back after the event was written');
    });

  it('keeps an event exactly when the change it reports is committed', async () => {
    await write('kept', false);
    await expect(write('lost', true)).rejects.toThrow('rolled back');
    const events = await pendingEvents(db);
    expect(events.map((event) => event.entityId)).toEqual(['kept']);
    expect(events[0]).toMatchObject({
      siteId: 's1',
      entityFqdn: 'test.note',
      action: 'created',
      entity: { id: 'kept', body: 'hello' },
    });
    expect(events[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(events[0]?.eventTime ?? '').toISOString()).toBe(events[0]?.eventTime);
    expect(await db.one(sql`SELECT id FROM notes WHERE id = ${'lost'}`)).toBeUndefined();
  });

  it('returns events in the order they were recorded', async () => {
    for (const id of ['a', 'b', 'c']) await write(id, false);
    expect((await pendingEvents(db)).map((event) => event.entityId)).toEqual(['kept', 'a', 'b', 'c']);
  });
});
