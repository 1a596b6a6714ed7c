import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { card, DECLINED, plansTestCalls } from '../test-calls.js';

describe.each(testDialects)('the hosted "Order summary" page on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2030-02-10T12:00:00.000Z');
  const { call, owned, createPlan, signUp, checkoutSession, summary, purchase } = plansTestCalls(() => t);
  const orderCount = async () =>
    Number(
      (await t.db.one<{ n: number | string }>(sql`SELECT COUNT(*) AS n FROM pricing_plan_orders`))?.n ?? 0,
    );

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  it('shows any visitor the plan, its billing, the trial and what is paid today', async () => {
    const plan = await createPlan({
      name: 'Studio monthly',
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' } },
        price: { value: '29.5' },
        freeTrialDays: 7,
      },
    });
    const { fullUrl, sessionToken } = await checkoutSession(plan.id);
    expect(new URL(fullUrl).pathname).toBe('/hosted/plan-checkout');
    const shown = await summary(sessionToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      siteName: expect.any(String),
      callbacks: { postFlowUrl: 'http://localhost:3000/subscriptions' },
      plan: {
        id: plan.id,
        name: 'Studio monthly',
        description: 'Every class, every month',
        perks: ['Unlimited classes', 'Guest pass'],
        price: '$29.50',
        billing: 'Every month, until canceled',
        freeTrialDays: 7,
      },
      totalToday: '$0.00',
      totalTodayAmount: '0.00',
      paysToday: false,
      nextPaymentDate: '2030-02-17T12:00:00.000Z',
      cardRequired: true,
    });
    const pass = await createPlan({
      name: 'Ten classes',
      pricing: { singlePaymentForDuration: { count: 3, unit: 'MONTH' }, price: { value: '120' } },
    });
    const passShown = (await summary((await checkoutSession(pass.id)).sessionToken)).json();
    expect(passShown).toMatchObject({
      totalToday: '$120.00',
      cardRequired: true,
      plan: { billing: 'One payment, valid for 3 months' },
    });
    expect(passShown).not.toHaveProperty('nextPaymentDate');
  });

  it('needs a signed-in member to buy, and answers a page sent twice with the same order', async () => {
    const plan = await createPlan({
      name: 'Yearly',
      pricing: { subscription: { cycleDuration: { count: 1, unit: 'YEAR' } }, price: { value: '200' } },
    });
    const { sessionToken: session } = await checkoutSession(plan.id);
    const before = await orderCount();
    const anonymous = await call('POST', '/hosted/v1/plan-checkout-session/purchase', {
      session,
      sessionToken: 'not-a-session-token',
      card: card(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().details.applicationError.code).toBe('SIGN_IN_REQUIRED');
    const buyer = await signUp();
    expect((await summary(session, buyer.sessionToken)).json().buyer).toEqual({
      memberId: buyer.memberId,
      email: expect.stringMatching(/@example\.com$/),
    });
    const noCard = await purchase(session, buyer.sessionToken);
    expect(noCard.statusCode).toBe(400);
    const declined = await purchase(session, buyer.sessionToken, card(DECLINED));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().details.applicationError.code).toBe('PAYMENT_DECLINED');
    expect(await orderCount()).toBe(before);
    const first = await purchase(session, buyer.sessionToken, card());
    const second = await purchase(session, buyer.sessionToken, card());
    expect(first.json().order.id).toBe(second.json().order.id);
    expect(await orderCount()).toBe(before + 1);
    expect((await summary(session, buyer.sessionToken)).json().order).toMatchObject({
      id: first.json().order.id,
      status: 'ACTIVE',
    });
  });

  it('refuses to charge a total today the member was not shown (TOTAL_CHANGED, no order), and charges the one shown', async () => {
    const plan = await createPlan({
      name: 'Drop-in pass',
      pricing: { singlePaymentForDuration: { count: 1, unit: 'MONTH' }, price: { value: '45' } },
    });
    const { sessionToken: session } = await checkoutSession(plan.id);
    const buyer = await signUp();
    const { totalTodayAmount } = (await summary(session, buyer.sessionToken)).json();
    expect(totalTodayAmount).toBe('45.00');
    const before = await orderCount();
    const buy = (shownTotal: string) =>
      call('POST', '/hosted/v1/plan-checkout-session/purchase', {
        session,
        sessionToken: buyer.sessionToken,
        card: card(),
        shownTotal,
      });
    const stale = await buy('40');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError).toMatchObject({
      code: 'TOTAL_CHANGED',
      data: { total: { amount: '45.00', formattedAmount: '$45.00', currency: 'USD' }, shownTotal: '40' },
    });
    expect(await orderCount()).toBe(before);
    const paid = await buy('45.0');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status).toBe('ACTIVE');
    expect(await orderCount()).toBe(before + 1);
  });

  it('says when a plan is bought up to its limit or archived, and sells a free plan without a card', async () => {
    const once = await createPlan({
      name: 'Free week',
      maxPurchasesPerBuyer: 1,
      pricing: { singlePaymentForDuration: { count: 1, unit: 'WEEK' }, price: { value: '0' } },
    });
    const buyer = await signUp();
    const session = (await checkoutSession(once.id)).sessionToken;
    expect((await summary(session)).json()).toMatchObject({ totalToday: '$0.00', cardRequired: false });
    const free = await purchase(session, buyer.sessionToken);
    expect(free.json().order).toMatchObject({ status: 'ACTIVE', lastPaymentStatus: 'NOT_APPLICABLE' });
    const again = (await checkoutSession(once.id)).sessionToken;
    expect((await summary(again, buyer.sessionToken)).json().unavailable).toEqual({
      code: 'PURCHASE_LIMIT_REACHED',
      message: 'You already have this plan: it can be bought once.',
    });
    const refused = await purchase(again, buyer.sessionToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.applicationError.code).toBe('PURCHASE_LIMIT_REACHED');

    const old = await createPlan({ name: 'Old plan' });
    const oldSession = (await checkoutSession(old.id)).sessionToken;
    await owned('POST', `/pricing-plans/v2/plans/${old.id}/archive`, {});
    expect((await summary(oldSession)).json().unavailable.code).toBe('PLAN_ARCHIVED');
    const archived = await purchase(oldSession, buyer.sessionToken, card());
    expect(archived.json().details.applicationError.code).toBe('PLAN_ARCHIVED');
    const link = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { paidPlansCheckout: { planId: old.id } },
      await t.visitorToken(),
    );
    expect(link.statusCode).toBe(400);
    const unknown = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { paidPlansCheckout: { planId: 'nope' } },
      await t.visitorToken(),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('sends the visitor to sign up on the hosted login page and back to the same summary, signed in', async () => {
    const plan = await createPlan({ name: 'Round trip' });
    const { sessionToken: session } = await checkoutSession(plan.id);
    const link = await call('POST', '/hosted/v1/plan-checkout-session/sign-in', { session });
    expect(link.statusCode, link.body).toBe(200);
    const loginUrl = new URL(link.json().url);
    expect(loginUrl.pathname).toBe('/hosted/login');
    const login = loginUrl.searchParams.get('session') ?? '';
    const page = await call('POST', '/hosted/v1/login-session', { session: login });
    expect(page.json().returnTo).toMatch(new RegExp(`/hosted/plan-checkout\\?session=${session}$`));
    expect(page.json().backUrl).toBe(page.json().returnTo);
    await owned('PATCH', '/sites/v1/site', { site: { settings: { memberSignUp: 'OPEN' } } });
    const signedUp = await call('POST', '/hosted/v1/login-session/register', {
      session: login,
      loginId: { email: 'round.trip@example.com' },
      password: 'a long enough password',
    });
    expect(signedUp.json().state).toBe('SUCCESS');
    // A login session hands no code to an app: the page keeps the sign-in and goes back.
    const authorize = await call('POST', '/hosted/v1/login-session/authorize', {
      session: login,
      sessionToken: signedUp.json().sessionToken,
    });
    expect(authorize.statusCode).toBe(404);
    const back = (await summary(session, signedUp.json().sessionToken)).json();
    expect(back.buyer.email).toBe('round.trip@example.com');
    const elsewhere = await call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { login: {}, callbacks: { postFlowUrl: 'https://attacker.example/steal' } },
      await t.visitorToken(),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details.validationError.fieldViolations[0].field).toBe('callbacks.postFlowUrl');
  });

  it("buys for the member who made the link, with no sign-in on the page, and never for another's token", async () => {
    const plan = await createPlan({ name: 'Member link' });
    const member = await signUp();
    const other = await signUp();
    const { sessionToken: session } = await checkoutSession(plan.id, member.token);
    expect((await summary(session)).json().buyer.memberId).toBe(member.memberId);
    // The link's member buys, whatever session token comes with it.
    const bought = await purchase(session, other.sessionToken, card());
    expect(bought.statusCode).toBe(200);
    expect(bought.json().order.buyer.memberId).toBe(member.memberId);
    const plain = await call('POST', '/hosted/v1/plan-checkout-session/purchase', {
      session: (await checkoutSession(plan.id, other.token)).sessionToken,
      card: card(),
    });
    expect(plain.json().order.buyer.memberId).toBe(other.memberId);
  });
});
