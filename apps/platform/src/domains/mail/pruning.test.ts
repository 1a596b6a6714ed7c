import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { sql } from '../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

const DAY = 86_400_000;

/**
 * Mail does not pile up: writing a message asks for the hourly pruning, which deletes messages three
 * months old (the mailbox's, and sent ones) and never one still waiting for its server.
 */
describe.each(testDialects)('pruning mail on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2030-01-01T10:30:00Z');
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  const subjects = async () =>
    (
      await t.db.all<{ subject: string; state: string }>(
        sql`SELECT subject, state FROM mail_messages ORDER BY seq`,
      )
    )
      .filter((row) => row.subject.startsWith('Prune '))
      .map((row) => `${row.subject} ${row.state}`);
  const send = (subject: string) =>
    t.services.mail.send({
      siteId: t.siteId,
      to: 'ada@example.com',
      subject,
      text: 'Hello',
      html: '<p>Hello</p>',
    });

  it('deletes the mailbox’s messages a three months after they were written, on the hourly job', async () => {
    await send('Prune old');
    await t.db.run(sql`INSERT INTO mail_messages (id, site_id, to_address, subject, text_body, html_body, state, created_date)
      VALUES ('waiting', ${t.siteId}, 'bo@example.com', 'Prune waiting', 'x', 'x', 'pending', ${clock.now().toISOString()})`);
    clock.advance(91 * DAY);
    await send('Prune new');
    clock.advance(3_600_000);
    await t.runDueJobs();
    expect(await subjects()).toEqual(['Prune waiting pending', 'Prune new kept']);
  });
});
