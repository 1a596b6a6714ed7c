import { useEffect, useRef } from 'react';

/**
 * The test bank's page of a 3-D Secure card, shown over the paying page as a modal dialog: the
 * browser keeps focus inside it and the rest of the page inert. The buyer confirms the payment
 * or makes the verification fail; Escape fails it too (the buyer walked away from the bank).
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
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    confirm.current?.focus();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog card"
      aria-labelledby="bank-title"
      data-testid="bank-challenge"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onAnswer('FAILED');
      }}
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
        <button type="button" className="secondary-button" disabled={busy} onClick={() => onAnswer('FAILED')}>
          Fail verification
        </button>
      </div>
    </dialog>
  );
}
