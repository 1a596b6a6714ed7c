import type { PlanInput, Pricing } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { toDecimalString, toMinor } from '../../../kernel/money.js';
import type { OrderTerms } from '../orders/cycles.js';

/**
 * A plan's pricing as sent, checked and normalised: exactly one model, the price in the site
 * currency (written with the currency's decimals), a free trial only before recurring payments.
 */
export function pricingOf(input: PlanInput['pricing'], currency: string, field = 'plan.pricing'): Pricing {
  const models = [
    input.subscription,
    input.singlePaymentForDuration,
    input.singlePaymentUnlimited === true ? true : undefined,
  ].filter((model) => model !== undefined);
  if (models.length !== 1)
    throw ValidationError.field(
      field,
      'must give exactly one of subscription, singlePaymentForDuration and singlePaymentUnlimited',
    );
  if (input.price.currency !== undefined && input.price.currency !== currency)
    throw ValidationError.field(`${field}.price.currency`, `must be the site currency, ${currency}`);
  const value = toDecimalString(toMinor(input.price.value, currency, `${field}.price.value`), currency);
  const freeTrialDays = input.freeTrialDays ?? 0;
  if (freeTrialDays > 0 && !input.subscription)
    throw ValidationError.field(`${field}.freeTrialDays`, 'is offered only with a subscription');
  const price = { value, currency };
  if (input.subscription)
    return {
      subscription: {
        cycleDuration: input.subscription.cycleDuration,
        cycleCount: input.subscription.cycleCount ?? 0,
      },
      price,
      ...(freeTrialDays > 0 ? { freeTrialDays } : {}),
    };
  if (input.singlePaymentForDuration)
    return { singlePaymentForDuration: input.singlePaymentForDuration, price };
  return { singlePaymentUnlimited: true, price };
}

/** The calendar terms an order keeps from the plan's pricing. */
export function termsOf(pricing: Pricing): OrderTerms {
  if (pricing.subscription)
    return {
      model: 'subscription',
      cycleDuration: pricing.subscription.cycleDuration,
      cycleCount: pricing.subscription.cycleCount ?? 0,
      freeTrialDays: pricing.freeTrialDays ?? 0,
    };
  if (pricing.singlePaymentForDuration)
    return { model: 'singlePaymentForDuration', duration: pricing.singlePaymentForDuration };
  return { model: 'singlePaymentUnlimited' };
}

const UNIT_WORDS = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

/** "month", "3 months". */
function durationWords(count: number, unit: keyof typeof UNIT_WORDS): string {
  const word = UNIT_WORDS[unit];
  return count === 1 ? word : `${count} ${word}s`;
}

/** How often and how long a plan is paid, in a buyer's words: "Every month, until canceled". */
export function billingWords(pricing: Pricing): string {
  if (pricing.subscription) {
    const { cycleDuration, cycleCount } = pricing.subscription;
    const every = `Every ${durationWords(cycleDuration.count, cycleDuration.unit)}`;
    return cycleCount
      ? `${every}, for ${durationWords(cycleDuration.count * cycleCount, cycleDuration.unit)}`
      : `${every}, until canceled`;
  }
  if (pricing.singlePaymentForDuration) {
    const { count, unit } = pricing.singlePaymentForDuration;
    return `One payment, valid for ${durationWords(count, unit)}`;
  }
  return 'One payment, valid until canceled';
}
