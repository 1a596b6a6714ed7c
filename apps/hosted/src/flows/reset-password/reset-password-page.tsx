import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorMessage, Loading, Unavailable } from '../../shared/layout';
import { useFocusOnChange } from '../login/focus';
import { Notice } from '../login/notice';
import '../login/login.css';
import {
  type HostedPasswordReset,
  LINK_UNUSABLE,
  loadPasswordReset,
  resetMessageOf,
  resetPassword,
  tokenOf,
} from './reset-calls';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'form'; reset: HostedPasswordReset }
  | { step: 'done'; reset: HostedPasswordReset };

/**
 * The page a mailed reset link opens: a new password for the account, then on to where the reset
 * was asked from (the sign-in it started at, or the app's page), or a note to sign in.
 */
export function ResetPasswordPage() {
  const [token] = useState(() => tokenOf(window.location.hash));
  const [state, setState] = useState<State>({ step: 'loading' });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state.step === 'loading' ? undefined : state.step);
  const alertRef = useFocusOnChange<HTMLParagraphElement>(problem);

  useEffect(() => {
    if (!token) {
      setState({ step: 'failed', message: LINK_UNUSABLE });
      return;
    }
    loadPasswordReset(token)
      .then((reset) => setState({ step: 'form', reset }))
      .catch((reason: unknown) => setState({ step: 'failed', message: resetMessageOf(reason) }));
  }, [token]);

  if (state.step === 'loading') return <Loading />;
  if (state.step === 'failed')
    return <Unavailable title="Password reset unavailable" message={state.message} />;
  const { reset } = state;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await resetPassword(token, password);
      setState({ step: 'done', reset });
    } catch (reason) {
      setProblem(resetMessageOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page login" data-testid="hosted-reset-password">
      {state.step === 'done' ? (
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
