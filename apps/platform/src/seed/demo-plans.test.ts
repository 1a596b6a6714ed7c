import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../kernel/clock.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { seedDemoBookings } from './demo-bookings.js';
import { DEMO_CLASS_NAME, seedDemoPlans } from './demo-plans.js';

describe.each(testDialects)('the demo plans on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const parts = () => ({
    ...t.services.pricingPlans,
    services: t.services.bookings.services,
    serviceCalls: t.services.bookings.serviceCalls,
  });
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    await seedDemoBookings(t.services.bookings, t.siteId, clock);
    await seedDemoPlans(parts(), t.siteId);
  });
  afterAll(() => t.close());

  it('lists three public plans to visitors, the monthly one first with its trial, and keeps the staff plan hidden', async () => {
    const visitor = await t.visitorToken();
    const listed = await t.app.inject({
      method: 'POST',
      url: '/pricing-plans/v2/plans/public/query',
      headers: { authorization: visitor },
      payload: { query: { sort: [{ fieldName: 'primary', order: 'DESC' }] } },
    });
    const plans = listed.json().plans as {
      name: string;
      primary: boolean;
      pricing: Record<string, unknown>;
      sessionLimit?: number;
    }[];
    expect(plans[0]).toMatchObject({
      name: 'Monthly membership',
      primary: true,
      pricing: { freeTrialDays: 7, price: { value: '49.00' } },
    });
    // Made at the same instant of the test's clock: the rest in no particular order.
    expect(plans.map((plan) => plan.name).sort()).toEqual([
      '10-class pass',
      'Monthly membership',
      'Yearly membership',
    ]);
    expect(plans.find((plan) => plan.name === '10-class pass')).toMatchObject({
      sessionLimit: 10,
      pricing: { singlePaymentForDuration: { count: 3, unit: 'MONTH' } },
    });
    const all = await t.services.pricingPlans.plans.listPlans(t.siteId, { public: 'HIDDEN' });
    expect(all.plans.map((plan) => plan.name)).toEqual(['Staff membership']);
  });

  it('lets every plan pay for the demo class, and leaves a site with plans alone', async () => {
    const { services } = await t.services.bookings.services.queryServices(
      t.siteId,
      { filter: { name: DEMO_CLASS_NAME } },
      true,
    );
    expect(services[0]?.payment.pricingPlanIds).toHaveLength(4);
    await seedDemoPlans(parts(), t.siteId);
    expect((await t.services.pricingPlans.plans.getPlanStats(t.siteId)).totalPlans).toBe(4);
  });
});
