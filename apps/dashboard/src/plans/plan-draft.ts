import type { PlanInput } from '@bazaar/contracts';
import type { Plan } from '@bazaar/sdk/pricing-plans';
import { isWholeNumber } from '../form-rules';
import { isAmount } from '../products/decimal';

export type Unit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
/** How buyers pay: again every cycle, once for a span of time, or once for good. */
export type PaidBy = 'RECURRING' | 'ONCE_FOR' | 'ONCE';

/** A plan as its editor holds it, each number as typed. */
export interface PlanDraft {
  name: string;
  description: string;
  price: string;
  paidBy: PaidBy;
  every: string;
  unit: Unit;
  /** Payments of a recurring plan; blank: until canceled. */
  cycles: string;
  trialDays: string;
  /** Most orders one buyer may place; blank: no limit. */
  limitPerBuyer: string;
  visible: boolean;
  buyerCanCancel: boolean;
  /** Benefits, one a line. */
  perks: string;
}

export const emptyPlan = (): PlanDraft => ({
  name: '',
  description: '',
  price: '',
  paidBy: 'RECURRING',
  every: '1',
  unit: 'MONTH',
  cycles: '',
  trialDays: '',
  limitPerBuyer: '',
  visible: true,
  buyerCanCancel: true,
  perks: '',
});

export function draftOf(plan: Plan): PlanDraft {
  const { subscription, singlePaymentForDuration } = plan.pricing;
  const span = subscription?.cycleDuration ?? singlePaymentForDuration;
  return {
    name: plan.name,
    description: plan.description ?? '',
    price: plan.pricing.price.value,
    paidBy: subscription ? 'RECURRING' : singlePaymentForDuration ? 'ONCE_FOR' : 'ONCE',
    every: String(span?.count ?? 1),
    unit: span?.unit ?? 'MONTH',
    cycles: subscription?.cycleCount ? String(subscription.cycleCount) : '',
    trialDays: plan.pricing.freeTrialDays ? String(plan.pricing.freeTrialDays) : '',
    limitPerBuyer: plan.maxPurchasesPerBuyer ? String(plan.maxPurchasesPerBuyer) : '',
    visible: plan.public,
    buyerCanCancel: plan.buyerCanCancel,
    perks: plan.perks.values.join('\n'),
  };
}

/** What keeps the plan from being saved, by field, as sentences. */
export function problemsOf(draft: PlanDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = 'Give the plan a name.';
  else if (draft.name.trim().length > 50) problems.name = 'A name has at most 50 characters.';
  if (draft.description.length > 450) problems.description = 'A description has at most 450 characters.';
  if (!isAmount(draft.price)) problems.price = 'Write the price as a number, like 20 (0 for a free plan).';
  if (draft.paidBy !== 'ONCE' && !isWholeNumber(draft.every, 1, 999))
    problems.every = 'Write a whole number from 1 to 999.';
  if (draft.paidBy === 'RECURRING' && draft.cycles.trim() && !isWholeNumber(draft.cycles, 1, 520))
    problems.cycles = 'Write how many payments, from 1 to 520, or leave it blank for until canceled.';
  if (draft.paidBy === 'RECURRING' && draft.trialDays.trim() && !isWholeNumber(draft.trialDays, 0, 365))
    problems.trialDays = 'Write the free days, from 0 to 365.';
  if (draft.limitPerBuyer.trim() && !isWholeNumber(draft.limitPerBuyer, 1, 1000))
    problems.limitPerBuyer = 'Write a whole number from 1 to 1,000, or leave it blank for no limit.';
  const perks = draft.perks.split('\n').filter((line) => line.trim());
  if (perks.length > 40 || perks.some((line) => line.trim().length > 200))
    problems.perks = 'At most 40 benefits, each at most 200 characters.';
  return problems;
}

/** The plan as the platform takes it. */
export function planInputOf(draft: PlanDraft): PlanInput {
  const span = { count: Number(draft.every), unit: draft.unit };
  const recurring = draft.paidBy === 'RECURRING';
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    perks: {
      values: draft.perks
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
    pricing: {
      price: { value: draft.price.trim() },
      ...(recurring
        ? { subscription: { cycleDuration: span, cycleCount: Number(draft.cycles || '0') } }
        : draft.paidBy === 'ONCE_FOR'
          ? { singlePaymentForDuration: span }
          : { singlePaymentUnlimited: true }),
      ...(recurring && draft.trialDays.trim() ? { freeTrialDays: Number(draft.trialDays) } : {}),
    },
    public: draft.visible,
    maxPurchasesPerBuyer: Number(draft.limitPerBuyer || '0'),
    buyerCanCancel: draft.buyerCanCancel,
  };
}
