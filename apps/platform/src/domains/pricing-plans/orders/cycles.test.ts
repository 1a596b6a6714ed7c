import { describe, expect, it } from 'vitest';
import { addPeriod, cycleStart, naturalEnd, type OrderTerms, RENEWAL_RETRIES } from './cycles.js';
import { endDateOf, nextChargeDate, nextStep, type OrderState } from './steps.js';

const monthly: OrderTerms = {
  model: 'subscription',
  cycleDuration: { count: 1, unit: 'MONTH' },
  cycleCount: 0,
  freeTrialDays: 0,
};
const at = (iso: string) => new Date(iso);
const iso = (date: Date | undefined) => date?.toISOString();

function state(overrides: Partial<OrderState> = {}): OrderState {
  return {
    status: 'ACTIVE',
    type: 'ONLINE',
    terms: monthly,
    free: false,
    startDate: '2030-01-31T10:00:00.000Z',
    pausePeriods: [],
    cycleIndex: 1,
    payments: [{ cycle: 1, status: 'PAID', attempts: 1 }],
    ...overrides,
  };
}

describe('plan order cycles', () => {
  it('counts months from one anchor: a plan bought on the 31st renews on the last day of short months', () => {
    const start = at('2030-01-31T10:00:00.000Z');
    expect(iso(addPeriod(start, 1, 'MONTH'))).toBe('2030-02-28T10:00:00.000Z');
    expect(iso(addPeriod(start, 2, 'MONTH'))).toBe('2030-03-31T10:00:00.000Z');
    expect(iso(addPeriod(start, 3, 'MONTH'))).toBe('2030-04-30T10:00:00.000Z');
    expect(iso(addPeriod(at('2032-02-29T00:00:00Z'), 1, 'YEAR'))).toBe('2033-02-28T00:00:00.000Z');
    const cycles = [2, 3, 4].map((index) => iso(cycleStart(monthly, start, [], index, start)));
    expect(cycles).toEqual([
      '2030-02-28T10:00:00.000Z',
      '2030-03-31T10:00:00.000Z',
      '2030-04-30T10:00:00.000Z',
    ]);
  });

  it('starts with the free trial (cycle 0), then takes the first payment when it ends', () => {
    const trial: OrderTerms = { ...monthly, freeTrialDays: 7 };
    const pending = state({
      terms: trial,
      status: 'PENDING',
      cycleIndex: undefined,
      payments: [],
      startDate: '2030-01-01T00:00:00.000Z',
    });
    expect(nextStep(pending, at('2030-01-01T00:00:00Z'))).toEqual({
      kind: 'start',
      at: at('2030-01-01T00:00:00Z'),
    });
    const inTrial = { ...pending, status: 'ACTIVE' as const, cycleIndex: 0 };
    expect(nextStep(inTrial, at('2030-01-02T00:00:00Z'))).toEqual({
      kind: 'startCycle',
      index: 1,
      at: at('2030-01-08T00:00:00Z'),
    });
    expect(iso(nextChargeDate(inTrial, at('2030-01-02T00:00:00Z')))).toBe('2030-01-08T00:00:00.000Z');
    // Cycle 2 renews a month after the first payment, not a month after the purchase.
    const paying = { ...inTrial, cycleIndex: 1 };
    expect(nextStep(paying, at('2030-01-09T00:00:00Z'))).toMatchObject({
      kind: 'startCycle',
      index: 2,
      at: at('2030-02-08T00:00:00Z'),
    });
  });

  it('renews a subscription every cycle until its count, then ends', () => {
    const year: OrderTerms = { ...monthly, cycleCount: 3 };
    const order = state({ terms: year, startDate: '2030-01-15T00:00:00.000Z' });
    expect(nextStep(order, at('2030-01-16T00:00:00Z'))).toMatchObject({
      kind: 'startCycle',
      index: 2,
      at: at('2030-02-15T00:00:00Z'),
    });
    const last = { ...order, cycleIndex: 3 };
    expect(nextStep(last, at('2030-03-16T00:00:00Z'))).toEqual({
      kind: 'end',
      at: at('2030-04-15T00:00:00Z'),
    });
    expect(iso(nextChargeDate(last, at('2030-03-16T00:00:00Z')))).toBeUndefined();
  });

  it('tries a failed renewal again a day later, and cancels for payment failure when the retries run out', () => {
    const failed = state({
      cycleIndex: 2,
      payments: [
        { cycle: 1, status: 'PAID', attempts: 1 },
        { cycle: 2, status: 'FAILED', attempts: 1, lastAttemptDate: '2030-02-28T10:00:00.000Z' },
      ],
    });
    expect(nextStep(failed, at('2030-02-28T11:00:00Z'))).toEqual({
      kind: 'retryCharge',
      index: 2,
      at: at('2030-03-01T10:00:00Z'),
    });
    const exhausted = {
      ...failed,
      payments: [
        {
          cycle: 2,
          status: 'FAILED' as const,
          attempts: RENEWAL_RETRIES + 1,
          lastAttemptDate: '2030-03-03T10:00:00.000Z',
        },
      ],
    };
    expect(nextStep(exhausted, at('2030-03-03T11:00:00Z'))).toEqual({
      kind: 'cancel',
      cause: 'PAYMENT_FAILURE',
      at: at('2030-03-03T10:00:00Z'),
    });
  });

  it('moves the rest of the calendar by a pause once resumed, and waits while it lasts', () => {
    const pass: OrderTerms = { model: 'singlePaymentForDuration', duration: { count: 1, unit: 'MONTH' } };
    const start = '2030-05-01T00:00:00.000Z';
    expect(iso(naturalEnd(pass, at(start), [], at(start)))).toBe('2030-06-01T00:00:00.000Z');
    const paused = state({
      terms: pass,
      startDate: start,
      status: 'PAUSED',
      pausePeriods: [{ pauseDate: '2030-05-10T00:00:00.000Z' }],
    });
    expect(nextStep(paused, at('2030-05-20T00:00:00Z'))).toBeUndefined();
    // Still paused: the end it would have keeps moving with the clock.
    expect(iso(endDateOf(paused, at('2030-05-20T00:00:00Z')))).toBe('2030-06-11T00:00:00.000Z');
    const resumed = {
      ...paused,
      status: 'ACTIVE' as const,
      pausePeriods: [{ pauseDate: '2030-05-10T00:00:00.000Z', resumeDate: '2030-05-15T00:00:00.000Z' }],
    };
    expect(nextStep(resumed, at('2030-05-20T00:00:00Z'))).toEqual({
      kind: 'end',
      at: at('2030-06-06T00:00:00Z'),
    });
    // A pause in a later cycle leaves the earlier cycles' dates as they were.
    const sub = state({
      startDate: start,
      pausePeriods: [{ pauseDate: '2030-06-10T00:00:00.000Z', resumeDate: '2030-06-13T00:00:00.000Z' }],
    });
    expect(iso(cycleStart(monthly, at(start), sub.pausePeriods, 2, at('2030-07-01T00:00:00Z')))).toBe(
      '2030-06-01T00:00:00.000Z',
    );
    expect(iso(cycleStart(monthly, at(start), sub.pausePeriods, 3, at('2030-07-01T00:00:00Z')))).toBe(
      '2030-07-04T00:00:00.000Z',
    );
  });

  it('cancels at the next payment date at the end of the running cycle, charging nothing more', () => {
    const order = state({
      startDate: '2030-01-10T00:00:00.000Z',
      cycleIndex: 2,
      autoRenewCanceled: undefined,
      cancellation: {
        requestedDate: '2030-02-20T00:00:00.000Z',
        cause: 'MEMBER_ACTION',
        effectiveAt: 'NEXT_PAYMENT_DATE',
      },
    } as Partial<OrderState>);
    expect(nextStep(order, at('2030-02-21T00:00:00Z'))).toEqual({
      kind: 'cancel',
      cause: 'MEMBER_ACTION',
      at: at('2030-03-10T00:00:00Z'),
    });
    expect(nextChargeDate(order, at('2030-02-21T00:00:00Z'))).toBeUndefined();
    const now = state({ status: 'CANCELED', endedDate: '2030-02-20T00:00:00.000Z' });
    expect(nextStep(now, at('2030-02-21T00:00:00Z'))).toBeUndefined();
    expect(iso(endDateOf(now, at('2030-02-21T00:00:00Z')))).toBe('2030-02-20T00:00:00.000Z');
  });

  it('ends a single payment for a duration after it, and never an unlimited one', () => {
    const pass: OrderTerms = { model: 'singlePaymentForDuration', duration: { count: 10, unit: 'WEEK' } };
    expect(
      nextStep(state({ terms: pass, startDate: '2030-01-01T00:00:00.000Z' }), at('2030-01-02T00:00:00Z')),
    ).toEqual({
      kind: 'end',
      at: at('2030-03-12T00:00:00Z'),
    });
    expect(
      nextStep(state({ terms: { model: 'singlePaymentUnlimited' } }), at('2040-01-01T00:00:00Z')),
    ).toBeUndefined();
    const postponed = state({
      terms: pass,
      startDate: '2030-01-01T00:00:00.000Z',
      endDateOverride: '2030-04-01T00:00:00.000Z',
    });
    expect(nextStep(postponed, at('2030-03-13T00:00:00Z'))).toEqual({
      kind: 'end',
      at: at('2030-04-01T00:00:00Z'),
    });
  });
});
