import { describe, expect, it } from 'vitest';
import { emptyPlan, planInputOf, problemsOf } from './plan-draft';

describe('the plan editor’s draft', () => {
  it('says what is missing or malformed, by field', () => {
    expect(problemsOf(emptyPlan())).toEqual({
      name: 'Give the plan a name.',
      price: 'Write the price as a number, like 20 (0 for a free plan).',
    });
    const bad = { ...emptyPlan(), name: 'Gold', price: '20', every: '0', cycles: '999', trialDays: 'x' };
    expect(Object.keys(problemsOf(bad))).toEqual(['every', 'cycles', 'trialDays']);
  });

  it('sends the one pricing model chosen, with its trial and limits', () => {
    const monthly = {
      ...emptyPlan(),
      name: ' Gold ',
      price: '20',
      trialDays: '7',
      perks: 'Sauna\n\n Towels ',
    };
    expect(planInputOf(monthly)).toEqual({
      name: 'Gold',
      description: null,
      perks: { values: ['Sauna', 'Towels'] },
      pricing: {
        price: { value: '20' },
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
        freeTrialDays: 7,
      },
      public: true,
      maxPurchasesPerBuyer: 0,
      buyerCanCancel: true,
    });
    const pass = {
      ...monthly,
      paidBy: 'ONCE_FOR' as const,
      every: '10',
      unit: 'DAY' as const,
      limitPerBuyer: '1',
    };
    expect(planInputOf(pass).pricing).toEqual({
      price: { value: '20' },
      singlePaymentForDuration: { count: 10, unit: 'DAY' },
    });
    expect(planInputOf(pass).maxPurchasesPerBuyer).toBe(1);
    expect(planInputOf({ ...monthly, paidBy: 'ONCE' }).pricing).toEqual({
      price: { value: '20' },
      singlePaymentUnlimited: true,
    });
  });
});
