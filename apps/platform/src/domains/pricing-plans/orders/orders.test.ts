import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { card, plansTestCalls } from '../test-calls.js';

const DAY = 86_400_000;

describe.each(testDialects)('plan orders on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2030-01-31T10:00:00.000Z');
  const { call, owned, createPlan, signUp, buy, order } = plansTestCalls(() => t);
  const charges = async (orderId: string) =>
    t.db.all<{ cycle_index: number | string; attempt: number | string; status: string }>(
      sql`SELECT cycle_index, attempt, status FROM pricing_plan_charges WHERE order_id = ${orderId} ORDER BY cycle_index, attempt`,
    );
  const events = async (orderId: string) =>
    (
      await t.db.all<{ action: string }>(
        sql`SELECT action FROM outbox WHERE entity_id = ${orderId} ORDER BY seq`,
      )
    ).map((row) => row.action);
  /** Moves the clock and runs what the job runner would have run by then. */
  const pass = async (ms: number) => {
    clock.advance(ms);
    await t.runDueJobs();
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  it('charges a monthly plan at purchase and at each renewal, from the 31st to the last day of short months', async () => {
    clock.set('2030-01-31T10:00:00.000Z');
    const plan = await createPlan();
    const buyer = await signUp();
    const bought = await buy(plan.id, buyer);
    expect(bought).toMatchObject({
      planId: plan.id,
      buyer: { memberId: buyer.memberId },
      type: 'ONLINE',
      status: 'ACTIVE',
      lastPaymentStatus: 'PAID',
      startDate: '2030-01-31T10:00:00.000Z',
      currentCycle: {
        index: 1,
        startedDate: '2030-01-31T10:00:00.000Z',
        endedDate: '2030-02-28T10:00:00.000Z',
      },
      planName: 'Monthly membership',
      planPrice: '20.00',
    });
    expect(bought).not.toHaveProperty('endDate');
    await pass(28 * DAY);
    const renewed = await order(bought.id);
    expect(renewed.currentCycle).toEqual({
      index: 2,
      startedDate: '2030-02-28T10:00:00.000Z',
      endedDate: '2030-03-31T10:00:00.000Z',
    });
    await pass(31 * DAY);
    expect((await order(bought.id)).currentCycle.index).toBe(3);
    expect((await charges(bought.id)).map((row) => Number(row.cycle_index))).toEqual([1, 2, 3]);
    expect(await events(bought.id)).toEqual([
      'created',
      'purchased',
      'started',
      'cycle_started',
      'cycle_started',
      'cycle_started',
    ]);
    expect((await owned('GET', `/pricing-plans/v2/plans/${plan.id}`)).plan.hasOrders).toBe(true);
  });

  it('gives the free trial first, then takes the first payment from the kept card', async () => {
    clock.set('2030-04-01T00:00:00.000Z');
    const plan = await createPlan({
      name: 'Trial plan',
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' } },
        price: { value: '15' },
        freeTrialDays: 7,
      },
    });
    const bought = await buy(plan.id, await signUp());
    expect(bought).toMatchObject({
      status: 'ACTIVE',
      lastPaymentStatus: 'NOT_APPLICABLE',
      freeTrialDays: 7,
      currentCycle: { index: 0, endedDate: '2030-04-08T00:00:00.000Z' },
    });
    expect(await charges(bought.id)).toEqual([]);
    await pass(7 * DAY);
    expect(await order(bought.id)).toMatchObject({ lastPaymentStatus: 'PAID', currentCycle: { index: 1 } });
    expect((await charges(bought.id)).map((row) => row.status)).toEqual(['PAID']);
  });

  it('tries a renewal the kept card fails again each day, then cancels the order for payment failure', async () => {
    clock.set('2030-05-15T00:00:00.000Z');
    const plan = await createPlan({ name: 'Monthly again' });
    // The card runs out at the end of May: the first payment goes through, June's renewal does not.
    const bought = await buy(plan.id, await signUp(), card(undefined, 2030, 5));
    expect(bought.lastPaymentStatus).toBe('PAID');
    await pass(31 * DAY);
    expect(await order(bought.id)).toMatchObject({
      status: 'ACTIVE',
      lastPaymentStatus: 'FAILED',
      currentCycle: { index: 2 },
    });
    for (let day = 0; day < 3; day++) await pass(DAY);
    const canceled = await order(bought.id);
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      lastPaymentStatus: 'FAILED',
      cancellation: { cause: 'PAYMENT_FAILURE', effectiveAt: 'IMMEDIATELY' },
    });
    expect(
      (await charges(bought.id)).map((row) => `${row.cycle_index}/${row.attempt}/${row.status}`),
    ).toEqual(['1/1/PAID', '2/1/FAILED', '2/2/FAILED', '2/3/FAILED', '2/4/FAILED']);
    await pass(30 * DAY);
    expect(await charges(bought.id)).toHaveLength(5);
  });

  it("ends a single payment for a duration, moved by the pauses and the owner's postponement", async () => {
    clock.set('2030-06-01T00:00:00.000Z');
    const plan = await createPlan({
      name: 'Ten-week pass',
      pricing: { singlePaymentForDuration: { count: 10, unit: 'WEEK' }, price: { value: '99' } },
    });
    const bought = await buy(plan.id, await signUp());
    expect(bought.endDate).toBe('2030-08-10T00:00:00.000Z');
    await pass(DAY);
    await owned('POST', `/pricing-plans/v2/orders/${bought.id}/pause`, {});
    expect((await order(bought.id)).status).toBe('PAUSED');
    const again = await call('POST', `/pricing-plans/v2/orders/${bought.id}/pause`, {});
    expect(again.json().details.applicationError.code).toBe('ORDER_NOT_ACTIVE');
    await pass(5 * DAY);
    await owned('POST', `/pricing-plans/v2/orders/${bought.id}/resume`, {});
    const resumed = await order(bought.id);
    expect(resumed).toMatchObject({ status: 'ACTIVE', endDate: '2030-08-15T00:00:00.000Z' });
    expect(resumed.pausePeriods).toEqual([
      { status: 'ENDED', pauseDate: '2030-06-02T00:00:00.000Z', resumeDate: '2030-06-07T00:00:00.000Z' },
    ]);
    const earlier = await call('PATCH', `/pricing-plans/v2/orders/${bought.id}`, {
      endDate: '2030-08-01T00:00:00.000Z',
    });
    expect(earlier.statusCode).toBe(400);
    await owned('PATCH', `/pricing-plans/v2/orders/${bought.id}`, {
      id: bought.id,
      endDate: '2030-09-01T00:00:00.000Z',
    });
    await pass(90 * DAY);
    expect(await order(bought.id)).toMatchObject({ status: 'ENDED', endDate: '2030-09-01T00:00:00.000Z' });
    expect(await events(bought.id)).toEqual([
      'created',
      'purchased',
      'started',
      'cycle_started',
      'paused',
      'resumed',
      'end_date_postponed',
      'ended',
    ]);
  });

  it('lets a member read and cancel only their own orders, now or at the next payment date', async () => {
    clock.set('2030-07-10T00:00:00.000Z');
    const plan = await createPlan({ name: 'Cancelable' });
    const ada = await signUp();
    const bob = await signUp();
    const adas = await buy(plan.id, ada);
    const bobs = await buy(plan.id, bob);
    const mine = (await call('GET', '/pricing-plans/v2/member/orders', undefined, ada.token)).json();
    expect(mine.orders.map((entry: { id: string }) => entry.id)).toEqual([adas.id]);
    expect(
      (await call('GET', `/pricing-plans/v2/member/orders/${bobs.id}`, undefined, ada.token)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/pricing-plans/v2/member/orders/${bobs.id}/cancel`,
          { effectiveAt: 'IMMEDIATELY' },
          ada.token,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/pricing-plans/v2/orders', undefined, ada.token)).statusCode).toBe(403);
    expect(
      (await call('GET', '/pricing-plans/v2/member/orders', undefined, await t.visitorToken())).statusCode,
    ).toBe(403);

    const later = await call(
      'POST',
      `/pricing-plans/v2/member/orders/${adas.id}/cancel`,
      { effectiveAt: 'NEXT_PAYMENT_DATE' },
      ada.token,
    );
    expect(later.statusCode).toBe(200);
    expect(await order(adas.id)).toMatchObject({
      status: 'ACTIVE',
      autoRenewCanceled: true,
      endDate: '2030-08-10T00:00:00.000Z',
      cancellation: { cause: 'MEMBER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' },
    });
    await owned('POST', `/pricing-plans/v2/orders/${bobs.id}/cancel`, { effectiveAt: 'IMMEDIATELY' });
    expect(await order(bobs.id)).toMatchObject({
      status: 'CANCELED',
      endDate: '2030-07-10T00:00:00.000Z',
      cancellation: { cause: 'OWNER_ACTION' },
    });
    await pass(32 * DAY);
    expect(await order(adas.id)).toMatchObject({ status: 'CANCELED', endDate: '2030-08-10T00:00:00.000Z' });
    expect((await charges(adas.id)).map((row) => Number(row.cycle_index))).toEqual([1]);
    // A month on, the member's access token has long been renewed.
    const adaNow = await t.memberToken(ada.memberId);
    const twice = await call(
      'POST',
      `/pricing-plans/v2/member/orders/${adas.id}/cancel`,
      { effectiveAt: 'IMMEDIATELY' },
      adaNow,
    );
    expect(twice.json().details.applicationError.code).toBe('ORDER_ALREADY_ENDED');

    const locked = await createPlan({ name: 'No cancel', buyerCanCancel: false });
    const carl = await signUp();
    const kept = await buy(locked.id, carl);
    const refused = await call(
      'POST',
      `/pricing-plans/v2/member/orders/${kept.id}/cancel`,
      { effectiveAt: 'IMMEDIATELY' },
      carl.token,
    );
    expect(refused.statusCode).toBe(403);
    expect((await order(kept.id)).status).toBe('ACTIVE');
  });

  it('records offline orders, paid later by the owner, and lists orders by buyer and status', async () => {
    clock.set('2030-09-01T00:00:00.000Z');
    const plan = await createPlan({
      name: 'Desk sale',
      pricing: { singlePaymentUnlimited: true, price: { value: '300' } },
    });
    const buyer = await signUp();
    const created = await owned('POST', '/pricing-plans/v2/checkout/orders/offline', {
      planId: plan.id,
      memberId: buyer.memberId,
    });
    expect(created.order).toMatchObject({ type: 'OFFLINE', status: 'ACTIVE', lastPaymentStatus: 'UNPAID' });
    expect(created.order).not.toHaveProperty('endDate');
    await owned('POST', `/pricing-plans/v2/orders/${created.order.id}/mark-as-paid`, {});
    expect((await order(created.order.id)).lastPaymentStatus).toBe('PAID');
    const twice = await call('POST', `/pricing-plans/v2/orders/${created.order.id}/mark-as-paid`, {});
    expect(twice.json().details.applicationError.code).toBe('ORDER_ALREADY_PAID');
    const online = await buy(plan.id, buyer);
    expect((await call('POST', `/pricing-plans/v2/orders/${online.id}/mark-as-paid`, {})).statusCode).toBe(
      400,
    );
    const nobody = await call('POST', '/pricing-plans/v2/checkout/orders/offline', {
      planId: plan.id,
      memberId: 'nobody',
    });
    expect(nobody.statusCode).toBe(404);

    const listed = await owned(
      'GET',
      `/pricing-plans/v2/orders?buyerIds=${buyer.memberId}&orderStatuses=ACTIVE&limit=10`,
    );
    expect(listed.orders.map((entry: { id: string }) => entry.id).sort()).toEqual(
      [created.order.id, online.id].sort(),
    );
    expect(listed.pagingMetadata).toMatchObject({ count: 2, total: 2, offset: 0 });
    const unpaid = await owned(
      'GET',
      `/pricing-plans/v2/orders?buyerIds=${buyer.memberId}&paymentStatuses=UNPAID`,
    );
    expect(unpaid.orders).toEqual([]);
    expect((await call('GET', '/pricing-plans/v2/orders?orderStatuses=SOLD')).statusCode).toBe(400);
  });
});
