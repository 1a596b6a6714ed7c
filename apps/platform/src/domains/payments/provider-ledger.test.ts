import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { cardCharge, paymentKey } from './payment-keys.js';
import { TEST_CARDS } from './test-provider.js';

const card = (number: string = TEST_CARDS.approved) => ({
  number,
  expiryMonth: 12,
  expiryYear: 2034,
  cvc: '123',
});

/**
 * The test provider as every vertical calls it: each call recorded, a call with a key that
 * already succeeded answered from its record, refunds never more than was taken.
 */
describe.each(testDialects)("the test provider's record of its calls on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const provider = () => t.services.payments;
  const charge = (reference: string, amountMinor = 5000, number?: string) =>
    provider().charge(
      cardCharge({ siteId: t.siteId, reference, amountMinor, currency: 'USD', card: card(number) }),
    );
  const refund = (transactionId: string, amountMinor: number, key: string) =>
    provider().refund({
      siteId: t.siteId,
      transactionId,
      amountMinor,
      currency: 'USD',
      reference: `refund-of:${transactionId}`,
      idempotencyKey: key,
    });
  const calls = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/payments/v1/test-provider/calls${query}`,
      headers: { authorization: t.ownerApiKey },
    });
    expect(response.statusCode).toBe(200);
    return response.json().calls as Record<string, string>[];
  };

  it('answers ten sends of one charge at once with one payment, recorded once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => charge('order-1')));
    const ids = new Set(answers.map((answer) => (answer.status === 'APPROVED' ? answer.transactionId : '')));
    expect(ids.size).toBe(1);
    const recorded = await calls('?reference=order-1');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      kind: 'CHARGE',
      status: 'APPROVED',
      amount: '50.00',
      currency: 'USD',
    });
    expect(recorded[0]?.transactionId).toBe([...ids][0]);
  });

  it('charges again for another card, and records a decline without holding its key', async () => {
    const declined = await charge('order-2', 5000, TEST_CARDS.declined);
    expect(declined.status).toBe('DECLINED');
    const paid = await charge('order-2');
    expect(paid.status).toBe('APPROVED');
    expect((await calls('?reference=order-2')).map((entry) => entry.status)).toEqual([
      'APPROVED',
      'DECLINED',
    ]);
  });

  it('refunds a payment once for ten sends of one refund, and never more than was taken', async () => {
    const paid = await charge('order-3', 3000);
    if (paid.status !== 'APPROVED') throw new Error('not approved');
    const same = await Promise.all(Array.from({ length: 10 }, () => refund(paid.transactionId, 1000, 'r-1')));
    expect(
      new Set(same.map((answer) => (answer.status === 'DONE' ? answer.refundId : answer.reason))).size,
    ).toBe(1);
    // Ten different refunds of everything that is left, at once: one gives it back, nine are refused.
    const rivals = await Promise.all(
      Array.from({ length: 10 }, (_, index) => refund(paid.transactionId, 2000, `r-all-${index}`)),
    );
    expect(rivals.filter((answer) => answer.status === 'DONE')).toHaveLength(1);
    expect(rivals.filter((answer) => answer.status === 'REFUSED')[0]).toEqual({
      status: 'REFUSED',
      reason: 'Only $0.00 is left to refund of this payment',
    });
    const refunds = (await calls(`?transactionId=${paid.transactionId}`)).filter(
      (entry) => entry.kind === 'REFUND' && entry.status === 'DONE',
    );
    expect(refunds.map((entry) => entry.amount).sort()).toEqual(['10.00', '20.00']);
  });

  it('refuses to refund what took no money, or in another currency', async () => {
    const declined = await refund('test_nothing', 100, paymentKey('refund', 'nothing'));
    expect(declined).toEqual({ status: 'REFUSED', reason: 'This is not a payment that took money' });
    const paid = await charge('order-4', 1000);
    if (paid.status !== 'APPROVED') throw new Error('not approved');
    const euros = await provider().refund({
      siteId: t.siteId,
      transactionId: paid.transactionId,
      amountMinor: 100,
      currency: 'EUR',
      reference: 'refund-in-euros',
      idempotencyKey: 'euros',
    });
    expect(euros).toEqual({ status: 'REFUSED', reason: 'The payment was made in USD' });
  });

  it('is the owner’s to read, and says what is wrong with a bad filter', async () => {
    const visitor = await t.visitorToken();
    const asVisitor = await t.app.inject({
      method: 'GET',
      url: '/payments/v1/test-provider/calls',
      headers: { authorization: visitor },
    });
    expect(asVisitor.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/payments/v1/test-provider/calls?limit=0',
      headers: { authorization: t.ownerApiKey },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('limit');
    expect((await calls('?limit=1')).length).toBe(1);
  });
});
