import type { CreateRedirectSessionRequest } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import { systemClock } from '../../kernel/clock.js';
import { ValidationError } from '../../kernel/errors.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { RedirectFlows } from './flows.js';
import { createRedirectsService } from './service.js';

/** A vertical plugs a redirect flow in by registering it; redirects itself names no domain. */
describe.each(testDialects)('redirect flows registered by their domains on %s', (dialect) => {
  let t: TestApp;
  const visitor: AuthenticatedIdentity = { kind: 'visitor', siteId: '', clientId: '', visitorId: 'v1' };
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor.siteId = t.siteId;
    visitor.clientId = '9026f6eb-5084-4b15-9535-c4192b0b498e';
  });
  afterAll(() => t.close());

  const plans = () => {
    const flows = new RedirectFlows();
    const asked: CreateRedirectSessionRequest[] = [];
    flows.register({
      flavour: 'paidPlansCheckout',
      hostedPath: '/hosted/plans-test',
      async validate(_identity, request) {
        asked.push(request);
        if (request.paidPlansCheckout?.planId === 'gone')
          throw ValidationError.field('paidPlansCheckout.planId', 'is not a plan of this site');
      },
    });
    return { flows, asked };
  };

  it('opens a session of a registered flow on its hosted page, after the flow accepted it', async () => {
    const { flows, asked } = plans();
    const redirects = createRedirectsService({
      db: t.db,
      sites: t.services.sites,
      flows,
      clock: systemClock,
      publicUrl: 'http://127.0.0.1:4000',
    });
    const request: CreateRedirectSessionRequest = { paidPlansCheckout: { planId: 'gold' } };
    const session = await redirects.createRedirectSession(visitor, request);
    expect(session.fullUrl).toMatch(/^http:\/\/127\.0\.0\.1:4000\/hosted\/plans-test\?session=bzs_/);
    expect(asked).toHaveLength(1);
    const opened = await redirects.openSession(session.sessionToken ?? '');
    expect(opened.flavour).toBe('paidPlansCheckout');
  });

  it('refuses what the flow refuses, and flavours nobody registered', async () => {
    const { flows } = plans();
    const redirects = createRedirectsService({
      db: t.db,
      sites: t.services.sites,
      flows,
      clock: systemClock,
      publicUrl: 'http://127.0.0.1:4000',
    });
    await expect(
      redirects.createRedirectSession(visitor, { paidPlansCheckout: { planId: 'gone' } }),
    ).rejects.toThrow('is not a plan of this site');
    await expect(
      redirects.createRedirectSession(visitor, { ecomCheckout: { checkoutId: 'c1' } }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_REDIRECT' });
    expect(() =>
      flows.register({ flavour: 'paidPlansCheckout', hostedPath: '/x', validate: async () => {} }),
    ).toThrow('registered twice');
  });
});
