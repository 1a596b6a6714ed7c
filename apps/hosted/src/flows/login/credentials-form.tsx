import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import type { FormEvent, Ref } from 'react';
import { ErrorMessage } from '../../shared/layout';
import type { Credentials } from './login-calls';

export type Mode = 'signIn' | 'signUp';

/** What follows a sign-up, by the site's sign-up policy, said before the person signs up. */
const SIGN_UP_LEADS: Record<string, string> = {
  OPEN: 'Become a member with your email and a password.',
  EMAIL_VERIFICATION: 'We will email you a code to confirm your address.',
  OWNER_APPROVAL: 'The site owner approves new members: you can sign in once they have.',
};

export interface FormProblem {
  message: string;
  /** The email has an account already: signing in is the way on. */
  offerSignIn?: boolean;
}

interface Props {
  mode: Mode;
  siteName: string;
  memberSignUp: string;
  values: Credentials;
  onChange: (values: Credentials) => void;
  onSubmit: () => void;
  onSwitch: (mode: Mode) => void;
  onForgot: () => void;
  busy: boolean;
  problem: FormProblem | null;
  headingRef: Ref<HTMLHeadingElement>;
  alertRef: Ref<HTMLParagraphElement>;
}

/**
 * Sign in and sign up, as two modes of one card: switching keeps what was typed, and so does a
 * refusal. The browser checks the fields' shapes first; the platform's refusals come back as
 * `problem`, next to the button.
 */
export function CredentialsForm(props: Props) {
  const { mode, siteName, values, busy, problem } = props;
  const signingUp = mode === 'signUp';
  const field = (name: keyof Credentials) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      props.onChange({ ...values, [name]: event.currentTarget.value }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="login-heading" data-testid="login-form">
      <header className="login-header">
        {signingUp ? <p className="eyebrow">{siteName}</p> : null}
        <h1 id="login-heading" ref={props.headingRef} tabIndex={-1}>
          {signingUp ? 'Create your account' : `Sign in to ${siteName}`}
        </h1>
        <p className="muted">
          {signingUp
            ? (SIGN_UP_LEADS[props.memberSignUp] ?? SIGN_UP_LEADS.OPEN)
            : 'Welcome back. Sign in with your email and password.'}
        </p>
      </header>
      {signingUp ? (
        <label>
          Nickname (optional)
          <input {...field('nickname')} maxLength={100} autoComplete="nickname" />
        </label>
      ) : null}
      <label>
        Email
        <input
          {...field('email')}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
        />
      </label>
      <div className="question">
        <label>
          Password
          <input
            {...field('password')}
            type="password"
            required
            maxLength={256}
            {...(signingUp
              ? {
                  autoComplete: 'new-password',
                  minLength: PASSWORD_MIN_LENGTH,
                  'aria-describedby': 'password-hint',
                }
              : { autoComplete: 'current-password' })}
          />
        </label>
        {signingUp ? (
          <p id="password-hint" className="field-hint">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        ) : (
          <p className="field-hint">
            <button type="button" className="text-button" disabled={busy} onClick={props.onForgot}>
              Forgot password?
            </button>
          </p>
        )}
      </div>
      {problem ? (
        <ErrorMessage inline ref={props.alertRef}>
          {problem.message}{' '}
          {problem.offerSignIn ? (
            <button type="button" className="text-button" onClick={() => props.onSwitch('signIn')}>
              Sign in instead
            </button>
          ) : null}
        </ErrorMessage>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {signingUp ? (busy ? 'Creating your account…' : 'Create account') : busy ? 'Signing in…' : 'Sign in'}
      </button>
      {/* A site whose accounts are made by invitation (the dashboard's) offers no sign-up. */}
      {props.memberSignUp === 'INVITATION_ONLY' ? (
        <p className="switch">New here? Ask the site's owner for an invitation.</p>
      ) : (
        <p className="switch">
          {signingUp ? 'Already a member?' : 'New here?'}{' '}
          <button
            type="button"
            className="text-button"
            disabled={busy}
            onClick={() => props.onSwitch(signingUp ? 'signIn' : 'signUp')}
          >
            {signingUp ? 'Sign in' : 'Create an account'}
          </button>
        </p>
      )}
    </form>
  );
}
