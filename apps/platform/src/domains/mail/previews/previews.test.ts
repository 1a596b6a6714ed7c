import type { MailMessage } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';

/** The development mailbox's samples: every kind of customer mail, from the real templates, none sent. */
describe.each(testDialects)('the mailbox’s sample of every message on %s', (dialect) => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const link = await t.app.inject({
      method: 'POST',
      url: '/mail/v1/mailbox-links',
      headers: { authorization: t.ownerApiKey },
      payload: {},
    });
    key = new URLSearchParams(new URL(link.json().url).hash.slice(1)).get('key') ?? '';
  });
  afterAll(() => t.close());

  const previews = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/hosted/v1/mailbox/previews', payload: body });

  it('makes each kind of message, text and HTML, in the site’s name, and sends none of them', async () => {
    const response = await previews({ key });
    expect(response.statusCode, response.body).toBe(200);
    const messages = response.json().messages as MailMessage[];
    expect(messages.map((message) => message.id)).toEqual([
      'preview: Store: order confirmation',
      'preview: Store: order shipped',
      'preview: Store: order refunded',
      'preview: Store: order canceled',
      'preview: Bookings: confirmation',
      'preview: Bookings: reminder',
      'preview: Bookings: new time',
      'preview: Bookings: canceled',
      'preview: Events: tickets',
      'preview: Events: refund',
      'preview: Events: RSVP',
      'preview: Events: event canceled',
      'preview: Plans: receipt',
      'preview: Plans: trial ending',
      'preview: Plans: renewal receipt',
      'preview: Plans: renewal failed',
      'preview: Plans: canceled',
    ]);
    for (const message of messages) {
      expect(message.to).toBe('customer@example.com');
      expect(message.html, message.id).toContain('Bazaar demo site');
      expect(message.text, message.id).toContain('Bazaar demo site');
      // Transactional mail only: no unsubscribe line.
      expect(message.text, message.id).not.toContain('Unsubscribe');
    }
    const byId = new Map(messages.map((message) => [message.id, message]));
    expect(byId.get('preview: Bookings: confirmation')?.attachments[0]?.filename).toBe('booking.ics');
    expect(byId.get('preview: Events: tickets')?.attachments[0]?.contentType).toBe('application/pdf');
    const mailbox = await t.app.inject({
      method: 'GET',
      url: '/mail/v1/messages?to=customer@example.com',
      headers: { authorization: t.ownerApiKey },
    });
    expect(mailbox.json().messages).toEqual([]);
  });

  it('refuses a key that is not a mailbox link’s', async () => {
    const response = await previews({ key: 'not-a-mailbox-key' });
    expect(response.statusCode).toBe(401);
    expect(response.json().details.applicationError.code).toBe('MAILBOX_LINK_INVALID');
    expect((await previews({})).statusCode).toBe(400);
  });
});
