import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { plansTestCalls } from '../test-calls.js';

const DAY = 86_400_000;

/** The owner cancels a plan order now and gives back the running cycle's payment, whole or prorated. */
describe.each(testDialects)('refunds when the owner cancels a plan order, on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2030-03-01T00:00:00.000Z');
  const { call, owned, createPlan, signUp, buy, order } = plansTestCalls(() => t);
  const cancel = (id: string, body: Record<string, unknown>, authorization?: string) =>
    call('POST', `/pricing-plans/v2/orders/${id}/cancel`, body, authorization);
  const refunds = async (orderId: string) =>
    (
      (await call('GET', `/payments/v1/test-provider/calls?reference=plan-order:${orderId}:cycle:1`)).json()
        .calls as { kind: string; status: string; amount: string }[]
    )
      .filter((entry) => entry.kind === 'REFUND' && entry.status === 'DONE')
      .map((entry) => entry.amount);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  it('gives back the unused part of the month, or all of it, once', async () => {
    clock.set('2030-03-01T00:00:00.000Z');
    const plan = await createPlan();
    const prorated = await buy(plan.id, await signUp());
    const full = await buy(plan.id, await signUp());
    clock.advance(10 * DAY);

    // March has 31 days: 21 of them unused are 21/31 of $20.00, $13.548…, rounded down.
    const first = await cancel(prorated.id, { effectiveAt: 'IMMEDIATELY', refund: 'PRORATED' });
    expect(first.statusCode).toBe(200);
    expect(await refunds(prorated.id)).toEqual(['13.54']);
    expect((await order(prorated.id)).status).toBe('CANCELED');
    const again = await cancel(prorated.id, { effectiveAt: 'IMMEDIATELY', refund: 'FULL' });
    expect(again.json().details.applicationError.code).toBe('ORDER_ALREADY_ENDED');
    expect(await refunds(prorated.id)).toEqual(['13.54']);

    expect((await cancel(full.id, { effectiveAt: 'IMMEDIATELY', refund: 'FULL' })).statusCode).toBe(200);
    expect(await refunds(full.id)).toEqual(['20.00']);
  });

  it('refuses a refund it cannot make, and cancels nothing then', async () => {
    clock.set('2030-05-01T00:00:00.000Z');
    const plan = await createPlan({ name: 'Studio pass' });
    const buyer = await signUp();
    const online = await buy(plan.id, buyer);
    const later = await cancel(online.id, { effectiveAt: 'NEXT_PAYMENT_DATE', refund: 'FULL' });
    expect(later.statusCode).toBe(400);
    expect(later.json().details.validationError.fieldViolations[0].field).toBe('refund');
    const byMember = await call(
      'POST',
      `/pricing-plans/v2/member/orders/${online.id}/cancel`,
      { effectiveAt: 'IMMEDIATELY', refund: 'FULL' },
      buyer.token,
    );
    expect(byMember.statusCode).toBe(400);

    // An order paid at the desk has no card payment to give back.
    const offline = (
      await owned('POST', '/pricing-plans/v2/checkout/orders/offline', {
        planId: plan.id,
        memberId: buyer.memberId,
        paid: true,
      })
    ).order;
    const nothing = await cancel(offline.id, { effectiveAt: 'IMMEDIATELY', refund: 'FULL' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().details.applicationError.code).toBe('NOTHING_TO_REFUND');
    expect((await order(offline.id)).status).toBe('ACTIVE');
    expect((await order(online.id)).status).toBe('ACTIVE');
  });
});
