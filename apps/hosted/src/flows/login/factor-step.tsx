import { type FormEvent, type Ref, useState } from 'react';
import { ErrorMessage } from '../../shared/layout';
import type { Attempt } from './login-messages';

export type FactorType = 'TOTP' | 'EMAIL';

interface Props {
  siteName: string;
  email: string;
  /** The member's active factors; an authenticator app is asked for first. */
  factors: FactorType[];
  busy: Attempt | null;
  problem: string | null;
  onVerify: (factorType: FactorType, code: string, remember: boolean) => void;
  onRestart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  alertRef: Ref<HTMLParagraphElement>;
}

/**
 * The second step of a member with two-step verification: the authenticator app's code (or a
 * recovery code, when the phone is not at hand), or the code mailed for this sign-in.
 */
export function FactorStep(props: Props) {
  const factorType: FactorType = props.factors.includes('TOTP') ? 'TOTP' : 'EMAIL';
  const [recovery, setRecovery] = useState(false);
  const busy = props.busy !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    props.onVerify(factorType, String(form.get('code') ?? ''), form.get('remember') === 'on');
  };
  const lead =
    factorType === 'EMAIL' ? (
      <>
        Enter the 6-digit code we sent to <strong className="email">{props.email}</strong>.
      </>
    ) : recovery ? (
      'Enter one of the recovery codes you saved when you set up two-step verification. Each works once.'
    ) : (
      'Enter the 6-digit code from your authenticator app.'
    );
  return (
    <form className="card" onSubmit={submit} aria-labelledby="factor-heading" data-testid="factor-step">
      <header className="login-header">
        <p className="eyebrow">{props.siteName}</p>
        <h1 id="factor-heading" ref={props.headingRef} tabIndex={-1}>
          Two-step verification
        </h1>
        <p className="muted">{lead}</p>
      </header>
      <label>
        {recovery ? 'Recovery code' : 'Code'}
        <input
          key={recovery ? 'recovery' : 'code'}
          name="code"
          className={recovery ? undefined : 'code-input'}
          required
          maxLength={20}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
        />
      </label>
      <label className="check">
        <input type="checkbox" name="remember" />
        Remember this device for 30 days
      </label>
      {props.problem ? (
        <ErrorMessage inline ref={props.alertRef}>
          {props.problem}
        </ErrorMessage>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {props.busy === 'factor' ? 'Verifying…' : 'Verify'}
      </button>
      <p className="switch">
        {factorType === 'TOTP' ? (
          <>
            <button
              type="button"
              className="text-button"
              disabled={busy}
              onClick={() => setRecovery(!recovery)}
            >
              {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
            </button>
            {' · '}
          </>
        ) : null}
        <button type="button" className="text-button" disabled={busy} onClick={props.onRestart}>
          Start again
        </button>
      </p>
    </form>
  );
}
