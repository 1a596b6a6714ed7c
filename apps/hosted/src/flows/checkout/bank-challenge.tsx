import { useEffect, useRef } from 'react';

/**
 * The test bank's page of a 3-D Secure card, shown over the checkout: the buyer confirms the
 * payment (or makes the verification fail, to see that path). Focus moves into the dialog.
 */
export function BankChallenge({
  amount,
  siteName,
  busy,
  onAnswer,
}: {
  amount: string;
  siteName: string;
  busy: boolean;
  onAnswer(outcome: 'APPROVED' | 'FAILED'): void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="backdrop">
      <div
        className="dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="bank-title"
        data-testid="bank-challenge"
      >
        <p className="eyebrow">Test bank · 3-D Secure</p>
        <h2 id="bank-title">Confirm your payment</h2>
        <p>
          Your bank asks you to confirm a payment of <strong>{amount}</strong> to {siteName}. In test mode,
          choose how the verification ends.
        </p>
        <div className="actions">
          <button
            ref={confirm}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onAnswer('APPROVED')}
          >
            Confirm payment
          </button>
          <button
            type="button"
            className="secondary-button"
            disabled={busy}
            onClick={() => onAnswer('FAILED')}
          >
            Fail verification
          </button>
        </div>
      </div>
    </div>
  );
}
