import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

describe.each(testDialects)('links to the hosted mailbox page on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2030-06-01T12:00:00.000Z');
  const read = (key: string, to?: string) =>
    t.app.inject({ method: 'POST', url: '/hosted/v1/mailbox', payload: { key, ...(to ? { to } : {}) } });

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    await t.app.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      headers: { authorization: await t.visitorToken() },
      payload: { loginId: { email: 'ada@example.com' }, password: 'a long enough password' },
    });
  });
  afterAll(() => t.close());

  it('opens the site’s mailbox for an hour with a key made by the owner’s API key', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mail/v1/mailbox-links',
          headers: { authorization: await t.visitorToken() },
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const made = await t.app.inject({
      method: 'POST',
      url: '/mail/v1/mailbox-links',
      headers: { authorization: t.ownerApiKey },
      payload: {},
    });
    expect(made.statusCode).toBe(200);
    const { url, expiresDate } = made.json();
    expect(expiresDate).toBe('2030-06-01T13:00:00.000Z');
    const key = new URLSearchParams(new URL(url).hash.slice(1)).get('key') as string;
    expect(new URL(url).pathname).toBe('/hosted/mailbox');

    const all = await read(key);
    expect(all.statusCode).toBe(200);
    expect(all.json().messages[0]).toMatchObject({
      to: 'ada@example.com',
      subject: expect.stringMatching(/code$/),
    });
    expect((await read(key, 'nobody@example.com')).json().messages).toEqual([]);
    expect((await read(`${key}x`)).json().details.applicationError.code).toBe('MAILBOX_LINK_INVALID');
    clock.advance(61 * 60_000);
    expect((await read(key)).statusCode).toBe(401);
  });
});
