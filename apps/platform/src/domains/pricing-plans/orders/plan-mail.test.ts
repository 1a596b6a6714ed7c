import type { MailMessage } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { card, plansTestCalls } from '../test-calls.js';

const DAY = 86_400_000;

/** The member's mail as their plan is bought, renewed, refused, nearly out of trial, and canceled. */
describe.each(testDialects)('the mail of plan orders on %s', (dialect) => {
  let t: TestApp;
  const clock = new ManualClock('2030-01-31T10:00:00.000Z');
  const { call, createPlan, signUp, buy } = plansTestCalls(() => t);
  const pass = async (ms: number) => {
    clock.advance(ms);
    await t.runDueJobs();
  };
  /** The member's messages about plans, oldest first (sign-up mail left out). */
  const planMail = async (to: string): Promise<MailMessage[]> =>
    (
      (await call('GET', `/mail/v1/messages?to=${to}&limit=50`, undefined, t.ownerApiKey)).json()
        .messages as MailMessage[]
    )
      .filter((message) => /plan|Receipt|Payment failed|Canceled/.test(message.subject))
      .reverse();

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
  });
  afterAll(() => t.close());

  it('sends the receipt of the purchase, then of each renewal, with the next payment date', async () => {
    clock.set('2030-01-31T10:00:00.000Z');
    const plan = await createPlan();
    const buyer = await signUp();
    await buy(plan.id, buyer);
    const [receipt] = await planMail(buyer.email);
    expect(receipt?.subject).toBe('Your Monthly membership plan');
    expect(receipt?.text).toContain('we charged $20.00 to your card for your Monthly membership plan');
    // The site is in New York: 10:00 UTC on Feb 28 is that morning there.
    expect(receipt?.text).toContain('Your next payment of $20.00 is on February 28, 2030.');
    await pass(28 * DAY);
    const subjects = (await planMail(buyer.email)).map((message) => message.subject);
    expect(subjects).toEqual(['Your Monthly membership plan', 'Receipt: Monthly membership']);
    expect((await planMail(buyer.email))[1]?.text).toContain(
      'Your next payment of $20.00 is on March 31, 2030.',
    );
  });

  it('tells of the free trial, of its end three days ahead, then sends the first receipt', async () => {
    clock.set('2030-04-01T00:00:00.000Z');
    const plan = await createPlan({
      name: 'Trial plan',
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' } },
        price: { value: '15' },
        freeTrialDays: 7,
      },
    });
    const buyer = await signUp();
    await buy(plan.id, buyer);
    const [welcome] = await planMail(buyer.email);
    expect(welcome?.text).toContain('Your free trial of Trial plan has begun, and runs until April 7, 2030.');
    await pass(3 * DAY);
    expect(await planMail(buyer.email)).toHaveLength(1);
    await pass(DAY);
    const [, ending] = await planMail(buyer.email);
    expect(ending?.subject).toBe('Your Trial plan trial ends on April 7, 2030');
    expect(ending?.text).toContain('Then we charge $15.00 to your card');
    await pass(3 * DAY);
    expect((await planMail(buyer.email)).map((message) => message.subject)).toEqual([
      'Your Trial plan plan',
      'Your Trial plan trial ends on April 7, 2030',
      'Receipt: Trial plan',
    ]);
  });

  it('mails each refused renewal with the next try, the last try, and the cancelation', async () => {
    clock.set('2030-05-15T00:00:00.000Z');
    const plan = await createPlan({ name: 'Monthly again' });
    const buyer = await signUp();
    await buy(plan.id, buyer, card(undefined, 2030, 5));
    await pass(31 * DAY);
    const [, firstFailure] = await planMail(buyer.email);
    expect(firstFailure?.subject).toBe('Payment failed: Monthly again');
    expect(firstFailure?.text).toContain('We will try again on June 15, 2030.');
    for (let day = 0; day < 3; day++) await pass(DAY);
    const mails = await planMail(buyer.email);
    expect(mails.map((message) => message.subject)).toEqual([
      'Your Monthly again plan',
      ...Array(4).fill('Payment failed: Monthly again'),
      'Canceled: Monthly again',
    ]);
    expect(mails[4]?.text).toContain('That was our last try');
    expect(mails[5]?.text).toContain('is canceled: we could not take its payment');
  });

  it('mails a cancelation now with its refund, and one at the end of the period with its last day', async () => {
    clock.set('2030-07-01T12:00:00.000Z');
    const plan = await createPlan({ name: 'Refundable' });
    const owner = await signUp();
    const refunded = await buy(plan.id, owner);
    const canceled = await call(
      'POST',
      `/pricing-plans/v2/orders/${refunded.id}/cancel`,
      { effectiveAt: 'IMMEDIATELY', refund: 'FULL' },
      t.ownerApiKey,
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    const [, notice] = await planMail(owner.email);
    expect(notice?.subject).toBe('Canceled: Refundable');
    expect(notice?.text).toContain('We refunded $20.00 to your card');

    const member = await signUp();
    const later = await buy(plan.id, member);
    const ending = await call(
      'POST',
      `/pricing-plans/v2/orders/${later.id}/cancel`,
      { effectiveAt: 'NEXT_PAYMENT_DATE' },
      t.ownerApiKey,
    );
    expect(ending.statusCode, ending.body).toBe(200);
    const [, atEnd] = await planMail(member.email);
    expect(atEnd?.text).toContain('will not renew. It stays active until August 1, 2030.');
  });
});
