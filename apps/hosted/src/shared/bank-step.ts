import { testPayments } from '@bazaar/sdk/hosted';
import { useState } from 'react';
import { applicationErrorOf, platformClient } from './platform';

const client = platformClient({ testPayments });

/** The bank challenge of a payment that needs the payer's second step, if that is why it failed. */
function challengeOf(reason: unknown): string | undefined {
  const error = applicationErrorOf(reason);
  const challenge = error?.code === 'PAYMENT_ACTION_REQUIRED' ? error.data.challenge : undefined;
  return typeof challenge === 'string' ? challenge : undefined;
}

/**
 * A card payment's second step (3-D Secure) on a paying page: `askedFor` keeps the attempt when
 * the platform asks for the bank's confirmation (the page then shows `BankChallenge`), `answer`
 * takes the test bank's outcome and makes the attempt again with its authentication.
 */
export function useBankStep<Attempt>({
  retry,
  fail,
  setBusy,
}: {
  retry(attempt: Attempt, authentication: string): Promise<void>;
  fail(reason: unknown): void;
  setBusy(busy: boolean): void;
}) {
  const [pending, setPending] = useState<{ challenge: string; attempt: Attempt } | null>(null);

  /** True when `reason` is the bank asking to confirm: the dialog opens and `attempt` waits for it. */
  const askedFor = (reason: unknown, attempt: Attempt): boolean => {
    const challenge = challengeOf(reason);
    if (challenge) setPending({ challenge, attempt });
    return challenge !== undefined;
  };

  const answer = async (outcome: 'APPROVED' | 'FAILED') => {
    if (!pending) return;
    setBusy(true);
    try {
      const { authentication } = await client.testPayments.completeTestChallenge({
        challenge: pending.challenge,
        outcome,
      });
      setPending(null);
      await retry(pending.attempt, authentication);
    } catch (reason) {
      setPending(null);
      fail(reason);
    } finally {
      setBusy(false);
    }
  };

  return { waiting: pending !== null, askedFor, answer };
}
