import type { BazaarError } from '@bazaar/sdk';

/**
 * What the buyer reads when a change of the cart fails: a broken rule as the platform describes
 * it (its descriptions are written for people, e.g. "Only 2 left in stock"), anything else as a
 * plain "try again"; never a validator's or the network's own words.
 */
export function cartProblemOf(error: unknown): string {
  const failure = error as BazaarError | undefined;
  if (failure?.kind === 'application' && failure.details.applicationError?.description)
    return failure.details.applicationError.description;
  return 'Your cart could not be changed just now. Please try again.';
}

/** What a visitor reads when a course cannot be added: a sentence, never the platform's message. */
export const courseProblemOf = (error: unknown): string =>
  (error as BazaarError | undefined)?.code === 'INSUFFICIENT_INVENTORY'
    ? 'This course cannot be booked now: it is full, or it has begun.'
    : 'The course could not be added just now. Please try again.';
