import { BazaarError } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../shared/platform-messages';
import { type AddressDraft, EMPTY_ADDRESS, toDestination } from './address-fields';
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
    const declined = new BazaarError(
      'Bad Request: The card was declined',
      'application',
      { applicationError: { code: 'PAYMENT_DECLINED', description: 'The card was declined', data: {} } },
      400,
    );
    expect(messageOf(declined)).toBe('The card was declined');
    expect(messageOf(new BazaarError('System error occurred, request-id: x', 'system', {}, 500))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(messageOf(new TypeError('fetch failed'))).toBe('Something went wrong. Please try again.');
  });
});

describe('the shipping address', () => {
  const complete: AddressDraft = {
    ...EMPTY_ADDRESS,
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine: '350 5th Ave',
    city: 'New York',
  };

  it('waits for a state where the country has them, and sends it as ISO 3166-2', () => {
    expect(toDestination({ ...complete, country: 'US' })).toBeUndefined();
    expect(toDestination({ ...complete, country: 'US', state: 'NY' })?.address.subdivision).toBe('US-NY');
    expect(toDestination({ ...complete, country: 'US', state: 'ZZ' })).toBeUndefined();
  });

  it('goes without one where the country has none', () => {
    const berlin = toDestination({ ...complete, country: 'DE', city: 'Berlin', state: 'NY' });
    expect(berlin?.address).toEqual({ country: 'DE', city: 'Berlin', addressLine: '350 5th Ave' });
  });
});
