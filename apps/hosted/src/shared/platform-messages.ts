import { BazaarError } from '@bazaar/sdk';
import { totalChangedOf } from '@bazaar/sdk/hosted';
import { declineSentence } from './payment-messages';

const TRY_AGAIN = 'Something went wrong. Please try again.';

/**
 * What a page tells a buyer about a failed call, as a sentence: a field the platform refused is
 * named in the buyer's words (`sentenceFor`, from the flow that knows its fields), a rule it
 * broke by the platform's own description (written for people), anything else as a plain
 * "try again". The platform's field paths and validator wording never reach the page.
 */
export function messageOf(
  reason: unknown,
  sentenceFor: (field: string) => string | undefined = () => undefined,
): string {
  if (!(reason instanceof BazaarError)) return TRY_AGAIN;
  const violation = reason.details.validationError?.fieldViolations[0];
  if (violation)
    return sentenceFor(violation.field) ?? 'Some details are not filled in as expected. Please check them.';
  const refused = reason.details.applicationError;
  if (reason.kind === 'application' && refused?.code === 'PAYMENT_DECLINED')
    return declineSentence(refused.data);
  const changed = totalChangedOf(reason);
  if (changed) return `The total is now ${changed.total.formattedAmount}. Check it, then pay again.`;
  if (reason.kind === 'application') return reason.details.applicationError?.description ?? TRY_AGAIN;
  return TRY_AGAIN;
}
