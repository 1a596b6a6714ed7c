import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/clock.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { cancellationFee } from '../policies/cancellation-fee.js';
import { bookingsTestCalls } from '../test-calls.js';

const HOUR = 3_600_000;

describe('the cancellation fee of a policy', () => {
  const policy = {
    cancellationFeePolicy: {
      enabled: true,
      cancellationWindows: [
        { startInMinutes: 1440, percentage: '50' },
        { startInMinutes: 120, amount: { value: '40', currency: 'USD' } },
      ],
    },
  };
  const start = Date.parse('2030-03-11T14:00:00.000Z');
  it('is nothing before the first window begins, then the fee of the window nearest the start', () => {
    expect(cancellationFee(policy, 4500, 'USD', start, start - 25 * HOUR)).toBe(0);
    expect(cancellationFee(policy, 4500, 'USD', start, start - 24 * HOUR)).toBe(2250);
    expect(cancellationFee(policy, 4500, 'USD', start, start - 1 * HOUR)).toBe(4000);
  });
  it('never keeps more than was paid, and nothing when the policy has no fees', () => {
    expect(cancellationFee(policy, 3000, 'USD', start, start - HOUR)).toBe(3000);
    expect(
      cancellationFee(
        { cancellationFeePolicy: { ...policy.cancellationFeePolicy, enabled: false } },
        4500,
        'USD',
        start,
        start,
      ),
    ).toBe(0);
  });
});

/** A booking paid online, ended by its customer or by the business: what goes back to the card. */
describe.each(testDialects)('refunds of bookings paid online on %s', (dialect) => {
  let t: TestApp;
  let member: string;
  let serviceId: string;
  const clock = new ManualClock('2030-03-08T12:00:00.000Z');
  const { call, owned, paidHaircut, bookPaidOnHostedPage } = bookingsTestCalls(() => t);

  /** The member books the service's first free time on March 11 from `hour` on the hosted page, paying by card. */
  const bookPaid = (hour = '14:00') => bookPaidOnHostedPage(member, serviceId, `2030-03-11T${hour}:00.000Z`);
  const refunded = async (bookingId: string) =>
    (
      (
        await call(
          'GET',
          `/payments/v1/test-provider/calls?reference=booking:${bookingId}`,
          undefined,
          t.ownerApiKey,
        )
      ).json().calls as { kind: string; status: string; amount: string }[]
    )
      .filter((entry) => entry.kind === 'REFUND' && entry.status === 'DONE')
      .map((entry) => entry.amount);
  const cancel = (bookingId: string, authorization: string, body: Record<string, unknown> = {}) =>
    call('POST', `/bookings/v2/bookings/${bookingId}/cancel`, body, authorization);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { clock });
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    const policy = (
      await owned('POST', '/bookings/v1/booking-policies', {
        bookingPolicy: {
          name: 'Half kept on the day',
          cancellationFeePolicy: {
            enabled: true,
            cancellationWindows: [{ startInMinutes: 1440, percentage: '50' }],
          },
        },
      })
    ).bookingPolicy;
    expect(policy.cancellationFeePolicy.cancellationWindows).toEqual([
      { startInMinutes: 1440, percentage: '50' },
    ]);
    serviceId = await paidHaircut({ bookingPolicy: { id: policy.id } });
  });
  afterAll(() => t.close());

  it('refunds a customer in full before the fee’s window, and keeps the fee within it', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    const early = await bookPaid('14:00');
    expect(early.paymentStatus).toBe('PAID');
    const canceled = await cancel(early.id, member);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().booking.paymentStatus).toBe('REFUNDED');
    expect(await refunded(early.id)).toEqual(['45.00']);
    const [mail] = (
      await call('GET', '/mail/v1/messages?to=grace@example.com', undefined, t.ownerApiKey)
    ).json().messages;
    expect(mail.subject).toBe('Canceled: Haircut');
    expect(mail.text).toContain('We refunded $45.00 to the card you paid with');

    const late = await bookPaid('15:00');
    clock.set('2030-03-11T06:00:00.000Z');
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    const keptHalf = await cancel(late.id, member);
    expect(keptHalf.json().booking.paymentStatus).toBe('PAID');
    expect(await refunded(late.id)).toEqual(['22.50']);
  });

  it('refunds in full when the business cancels, unless it says not to; a moved booking stays paid', async () => {
    clock.set('2030-03-08T12:00:00.000Z');
    member = await t.memberToken('11111111-1111-4111-8111-111111111111');
    const first = await bookPaid('10:00');
    const second = await bookPaid('11:00');
    clock.set('2030-03-11T08:00:00.000Z');
    expect((await cancel(first.id, t.ownerApiKey)).json().booking.paymentStatus).toBe('REFUNDED');
    expect(await refunded(first.id)).toEqual(['45.00']);
    const kept = await cancel(second.id, t.ownerApiKey, { flowControlSettings: { withRefund: false } });
    expect(kept.json().booking).toMatchObject({ status: 'CANCELED', paymentStatus: 'PAID' });
    expect(await refunded(second.id)).toEqual([]);

    clock.set('2030-03-08T12:00:00.000Z');
    const moving = await bookPaid('12:00');
    const moved = await call(
      'POST',
      `/bookings/v2/bookings/${moving.id}/reschedule`,
      { slot: { serviceId, startDate: '2030-03-11T16:00:00.000Z', endDate: '2030-03-11T17:00:00.000Z' } },
      t.ownerApiKey,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.paymentStatus).toBe('PAID');
    expect(await refunded(moving.id)).toEqual([]);
  });

  it('refuses a fee window that has both a percentage and an amount, or neither', async () => {
    for (const window of [
      { startInMinutes: 60, percentage: '10', amount: { value: '5', currency: 'USD' } },
      { startInMinutes: 60 },
    ]) {
      const response = await call(
        'POST',
        '/bookings/v1/booking-policies',
        {
          bookingPolicy: {
            name: 'Bad',
            cancellationFeePolicy: { enabled: true, cancellationWindows: [window] },
          },
        },
        t.ownerApiKey,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toBe(
        'bookingPolicy.cancellationFeePolicy.cancellationWindows[0]',
      );
    }
  });
});
