import type { PlanOrder, PublicPlan } from '@bazaar/sdk/pricing-plans';
import { describe, expect, it } from 'vitest';
import { planOrderView, planView } from './plans';

const plan = (pricing: PublicPlan['pricing'], changes: Partial<PublicPlan> = {}): PublicPlan =>
  ({
    _id: 'p1',
    name: 'Monthly',
    perks: { values: ['Classes'] },
    pricing,
    primary: false,
    slug: 'monthly',
    maxPurchasesPerBuyer: 0,
    allowFutureStartDate: false,
    buyerCanCancel: true,
    _createdDate: new Date('2030-01-01T00:00:00Z'),
    _updatedDate: new Date('2030-01-01T00:00:00Z'),
    ...changes,
  }) as PublicPlan;

const order = (changes: Partial<PlanOrder>): PlanOrder =>
  ({
    _id: 'o1',
    planId: 'p1',
    planName: 'Monthly',
    status: 'ACTIVE',
    autoRenewCanceled: false,
    pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 }, prices: [] },
    startDate: new Date('2030-01-31T10:00:00Z'),
    currentCycle: {
      index: 1,
      startedDate: new Date('2030-01-31T10:00:00Z'),
      endedDate: new Date('2030-02-28T10:00:00Z'),
    },
    cycles: [],
    pausePeriods: [],
    ...changes,
  }) as PlanOrder;

describe('plans as /subscriptions and /account show them', () => {
  it('says what one payment buys and the facts under the price', () => {
    const monthly = planView(
      plan({
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
        price: { value: '49.00', currency: 'USD' },
        freeTrialDays: 7,
      }),
    );
    expect(monthly).toMatchObject({
      price: '$49.00',
      per: '/ month',
      notes: ['7-day free trial', 'Renews until you cancel'],
    });
    const pass = planView(
      plan(
        {
          singlePaymentForDuration: { count: 3, unit: 'MONTH' },
          price: { value: '150.00', currency: 'USD' },
        },
        { sessionLimit: 10 },
      ),
    );
    expect(pass).toMatchObject({ price: '$150.00', per: 'for 3 months', notes: ['10 classes included'] });
    const free = planView(plan({ singlePaymentUnlimited: true, price: { value: '0.00', currency: 'USD' } }));
    expect(free).toMatchObject({ price: 'Free', per: 'once', notes: [] });
  });

  it('says where a member stands with an order: trial, renewing, ending, over', () => {
    expect(
      planOrderView(
        order({
          currentCycle: {
            index: 0,
            startedDate: new Date('2030-01-31T10:00:00Z'),
            endedDate: new Date('2030-02-07T10:00:00Z'),
          },
        }),
      ),
    ).toMatchObject({
      state: 'Free trial',
      detail: 'Next payment February 7, 2030',
      cancelable: true,
      recurring: true,
    });
    expect(planOrderView(order({}))).toMatchObject({
      state: 'Active',
      detail: 'Next payment February 28, 2030',
    });
    const ending = planOrderView(
      order({ autoRenewCanceled: true, endDate: new Date('2030-02-28T10:00:00Z') }),
    );
    expect(ending).toMatchObject({
      state: 'Ends February 28, 2030',
      detail: 'No more payments',
      cancelable: false,
    });
    const over = planOrderView(order({ status: 'CANCELED', endDate: new Date('2030-02-10T10:00:00Z') }));
    expect(over).toMatchObject({
      state: 'Canceled',
      detail: 'Canceled February 10, 2030',
      cancelable: false,
    });
  });
});
