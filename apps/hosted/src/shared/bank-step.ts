import { testPayments } from '@bazaar/sdk/hosted';
import { useState } from 'react';
import type { ActionRunner } from './action';
import { applicationErrorOf, platformClient } from './platform';

const client = platformClient({ testPayments });

/** The test bank's answer to a 3-D Secure challenge: the authentication to pay again with. */
export type AnswerChallenge = (answer: {
  challenge: string;
  outcome: 'APPROVED' | 'FAILED';
}) => Promise<{ authentication: string }>;

export const answerTestChallenge: AnswerChallenge = (answer) =>
  client.testPayments.completeTestChallenge(answer);

/** The bank challenge of a payment that needs the payer's second step, if that is why it failed. */
function challengeOf(reason: unknown): string | undefined {
  const error = applicationErrorOf(reason);
  const challenge = error?.code === 'PAYMENT_ACTION_REQUIRED' ? error.data.challenge : undefined;
  return typeof challenge === 'string' ? challenge : undefined;
}

/**
 * A card payment's second step (3-D Secure) on a paying page: `askedFor` keeps the attempt when
 * the platform asks for the bank's confirmation (the page then shows `BankChallenge`), `answer`
 * takes the test bank's outcome and makes the attempt again with its authentication, as one of
 * the page's actions (`runner`: busy meanwhile, a failure said as the page says it).
 */
export function useBankStep<Attempt>({
  retry,
  runner,
  answerChallenge = answerTestChallenge,
}: {
  retry(attempt: Attempt, authentication: string): Promise<unknown>;
  runner: ActionRunner;
  answerChallenge?: AnswerChallenge | undefined;
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
    await runner.run(
      async () => {
        try {
          const { authentication } = await answerChallenge({ challenge: pending.challenge, outcome });
          setPending(null);
          await retry(pending.attempt, authentication);
        } catch (reason) {
          setPending(null);
          throw reason;
        }
      },
      { keepError: true },
    );
  };

  return { waiting: pending !== null, askedFor, answer };
}
