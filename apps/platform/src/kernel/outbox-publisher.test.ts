import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects } from '../testing/databases.js';
import { ManualClock } from './clock.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { sql } from './db/sql.js';
import { outboxMigration, recordEvent } from './events.js';
import { createOutboxPublisher } from './outbox-publisher.js';

const quiet = { error() {} };

declare module './events.js' {
  interface DomainEventEntities {
    'test.ticket': { entityId: string };
  }
}

describe.each(testDialects)('outbox publisher on %s', (dialect) => {
  let db: Database;
  const clock = new ManualClock();
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    await migrate(db, [outboxMigration]);
  });
  afterAll(() => db.close());

  const record = (entityId: string, tx: Parameters<typeof recordEvent>[0]) =>
    recordEvent(tx, {
      siteId: 's',
      entityFqdn: 'test.ticket',
      action: 'created',
      entityId,
      entity: { entityId },
      eventTime: clock.now().toISOString(),
    });
  const inTransaction = (entityId: string) => db.transaction((tx) => record(entityId, tx));
  const unpublished = async () =>
    (
      await db.all<{ entity_id: string }>(
        sql`SELECT entity_id FROM outbox WHERE published_at IS NULL ORDER BY seq`,
      )
    ).map((row) => row.entity_id);

  it('delivers each committed event once, in order, to the subscribers of its entity and to *', async () => {
    const publisher = createOutboxPublisher(db, clock, quiet);
    const seen: string[] = [];
    const everything: string[] = [];
    publisher.subscribe('test.ticket', async (event) => {
      seen.push(event.entityId);
    });
    publisher.subscribe('*', async (event) => {
      everything.push(event.id);
    });
    for (const id of ['a', 'b', 'c']) await inTransaction(id);
    await expect(
      db.transaction(async (tx) => {
        await record('rolled-back', tx);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await publisher.publishPending()).toBe(3);
    expect(await publisher.publishPending()).toBe(0);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(new Set(everything).size).toBe(3);
    expect(await unpublished()).toEqual([]);
  });

  it('delivers again after a subscriber fails, from the first event not yet delivered', async () => {
    const publisher = createOutboxPublisher(db, clock, quiet);
    const seen: string[] = [];
    let failOn: string | undefined = 'e';
    publisher.subscribe('test.ticket', async (event) => {
      if (event.entityId === failOn) throw new Error('subscriber down');
      seen.push(event.entityId);
    });
    for (const id of ['d', 'e', 'f']) await inTransaction(id);
    await expect(publisher.publishPending()).rejects.toThrow('subscriber down');
    expect(await unpublished()).toEqual(['d', 'e', 'f']);
    failOn = undefined;
    expect(await publisher.publishPending()).toBe(3);
    // At least once: d was seen before the failure and again after it.
    expect(seen).toEqual(['d', 'd', 'e', 'f']);
  });

  it('deletes published events after a week', async () => {
    const publisher = createOutboxPublisher(db, clock, quiet);
    await inTransaction('old');
    await publisher.publishPending();
    const count = async () => (await db.all(sql`SELECT id FROM outbox`)).length;
    const before = await count();
    clock.advance(8 * 24 * 60 * 60 * 1000);
    await publisher.publishPending();
    expect(await count()).toBeLessThan(before);
    expect(await count()).toBe(0);
  });

  it.runIf(dialect === 'postgres')(
    'publishes in the order the transactions committed, not the order their events were recorded',
    async () => {
      const publisher = createOutboxPublisher(db, clock, quiet);
      const seen: string[] = [];
      publisher.subscribe('test.ticket', async (event) => {
        seen.push(event.entityId);
      });
      let finishFirst: () => void = () => {};
      const firstMayCommit = new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      let firstRecorded: () => void = () => {};
      const recorded = new Promise<void>((resolve) => {
        firstRecorded = resolve;
      });
      // The first transaction records its event first, then stays open while a second commits.
      const first = db.transaction(async (tx) => {
        await record('slow', tx);
        firstRecorded();
        await firstMayCommit;
      });
      await recorded;
      await inTransaction('fast');
      finishFirst();
      await first;
      // Both committed before anything is published: the order must still be commit order.
      expect(await publisher.publishPending()).toBe(2);
      expect(seen).toEqual(['fast', 'slow']);
    },
  );

  it.runIf(dialect === 'postgres')(
    'lets one publisher at a time deliver, so two processes deliver once',
    async () => {
      const seen: string[] = [];
      const publishers = [createOutboxPublisher(db, clock, quiet), createOutboxPublisher(db, clock, quiet)];
      for (const publisher of publishers)
        publisher.subscribe('test.ticket', async (event) => {
          seen.push(event.id);
          await new Promise((resolve) => setTimeout(resolve, 1));
        });
      for (let i = 0; i < 20; i++) await inTransaction(`p${i}`);
      for (let round = 0; round < 5; round++)
        await Promise.all(publishers.map((publisher) => publisher.publishPending(5)));
      expect(seen.length).toBe(20);
      expect(new Set(seen).size).toBe(20);
    },
  );
});
