import type { FormEvent, Ref } from 'react';
import { ErrorMessage } from '../../shared/layout';

interface Props {
  siteName: string;
  email: string;
  onEmail: (email: string) => void;
  onSend: () => void;
  onBack: () => void;
  busy: boolean;
  problem: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  alertRef: Ref<HTMLParagraphElement>;
}

/** "Forgot password?": the account's email, to mail a link to (the email typed to sign in is kept). */
export function ForgotStep(props: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSend();
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="forgot-heading" data-testid="forgot-step">
      <header className="login-header">
        <p className="eyebrow">{props.siteName}</p>
        <h1 id="forgot-heading" ref={props.headingRef} tabIndex={-1}>
          Reset your password
        </h1>
        <p className="muted">
          Enter the email of your account. We will send you a link to choose a new password.
        </p>
      </header>
      <label>
        Email
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          value={props.email}
          onChange={(event) => props.onEmail(event.currentTarget.value)}
        />
      </label>
      {props.problem ? (
        <ErrorMessage inline ref={props.alertRef}>
          {props.problem}
        </ErrorMessage>
      ) : null}
      <button type="submit" className="button" disabled={props.busy}>
        {props.busy ? 'Sending the link…' : 'Send the link'}
      </button>
      <p className="switch">
        Remembered it?{' '}
        <button type="button" className="text-button" disabled={props.busy} onClick={props.onBack}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
