import type { FormEvent, Ref } from 'react';
import { ErrorMessage } from '../../shared/layout';
import type { Attempt } from './login-messages';

interface Props {
  siteName: string;
  email: string;
  /** The call under way, if any. */
  busy: Attempt | null;
  problem: string | null;
  /** Said after a new code was sent (politely: it does not interrupt). */
  notice: string | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  /** Back to the form, with what was typed: a wrong address, or a sign-in that ran out of time. */
  onRestart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  alertRef: Ref<HTMLParagraphElement>;
}

/**
 * The mailed code, after a sign-up (or a sign-in whose email is not confirmed yet): one field the
 * phone's keyboard and the browser's one-time-code autofill fill in, and a new code on request.
 */
export function CodeStep(props: Props) {
  const { busy } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onVerify(String(new FormData(event.currentTarget).get('code') ?? ''));
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="code-heading" data-testid="code-step">
      <header className="login-header">
        <p className="eyebrow">{props.siteName}</p>
        <h1 id="code-heading" ref={props.headingRef} tabIndex={-1}>
          Confirm your email
        </h1>
        <p className="muted">
          Enter the 6-digit code we sent to <strong className="email">{props.email}</strong>.
        </p>
      </header>
      <label>
        Code
        <input
          name="code"
          className="code-input"
          required
          maxLength={20}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
        />
      </label>
      {props.problem ? (
        <ErrorMessage inline ref={props.alertRef}>
          {props.problem}
        </ErrorMessage>
      ) : null}
      <p className="notice" role="status">
        {props.notice}
      </p>
      <div className="actions">
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === 'verify' ? 'Confirming…' : 'Confirm'}
        </button>
        <button type="button" className="secondary-button" disabled={busy !== null} onClick={props.onResend}>
          {busy === 'resend' ? 'Sending a new code…' : 'Send a new code'}
        </button>
      </div>
      <p className="switch">
        Wrong address?{' '}
        <button type="button" className="text-button" disabled={busy !== null} onClick={props.onRestart}>
          Start again
        </button>
      </p>
    </form>
  );
}
