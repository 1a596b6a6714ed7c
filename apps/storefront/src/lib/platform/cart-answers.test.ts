import { BazaarError } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { cartProblemOf, courseProblemOf } from './cart-answers';

const refused = (code: string, description: string) =>
  new BazaarError(code, 'application', { applicationError: { code, description, data: {} } }, 409);

describe('what a buyer reads when the cart cannot change', () => {
  it("says a broken rule in the platform's words for people", () => {
    expect(cartProblemOf(refused('INSUFFICIENT_INVENTORY', 'Only 2 left in stock'))).toBe(
      'Only 2 left in stock',
    );
  });

  it('says anything else as a plain "try again", never a raw message', () => {
    const plain = 'Your cart could not be changed just now. Please try again.';
    expect(cartProblemOf(new BazaarError('System error occurred', 'system', {}, 503))).toBe(plain);
    expect(
      cartProblemOf(
        new BazaarError(
          'INVALID_ARGUMENT',
          'validation',
          { validationError: { fieldViolations: [{ field: 'x', description: 'raw', violatedRule: 'r' }] } },
          400,
        ),
      ),
    ).toBe(plain);
    expect(cartProblemOf(new Error('network'))).toBe(plain);
    expect(cartProblemOf(undefined)).toBe(plain);
  });
});

describe('what a visitor reads when a course cannot be added', () => {
  it('tells a full or begun course from any other failure', () => {
    expect(courseProblemOf(refused('INSUFFICIENT_INVENTORY', 'raw'))).toBe(
      'This course cannot be booked now: it is full, or it has begun.',
    );
    expect(courseProblemOf(refused('SOMETHING_ELSE', 'raw'))).toBe(
      'The course could not be added just now. Please try again.',
    );
    expect(courseProblemOf(new Error('network'))).toBe(
      'The course could not be added just now. Please try again.',
    );
  });
});
