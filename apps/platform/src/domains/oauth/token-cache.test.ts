import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

/** Checked tokens are remembered; the memory must never outlive the token itself. */
describe.each(testDialects)('remembered token checks on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock(new Date());
  beforeAll(async () => {
    t = await buildTestApp(dialect, { ACCESS_TOKEN_TTL_SECONDS: '60' }, { clock });
  });
  afterAll(() => t.close());

  it('refuses a token once it has expired, even right after it was accepted', async () => {
    const token = await t.visitorToken();
    const getCart = () =>
      t.app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization: token } });
    expect((await getCart()).statusCode).toBe(404); // accepted: this visitor simply has no cart yet
    expect((await getCart()).statusCode).toBe(404);
    clock.advance(59_000);
    expect((await getCart()).statusCode).toBe(404);
    clock.advance(1_000);
    const expired = await getCart();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toContain('expired');
  });
});
