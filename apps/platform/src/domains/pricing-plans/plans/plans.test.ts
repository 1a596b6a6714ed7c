import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { plansTestCalls } from '../test-calls.js';

describe.each(testDialects)('plans on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  const clock = new ManualClock('2030-03-01T09:00:00.000Z');
  const { call, owned, createPlan } = plansTestCalls(() => t);
  const outbox = async (entityId: string) =>
    (
      await t.db.all<{ action: string }>(
        sql`SELECT action FROM outbox WHERE entity_id = ${entityId} ORDER BY seq`,
      )
    ).map((row) => row.action);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  it('creates a plan in the site currency, with a slug, and announces it', async () => {
    const plan = await createPlan({
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' } },
        price: { value: '20', currency: 'USD' },
        freeTrialDays: 7,
      },
    });
    expect(plan).toMatchObject({
      name: 'Monthly membership',
      slug: 'monthly-membership',
      perks: { values: ['Unlimited classes', 'Guest pass'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
        price: { value: '20.00', currency: 'USD' },
        freeTrialDays: 7,
      },
      public: true,
      archived: false,
      primary: false,
      hasOrders: false,
      buyerCanCancel: true,
      maxPurchasesPerBuyer: 0,
      createdDate: '2030-03-01T09:00:00.000Z',
    });
    expect((await createPlan()).slug).toBe('monthly-membership-2');
    expect(await outbox(plan.id)).toEqual(['created']);
  });

  it('refuses pricing that is not exactly one model, in another currency, or a trial without recurrence', async () => {
    const bad = [
      { price: { value: '10' } },
      {
        singlePaymentUnlimited: true,
        singlePaymentForDuration: { count: 1, unit: 'YEAR' },
        price: { value: '10' },
      },
      { singlePaymentUnlimited: true, price: { value: '10', currency: 'EUR' } },
      { singlePaymentUnlimited: true, price: { value: '10.001' } },
      { singlePaymentForDuration: { count: 1, unit: 'YEAR' }, price: { value: '10' }, freeTrialDays: 3 },
      { singlePaymentForDuration: { count: 0, unit: 'YEAR' }, price: { value: '10' } },
      { subscription: { cycleDuration: { count: 1, unit: 'FORTNIGHT' } }, price: { value: '10' } },
    ];
    const before = (await owned('GET', '/pricing-plans/v2/plans/stats')).totalPlans;
    for (const pricing of bad) {
      const response = await call('POST', '/pricing-plans/v2/plans', { plan: { name: 'Bad', pricing } });
      expect(response.statusCode, JSON.stringify(pricing)).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toMatch(/^plan\.pricing/);
    }
    expect((await owned('GET', '/pricing-plans/v2/plans/stats')).totalPlans).toBe(before);
  });

  it('lets only the owner manage plans; visitors list and query the public ones', async () => {
    const hidden = await createPlan({ name: 'Staff plan', public: false });
    expect((await call('POST', '/pricing-plans/v2/plans', { plan: { name: 'x' } }, visitor)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/pricing-plans/v2/plans/${hidden.id}`, undefined, visitor)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/pricing-plans/v2/plans/public', undefined, '')).statusCode).toBe(401);
    const listed = (await call('GET', '/pricing-plans/v2/plans/public', undefined, visitor)).json();
    expect(listed.plans.map((plan: { name: string }) => plan.name)).not.toContain('Staff plan');
    expect(listed.plans[0]).not.toHaveProperty('public');
    expect(listed.plans[0]).not.toHaveProperty('hasOrders');
    const queried = await call(
      'POST',
      '/pricing-plans/v2/plans/public/query',
      { query: { filter: { slug: 'monthly-membership' }, paging: { limit: 5, offset: 0 } } },
      visitor,
    );
    expect(queried.json()).toMatchObject({
      plans: [{ slug: 'monthly-membership' }],
      pagingMetadata: { count: 1, total: 1 },
    });
    const unknownField = await call(
      'POST',
      '/pricing-plans/v2/plans/public/query',
      { query: { filter: { public: false } } },
      visitor,
    );
    expect(unknownField.statusCode).toBe(400);
    const all = await owned('GET', '/pricing-plans/v2/plans?public=HIDDEN');
    expect(all.plans.map((plan: { id: string }) => plan.id)).toEqual([hidden.id]);
  });

  it('updates the masked fields only, and says when buyers may no longer cancel', async () => {
    const plan = await createPlan({
      name: 'Yoga pass',
      pricing: { singlePaymentForDuration: { count: 3, unit: 'MONTH' }, price: { value: '90' } },
    });
    clock.advance(60_000);
    const updated = await owned('PATCH', `/pricing-plans/v2/plans/${plan.id}`, {
      plan: {
        id: plan.id,
        name: 'Yoga pass (spring)',
        description: 'ignored: not in the mask',
        buyerCanCancel: false,
      },
      fieldMask: 'name,buyerCanCancel',
    });
    expect(updated.plan).toMatchObject({
      name: 'Yoga pass (spring)',
      description: 'Every class, every month',
      buyerCanCancel: false,
      slug: plan.slug,
      updatedDate: '2030-03-01T09:01:00.000Z',
    });
    expect(await outbox(plan.id)).toEqual(['created', 'updated', 'buyer_can_cancel_updated']);
    const badMask = await call('PATCH', `/pricing-plans/v2/plans/${plan.id}`, {
      plan: { name: 'x' },
      fieldMask: 'colour',
    });
    expect(badMask.statusCode).toBe(400);
    const missing = await call('PATCH', '/pricing-plans/v2/plans/no-such-plan', { plan: { name: 'x' } });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps one primary plan, hides and shows plans, and archives for good', async () => {
    const first = await createPlan({ name: 'Gold' });
    const second = await createPlan({ name: 'Silver' });
    expect((await owned('POST', `/pricing-plans/v2/plans/${first.id}/make-primary`)).plan.primary).toBe(true);
    expect((await owned('POST', `/pricing-plans/v2/plans/${second.id}/make-primary`)).plan.primary).toBe(
      true,
    );
    expect((await owned('GET', `/pricing-plans/v2/plans/${first.id}`)).plan.primary).toBe(false);
    await owned('POST', '/pricing-plans/v2/plans/clear-primary', {});
    expect((await owned('GET', `/pricing-plans/v2/plans/${second.id}`)).plan.primary).toBe(false);

    const hidden = await owned('PUT', `/pricing-plans/v2/plans/${first.id}/visibility`, {
      id: first.id,
      visible: false,
    });
    expect(hidden.plan.public).toBe(false);
    const archived = await owned('POST', `/pricing-plans/v2/plans/${second.id}/archive`, {});
    expect(archived.plan).toMatchObject({ archived: true, primary: false });
    expect(await outbox(second.id)).toContain('archived');
    for (const [method, url, body] of [
      ['POST', `/pricing-plans/v2/plans/${second.id}/archive`, {}],
      ['POST', `/pricing-plans/v2/plans/${second.id}/make-primary`, {}],
      ['PUT', `/pricing-plans/v2/plans/${second.id}/visibility`, { visible: true }],
      ['PATCH', `/pricing-plans/v2/plans/${second.id}`, { plan: { name: 'Back' } }],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details.applicationError.code).toBe('PLAN_ARCHIVED');
    }
    const active = await owned('GET', '/pricing-plans/v2/plans');
    expect(active.plans.map((plan: { id: string }) => plan.id)).not.toContain(second.id);
    const archivedOnly = await owned('GET', '/pricing-plans/v2/plans?archived=ARCHIVED');
    expect(archivedOnly.plans.map((plan: { id: string }) => plan.id)).toEqual([second.id]);
    const publicList = (
      await call('GET', '/pricing-plans/v2/plans/public?limit=100', undefined, visitor)
    ).json();
    expect(publicList.plans.map((plan: { id: string }) => plan.id)).not.toContain(second.id);
    expect((await owned('GET', '/pricing-plans/v2/plans/stats')).totalPlans).toBeGreaterThanOrEqual(
      active.plans.length + 1,
    );
  });
});
