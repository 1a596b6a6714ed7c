import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { sql } from '../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { DELIVERY_JOB } from './outbox.js';

const USER = 'bazaar';
const PASSWORD = 'smtp-test-password';
const FROM = 'Bazaar Demo <no-reply@bazaar.test>';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a loopback port (no TLS offered, so the client sends plain text): it
 * takes only our account's login, and keeps what it is given.
 */
function startSmtpServer(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === USER && auth.password === PASSWORD) done(null, { user: USER });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    );
  });
}

const stopSmtpServer = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

describe.each(testDialects)('mail through a real SMTP server on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let visitor: string;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');

  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      headers: { authorization: visitor },
      payload: { loginId: { email }, password: 'correct horse battery', profile: { nickname: 'Ada' } },
    });
  const messageStates = async (to: string) =>
    t.db.all<{ state: string; text_body: string; html_body: string }>(
      sql`SELECT state, text_body, html_body FROM mail_messages WHERE to_address = ${to} ORDER BY seq`,
    );
  const codeIn = (raw: string) => /is (\d{6})\./.exec(raw)?.[1];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(
      dialect,
      { SMTP_URL: `smtp://${USER}:${PASSWORD}@127.0.0.1:${smtp.port}`, MAIL_FROM: FROM },
      { clock },
    );
    visitor = await t.visitorToken();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await stopSmtpServer(smtp.server);
  });

  it('hands the verification code to the server, in text and HTML, from MAIL_FROM, and forgets the bodies', async () => {
    const registered = await register('ada@example.com');
    expect(registered.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@bazaar.test');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/^From: Bazaar Demo <no-reply@bazaar\.test>\r$/m);
    expect(mail?.raw).toMatch(/^Subject: \d{6} is your .+ code\r$/m);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);

    // The code the server received is the one that works.
    const code = codeIn(mail?.raw ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/_api/iam/verification/v1/auth/verify',
      headers: { authorization: visitor },
      payload: { stateToken: registered.json().stateToken, code },
    });
    expect(verified.json().state).toBe('SUCCESS');

    // Sent, not kept: the owner's development mailbox is empty, and the code is not stored.
    expect(await messageStates('ada@example.com')).toEqual([{ state: 'sent', text_body: '', html_body: '' }]);
    const mailbox = await t.app.inject({
      method: 'GET',
      url: '/mail/v1/messages',
      headers: { authorization: t.ownerApiKey },
    });
    expect(mailbox.json()).toEqual({ messages: [] });

    // The delivery job written beside the message finds it sent, and sends nothing again.
    clock.advance(60_000);
    expect(await t.runDueJobs()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a message the server could not take, and delivers it when the server is back', async () => {
    const { port } = smtp;
    await stopSmtpServer(smtp.server);

    // The sign-up itself succeeds: the message waits.
    const registered = await register('grace@example.com');
    expect(registered.statusCode).toBe(200);
    expect(await messageStates('grace@example.com')).toEqual([
      expect.objectContaining({ state: 'pending', text_body: expect.stringMatching(/\d{6}/) }),
    ]);
    // Nothing is due before the retry's minute.
    expect(await t.runDueJobs()).toBe(0);

    smtp = await startSmtpServer(port);
    clock.advance(60_000);
    expect(await t.runDueJobs()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['grace@example.com']]);
    expect(codeIn(smtp.received[0]?.raw ?? '')).toMatch(/^\d{6}$/);
    expect(await messageStates('grace@example.com')).toEqual([
      { state: 'sent', text_body: '', html_body: '' },
    ]);

    // Delivered once: the delivery job does not run again (other domains' hourly jobs may).
    clock.advance(60 * 60_000);
    await t.runDueJobs();
    expect(smtp.received).toHaveLength(1);
    const pending = await t.db.one<{ n: number | string }>(
      sql`SELECT COUNT(*) AS n FROM jobs WHERE kind = ${DELIVERY_JOB} AND state = 'pending'`,
    );
    expect(Number(pending?.n)).toBe(0);
  });

  it('hands a message’s files to the server as attachments, and forgets them once sent', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    await t.db.transaction((tx) =>
      t.services.mail.enqueue(tx, {
        siteId: t.siteId,
        to: 'lin@example.com',
        subject: 'Booked',
        text: 'See the file.',
        html: '<p>See the file.</p>',
        attachments: [
          {
            filename: 'booking.ics',
            contentType: 'text/calendar',
            content: Buffer.from(calendar).toString('base64'),
          },
        ],
      }),
    );
    await t.runDueJobs();
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/calendar; name=booking\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=booking\.ics/);
    expect(raw).toContain(Buffer.from(calendar).toString('base64'));
    const [row] = await t.db.all<{ state: string; attachments: string }>(
      sql`SELECT state, attachments FROM mail_messages WHERE to_address = 'lin@example.com'`,
    );
    expect(row).toEqual({ state: 'sent', attachments: '[]' });
  });
});
