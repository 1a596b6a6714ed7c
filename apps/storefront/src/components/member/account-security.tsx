'use client';

import { type FormEvent, useState } from 'react';
import type { AuthenticatorView, EnrolmentView, SecurityAnswer, SecurityView } from '../../lib/views/member';
import buttons from '../shell/buttons.module.css';
import styles from './account.module.css';
import {
  activateAuthenticator,
  currentAuthenticator,
  enrolAuthenticator,
  removeAuthenticator,
} from './actions';
import { QrCode } from './qr-code';

type State =
  | { step: 'overview'; authenticator?: AuthenticatorView }
  | { step: 'enrolling'; enrolment: EnrolmentView }
  | { step: 'codes'; recoveryCodes: string[] };

/** A refusal, said where the person is looking, and read out as it appears. */
const Problem = ({ text }: { text: string | null }) =>
  text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;

/** The key in groups of four, as authenticator apps show one typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-step verification for the signed-in member, as the storefront's server read it: set up an
 * authenticator app (QR code or key, then its first code), keep the recovery codes shown once, or
 * turn it off. Each change is a server action with the member's session.
 */
export function AccountSecurity({ security }: { security: SecurityView }) {
  const [state, setState] = useState<State>({
    step: 'overview',
    ...(security.kind === 'member' && security.authenticator
      ? { authenticator: security.authenticator }
      : {}),
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs one change; its answer moves the page on, or its refusal is said. */
  const run = async <T,>(change: () => Promise<SecurityAnswer<T>>, then: (value: T) => void) => {
    setBusy(true);
    setProblem(null);
    const answer = await change();
    setBusy(false);
    if (answer.ok) then(answer.value);
    else setProblem(answer.problem);
  };

  if (security.kind === 'visitor')
    return (
      <section className={styles.section} data-testid="account.visitor">
        <h2>Sign in to see your account</h2>
        <p>Choose Login at the top of the page, then come back here.</p>
      </section>
    );
  if (security.kind === 'failed')
    return (
      <section className={styles.section}>
        <h2>Two-step verification</h2>
        <p role="alert">We could not load your account just now. Please reload the page.</p>
      </section>
    );
  if (state.step === 'enrolling') {
    const { enrolment } = state;
    const activate = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const code = String(new FormData(event.currentTarget).get('code') ?? '');
      void run(
        () => activateAuthenticator(enrolment.factorId, code),
        (recoveryCodes) => setState({ step: 'codes', recoveryCodes }),
      );
    };
    return (
      <section className={styles.section} aria-labelledby="enrol-heading" data-testid="account.enrol">
        <h2 id="enrol-heading">Set up an authenticator app</h2>
        <ol className={styles.steps}>
          <li>
            Scan this QR code with an authenticator app on your phone, or enter the key by hand.
            <div className={styles.qr}>
              <QrCode value={enrolment.otpauthUri} label="QR code for your authenticator app" />
              <p>
                Key:{' '}
                <code className={styles.key} data-testid="account.key">
                  {grouped(enrolment.secret)}
                </code>
              </p>
            </div>
          </li>
          <li>
            Enter the 6-digit code the app shows for this account.
            <form className={styles.form} onSubmit={activate}>
              <label>
                Code from the app
                <input name="code" required maxLength={10} inputMode="numeric" autoComplete="one-time-code" />
              </label>
              <Problem text={problem} />
              <div className={styles.actions}>
                <button type="submit" className={buttons.primary} disabled={busy}>
                  {busy ? 'Turning on…' : 'Turn on two-step verification'}
                </button>
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={busy}
                  onClick={() => setState({ step: 'overview' })}
                >
                  Cancel
                </button>
              </div>
            </form>
          </li>
        </ol>
      </section>
    );
  }

  if (state.step === 'codes')
    return (
      <section className={styles.section} aria-labelledby="codes-heading" data-testid="account.codes">
        <h2 id="codes-heading">Two-step verification is on</h2>
        <p>
          Save these recovery codes somewhere safe. If you lose your phone, each one signs you in once instead
          of a code from the app. They are shown only now.
        </p>
        <ul className={styles.codes}>
          {state.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={busy}
            onClick={() =>
              void run(currentAuthenticator, (authenticator) =>
                setState({ step: 'overview', ...(authenticator ? { authenticator } : {}) }),
              )
            }
          >
            I have saved them
          </button>
        </div>
      </section>
    );

  const { authenticator } = state;
  return (
    <section className={styles.section} aria-labelledby="security-heading" data-testid="account.security">
      <h2 id="security-heading">Two-step verification</h2>
      {authenticator ? (
        <>
          <p>
            <span className={styles.status}>On.</span> Signing in asks for a code from your authenticator app
            after your password.
          </p>
          <Problem text={problem} />
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy}
              onClick={() =>
                void run(
                  () => removeAuthenticator(authenticator.factorId),
                  () => setState({ step: 'overview' }),
                )
              }
            >
              Turn off
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <span className={styles.status}>Off.</span> Add a second step to your sign-in: a code from an
            authenticator app on your phone, so a stolen password is not enough.
          </p>
          <Problem text={problem} />
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              disabled={busy}
              onClick={() =>
                void run(enrolAuthenticator, (enrolment) => setState({ step: 'enrolling', enrolment }))
              }
            >
              Set up an authenticator app
            </button>
          </div>
        </>
      )}
    </section>
  );
}
