'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import lists from '../account/account-lists.module.css';
import buttons from '../shell/buttons.module.css';
import { type CancelPlanResult, cancelPlan } from './actions';

type CancelRefusal = Extract<CancelPlanResult, { ok: false }>['refusal'];

/** What the member reads when the cancellation is refused: a sentence, never the platform's message. */
const SENTENCES: Record<CancelRefusal, string> = {
  NOT_ALLOWED: 'This plan cannot be canceled from your account. Please contact the business.',
  ALREADY_ENDED: 'This plan has already ended or been canceled.',
  OTHER: 'The plan could not be canceled just now. Please try again.',
};

/**
 * Cancel, confirmed in place: a subscription stops renewing and lasts to the end of the period
 * paid for; any other plan ends now. The list is read again afterwards.
 */
export function CancelPlan({
  orderId,
  planName,
  recurring,
}: {
  orderId: string;
  planName: string;
  recurring: boolean;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = async () => {
    setBusy(true);
    setProblem(null);
    const result = await cancelPlan(orderId, recurring).catch(() => ({
      ok: false as const,
      refusal: 'OTHER' as const,
    }));
    setBusy(false);
    setAsking(false);
    if (!result.ok) setProblem(SENTENCES[result.refusal]);
    router.refresh();
  };

  if (!asking)
    return (
      <div>
        <button type="button" className={buttons.secondary} onClick={() => setAsking(true)}>
          Cancel plan<span className="visually-hidden">: {planName}</span>
        </button>
        {problem ? (
          <p className={lists.error} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  return (
    <fieldset className={lists.confirm}>
      <legend className="visually-hidden">Cancel {planName}</legend>
      <p className={lists.detail}>
        {recurring
          ? 'No further payments are taken; the plan lasts to the end of the period you paid for.'
          : 'The plan ends now.'}
      </p>
      <button type="button" className={buttons.primary} onClick={cancel} disabled={busy}>
        {busy ? 'Canceling…' : 'Yes, cancel it'}
      </button>{' '}
      <button type="button" className={buttons.ghost} onClick={() => setAsking(false)} disabled={busy}>
        Keep it
      </button>
    </fieldset>
  );
}
