import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { modulesInProgress } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key.js';
import { NoCredentials } from '../../auth/no-credentials.js';
import { OAuthStrategy } from '../../auth/oauth.js';
import { createClient } from '../../client.js';
import { dialects, type RunningPlatform, startPlatform } from '../../test/platform.js';
import { hostedPlanCheckout } from '../hosted/index.js';
import { redirects } from '../redirects/index.js';
import { orders, plans } from './index.js';

describe.each(dialects)('@bazaar/sdk/pricing-plans against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  const owner = () =>
    createClient({
      modules: { plans, orders },
      auth: ApiKeyStrategy({ apiKey: platform.ownerApiKey }),
      host: { apiBaseUrl: platform.baseUrl },
    });
  const post = async (path: string, body: unknown, authorization = '') => {
    const response = await fetch(`${platform.baseUrl}${path}`, {
      method: path.includes('/sites/') ? 'PATCH' : 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });
    return response.json();
  };

  beforeAll(async () => {
    platform = await startPlatform(dialect, { extraModules: [...modulesInProgress] });
  });
  afterAll(() => platform.close());

  it('lets the owner make plans, a visitor find them and a member buy one on the hosted page', async () => {
    const made = await owner().plans.createPlan({
      name: 'Climbing monthly',
      perks: { values: ['Every wall'] },
      pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' } }, price: { value: '45' } },
    });
    expect(made).toMatchObject({ _id: expect.any(String), slug: 'climbing-monthly', public: true });
    expect(made._createdDate).toBeInstanceOf(Date);
    const renamed = await owner().plans.updatePlan(made._id, { name: 'Climbing, monthly' });
    expect(renamed.name).toBe('Climbing, monthly');

    const visitor = createClient({
      modules: { plans, redirects },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const { items } = await visitor.plans.queryPublicPlans().find();
    expect(items.map((plan) => plan.name)).toEqual(['Climbing, monthly']);
    expect(items[0]?.pricing.price).toEqual({ value: '45.00', currency: 'USD' });
    const { redirectSession } = await visitor.redirects.createRedirectSession({
      paidPlansCheckout: { planId: made._id },
      callbacks: { postFlowUrl: 'http://localhost:3000/subscriptions' },
    });

    await post('/sites/v1/site', { site: { settings: { memberSignUp: 'OPEN' } } }, platform.ownerApiKey);
    const registered = await post(
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'climber@example.com' }, password: 'correct horse battery' },
      await platform.visitorToken(),
    );
    const page = createClient({
      modules: { hostedPlanCheckout },
      auth: NoCredentials(),
      host: { apiBaseUrl: platform.baseUrl },
    });
    const session = redirectSession?.sessionToken as string;
    const summary = await page.hostedPlanCheckout.getPlanCheckoutSession({
      session,
      sessionToken: registered.sessionToken,
    });
    expect(summary).toMatchObject({
      totalToday: '$45.00',
      plan: { billing: 'Every month, until canceled' },
      buyer: { email: 'climber@example.com' },
    });
    const { order } = await page.hostedPlanCheckout.purchasePlan({
      session,
      sessionToken: registered.sessionToken,
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
    });
    expect(order).toMatchObject({ status: 'ACTIVE', lastPaymentStatus: 'PAID' });

    const member = createClient({
      modules: { orders },
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });
    member.auth.setTokens({
      accessToken: {
        value: await platform.memberToken(registered.identity.id),
        expiresAt: Math.floor(Date.now() / 1000) + 600,
      },
      refreshToken: { value: '', role: 'member' },
    });
    const mine = await member.orders.memberListOrders();
    expect(mine.orders.map((entry) => entry._id)).toEqual([order._id]);
    expect(mine.orders[0]?.startDate).toBeInstanceOf(Date);
    await member.orders.requestCancellation(order._id, 'IMMEDIATELY');
    const { order: seen } = await owner().orders.managementGetOrder(order._id);
    expect(seen).toMatchObject({ status: 'CANCELED', cancellation: { cause: 'MEMBER_ACTION' } });
  });
});
