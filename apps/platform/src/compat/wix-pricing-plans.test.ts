import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
// The modules `@wix/pricing-plans` re-exports, as they are: the umbrella package also brings
// headless React components (as `@wix/bookings` does), which would displace the storefront's React.
import * as orders from '@wix/auto_sdk_pricing-plans_orders';
import * as plans from '@wix/auto_sdk_pricing-plans_plans';
import { redirects } from '@wix/redirects';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, plansTestCalls } from '../domains/pricing-plans/test-calls.js';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/** The official `plans` and `orders` modules and `@wix/redirects`, unmodified, against the platform's plans. */
describe.each(testDialects)('official pricing-plans modules against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  let monthlyId: string;
  const { signUp, checkoutSession, purchase } = plansTestCalls(() => t);
  const ownerClient = () =>
    createClient({
      modules: { plans, orders },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('lets the owner create, update, list and archive plans with the plans module', async () => {
    const owner = ownerClient();
    const created = await owner.plans.createPlan({
      name: 'Studio monthly',
      description: 'Every class',
      perks: { values: ['All classes'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
        price: { value: '30', currency: 'USD' },
        freeTrialDays: 7,
      },
      public: true,
    });
    expect(created).toMatchObject({ name: 'Studio monthly', slug: 'studio-monthly', archived: false });
    expect(created._createdDate).toBeInstanceOf(Date);
    monthlyId = created._id ?? '';
    const updated = await owner.plans.updatePlan(monthlyId, {
      _id: monthlyId,
      description: 'Every class, every day',
    });
    expect(updated.description).toBe('Every class, every day');
    const hidden = await owner.plans.createPlan({
      name: 'Hidden',
      pricing: { singlePaymentUnlimited: true, price: { value: '5', currency: 'USD' } },
      public: false,
    });
    const listed = await owner.plans.listPlans({ public: 'HIDDEN' });
    expect(listed.plans?.map((plan) => plan._id)).toEqual([hidden._id]);
    await owner.plans.makePlanPrimary(monthlyId);
    expect((await owner.plans.getPlan(monthlyId)).primary).toBe(true);
    expect((await owner.plans.archivePlan(hidden._id ?? '')).plan?.archived).toBe(true);
    expect((await owner.plans.getPlanStats()).totalPlans).toBe(2);
  });

  it('answers queryPublicPlans().find() for a visitor, and opens the hosted summary with paidPlansCheckout', async () => {
    const visitor = createClient({
      modules: { plans, redirects },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    const found = await visitor.plans.queryPublicPlans().find();
    expect(found.items.map((plan) => plan.name)).toEqual(['Studio monthly']);
    expect(found.items[0]).toMatchObject({
      _id: monthlyId,
      primary: true,
      pricing: { price: { value: '30.00', currency: 'USD' }, freeTrialDays: 7 },
    });
    expect(found.totalCount).toBe(1);
    const byName = await visitor.plans.queryPublicPlans().eq('slug', 'studio-monthly').limit(5).find();
    expect(byName.items).toHaveLength(1);
    const { redirectSession } = await visitor.redirects.createRedirectSession({
      paidPlansCheckout: { planId: monthlyId },
      callbacks: { postFlowUrl: 'http://localhost:3000/subscriptions' },
    });
    expect(redirectSession?.fullUrl).toMatch(/\/hosted\/plan-checkout\?session=bzs_/);
  });

  it('lets a member list and cancel their order, and the owner read it, with the orders module', async () => {
    const buyer = await signUp();
    const { sessionToken: session } = await checkoutSession(monthlyId);
    const bought = await purchase(session, buyer.sessionToken, card());
    expect(bought.statusCode).toBe(200);
    const orderId = bought.json().order.id;
    const member = createClient({
      modules: { orders },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
    });
    member.auth.setTokens({
      accessToken: { value: buyer.token, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: '', role: 'member' as never },
    });
    const mine = await member.orders.memberListOrders();
    expect(mine.orders?.map((order) => order._id)).toEqual([orderId]);
    expect(mine.orders?.[0]?.startDate).toBeInstanceOf(Date);
    await member.orders.requestCancellation(orderId, 'NEXT_PAYMENT_DATE');
    const seen = await ownerClient().orders.managementGetOrder(orderId);
    expect(seen.order).toMatchObject({
      status: 'ACTIVE',
      autoRenewCanceled: true,
      currentCycle: { index: 0 },
    });
  });
});
