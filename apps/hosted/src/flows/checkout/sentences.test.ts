import { BazaarError } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../shared/platform-messages';
import { sentenceForCheckoutField } from './sentences';

const refused = (field: string) =>
  new BazaarError(
    'INVALID_ARGUMENT',
    'validation',
    {
      validationError: {
        fieldViolations: [
          { field, description: 'must match pattern "^[A-Z]{2}$"', violatedRule: 'VALIDATION' },
        ],
      },
    },
    400,
  );

describe('what the hosted checkout tells a buyer', () => {
  it('names a refused field in the buyer’s words, never the platform’s path or pattern', () => {
    const message = messageOf(
      refused('checkout.shippingInfo.shippingDestination.address.subdivision'),
      sentenceForCheckoutField,
    );
    expect(message).toBe('Choose the state or province from the list.');
    expect(messageOf(refused('session'), sentenceForCheckoutField)).toContain(
      'This checkout link is not valid',
    );
    expect(messageOf(refused('card.expiryMonth'), sentenceForCheckoutField)).toContain('MM/YY');
    expect(messageOf(refused('something.new'), sentenceForCheckoutField)).toBe(
      'Some details are not filled in as expected. Please check them.',
    );
  });

  it('passes on a broken rule as the platform describes it, and hides system failures', () => {
    const outOfStock = new BazaarError(
      'Conflict: Only 2 of Mug left in stock',
      'application',
      {
        applicationError: {
          code: 'INSUFFICIENT_INVENTORY',
          description: 'Only 2 of Mug left in stock',
          data: {},
        },
      },
      409,
    );
    expect(messageOf(outOfStock)).toBe('Only 2 of Mug left in stock');
    expect(messageOf(new BazaarError('System error occurred, request-id: x', 'system', {}, 500))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(messageOf(new TypeError('fetch failed'))).toBe('Something went wrong. Please try again.');
  });

  it('says a refused card the same way on every paying page, by why it was refused', () => {
    const declined = (declineCode?: string) =>
      new BazaarError(
        'Payment Required: platform wording',
        'application',
        {
          applicationError: {
            code: 'PAYMENT_DECLINED',
            description: 'platform wording',
            data: declineCode ? { status: 'DECLINED', declineCode } : {},
          },
        },
        402,
      );
    expect(messageOf(declined('EXPIRED_CARD'))).toBe(
      'Your card has expired and nothing was charged. Try another card.',
    );
    expect(messageOf(declined('CARD_DECLINED'))).toBe(
      'Your card was declined and nothing was charged. Try another card.',
    );
    expect(messageOf(declined('AUTHENTICATION_FAILED'))).toBe(
      'Your bank did not confirm the payment, and nothing was charged. Try again.',
    );
    // An answer from before decline codes, or one this page does not know: the plain decline.
    expect(messageOf(declined())).toBe('Your card was declined and nothing was charged. Try another card.');
    expect(messageOf(declined('SOMETHING_NEW'))).toBe(
      'Your card was declined and nothing was charged. Try another card.',
    );
  });
});
