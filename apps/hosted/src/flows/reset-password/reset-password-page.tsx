import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { type FormEvent, useState } from 'react';
import { useAction } from '../../shared/action';
import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { ErrorMessage } from '../../shared/layout';
import { useFocusOnChange } from '../login/focus';
import { Notice } from '../login/notice';
import '../login/login.css';
import {
  type HostedPasswordReset,
  LINK_UNUSABLE,
  type ResetCalls,
  resetCalls,
  resetMessageOf,
  tokenOf,
} from './reset-calls';

type Step = { step: 'form' | 'done'; reset: HostedPasswordReset };

/**
 * The page a mailed reset link opens: a new password for the account, then on to where the reset
 * was asked from (the sign-in it started at, or the app's page), or a note to sign in.
 */
export function ResetPasswordPage({ calls = resetCalls }: { calls?: ResetCalls }) {
  const [token] = useState(() => tokenOf(window.location.hash));
  const flow = useHostedFlow<Step>({
    credential: token,
    missing: LINK_UNUSABLE,
    load: async (link) => ({ step: 'form', reset: await calls.loadPasswordReset(link) }),
    messageOf: resetMessageOf,
  });
  return (
    <HostedFlow title="Password reset unavailable" state={flow.state}>
      {(current) => (
        <NewPassword
          {...current}
          onSave={(password) => calls.resetPassword(token, password)}
          onDone={flow.setStep}
        />
      )}
    </HostedFlow>
  );
}

/** The new password's form, and the note that it is changed. */
function NewPassword({
  step,
  reset,
  onSave,
  onDone,
}: Step & { onSave(password: string): Promise<unknown>; onDone(step: Step): void }) {
  const [password, setPassword] = useState('');
  const { busy, error: problem, run } = useAction(resetMessageOf);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const alertRef = useFocusOnChange<HTMLParagraphElement>(problem);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await onSave(password);
      onDone({ step: 'done', reset });
    });
  };

  return (
    <main className="page login" data-testid="hosted-reset-password">
      {step === 'done' ? (
        <Notice siteName={reset.siteName} title="Your password is changed" headingRef={headingRef}>
          <p>
            Sign in with <strong className="email">{reset.email}</strong> and your new password. Other devices
            were signed out.
          </p>
          {reset.returnUrl ? (
            <a className="button" href={reset.returnUrl}>
              Continue to sign in
            </a>
          ) : null}
        </Notice>
      ) : (
        <form className="card" onSubmit={submit} aria-labelledby="reset-heading" data-testid="reset-form">
          <header className="login-header">
            <p className="eyebrow">{reset.siteName}</p>
            <h1 id="reset-heading" ref={headingRef} tabIndex={-1}>
              Choose a new password
            </h1>
            <p className="muted">
              For <strong className="email">{reset.email}</strong>.
            </p>
          </header>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" value={reset.email} autoComplete="username" readOnly hidden />
          <div className="question">
            <label>
              New password
              <input
                name="password"
                type="password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={256}
                autoComplete="new-password"
                aria-describedby="new-password-hint"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            </label>
            <p id="new-password-hint" className="field-hint">
              At least {PASSWORD_MIN_LENGTH} characters.
            </p>
          </div>
          {problem ? (
            <ErrorMessage inline ref={alertRef}>
              {problem}
            </ErrorMessage>
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save the new password'}
          </button>
        </form>
      )}
    </main>
  );
}
