// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAction } from './action';
import { BankChallenge } from './bank-challenge';
import { type AnswerChallenge, useBankStep } from './bank-step';

afterEach(cleanup);

/** The platform's answer to a card that needs the bank's confirmation, as the SDK throws it. */
const actionRequired = new BazaarError(
  'Payment needs the bank’s confirmation',
  'application',
  {
    applicationError: {
      code: 'PAYMENT_ACTION_REQUIRED',
      description: 'Confirm',
      data: { challenge: 'ch_1' },
    },
  },
  428,
);

/** A paying page at its smallest: Pay sends `pay`, which the bank step retries with the authentication. */
function PayingPage({
  pay,
  answerChallenge,
}: {
  pay(authentication?: string): Promise<string>;
  answerChallenge: AnswerChallenge;
}) {
  const action = useAction((reason) => (reason instanceof Error ? reason.message : 'Try again.'));
  const attempt = async (card: string, authentication?: string) => {
    try {
      action.setError(`Paid: ${await pay(authentication)} with ${card}`);
    } catch (reason) {
      if (bank.askedFor(reason, card)) return;
      throw reason;
    }
  };
  const bank = useBankStep<string>({ retry: attempt, runner: action, answerChallenge });
  return (
    <main>
      <button type="button" onClick={() => action.run(() => attempt('4000 0027'), { keepError: true })}>
        Pay
      </button>
      {action.error ? <p role="status">{action.error}</p> : null}
      {bank.waiting ? (
        <BankChallenge amount="$10.00" siteName="Shop" busy={action.busy} onAnswer={bank.answer} />
      ) : null}
    </main>
  );
}

describe('useBankStep with BankChallenge', () => {
  it('opens the bank’s dialog when the platform asks for the second step', async () => {
    render(
      <PayingPage pay={() => Promise.reject(actionRequired)} answerChallenge={() => Promise.reject()} />,
    );
    await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
    const dialog = screen.getByTestId('bank-challenge');
    expect(dialog.textContent).toContain('Your bank asks you to confirm a payment of $10.00 to Shop.');
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeTruthy();
  });

  it('approving answers the challenge and pays again with its authentication', async () => {
    const answers: string[] = [];
    const pay = async (authentication?: string) => {
      if (!authentication) throw actionRequired;
      return authentication;
    };
    const answerChallenge: AnswerChallenge = async ({ challenge, outcome }) => {
      answers.push(`${challenge}:${outcome}`);
      return { authentication: `auth-for-${challenge}` };
    };
    render(<PayingPage pay={pay} answerChallenge={answerChallenge} />);
    await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
    await act(async () => screen.getByRole('button', { name: 'Confirm payment' }).click());
    expect(answers).toEqual(['ch_1:APPROVED']);
    expect(screen.queryByTestId('bank-challenge')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Paid: auth-for-ch_1 with 4000 0027');
  });

  it('a failed verification closes the dialog and says why', async () => {
    const answerChallenge: AnswerChallenge = async ({ outcome }) => {
      throw new Error(`The bank said ${outcome}`);
    };
    render(<PayingPage pay={() => Promise.reject(actionRequired)} answerChallenge={answerChallenge} />);
    await act(async () => screen.getByRole('button', { name: 'Pay' }).click());
    await act(async () => screen.getByRole('button', { name: 'Fail verification' }).click());
    expect(screen.queryByTestId('bank-challenge')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The bank said FAILED');
  });
});
