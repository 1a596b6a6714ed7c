'use client';

import { BazaarError } from '@bazaar/sdk';
import type { Factor, FactorEnrolment } from '@bazaar/sdk/identity';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { type AccountClient, buildAccountClient } from '../../lib/client';
import { useClient } from '../providers/client-provider';
import buttons from '../shell/buttons.module.css';
import styles from './account.module.css';
import { QrCode } from './qr-code';

type State =
  | { step: 'loading' }
  | { step: 'visitor' }
  | { step: 'failed' }
  | { step: 'overview'; factor?: Factor }
  | { step: 'enrolling'; enrolment: FactorEnrolment }
  | { step: 'codes'; recoveryCodes: string[] };

/** What the page says about a refused code, in its own words. */
function problemOf(error: unknown): string {
  const code = error instanceof BazaarError ? error.code : undefined;
  if (code === 'INVALID_VERIFICATION_CODE')
    return 'That code does not match. Enter the newest code the app shows (check the time on your phone).';
  if (code === 'TOO_MANY_ATTEMPTS') return 'Too many wrong codes. Please wait 15 minutes, then try again.';
  return 'Something went wrong. Please try again.';
}

/** A refusal, said where the person is looking, and read out as it appears. */
const Problem = ({ text }: { text: string | null }) =>
  text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;

/** The member's active authenticator app, if any. */
const activeTotp = (factors: Factor[]) =>
  factors.find((factor) => factor.factorType === 'TOTP' && factor.status === 'ACTIVE');

/** The key in groups of four, as authenticator apps show one typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-step verification for the signed-in member: set up an authenticator app (QR code or key,
 * then its first code), keep the recovery codes shown once, or turn it off.
 */
export function AccountSecurity() {
  const { client } = useClient();
  const account = useMemo<AccountClient | null>(
    () => (client?.auth.loggedIn() ? buildAccountClient(client.auth.getTokens()) : null),
    [client],
  );
  const [state, setState] = useState<State>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!client) return;
    if (!account) {
      setState({ step: 'visitor' });
      return;
    }
    account.factors
      .listFactors()
      .then((factors) => setState({ step: 'overview', factor: activeTotp(factors) }))
      .catch((error: unknown) => {
        console.warn('Could not read the second factors:', error);
        setState({ step: 'failed' });
      });
  }, [client, account]);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await call();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (state.step === 'loading') return <section className={styles.section} aria-busy="true" />;
  if (state.step === 'visitor')
    return (
      <section className={styles.section} data-testid="account.visitor">
        <h2>Sign in to see your account</h2>
        <p>Choose Login at the top of the page, then come back here.</p>
      </section>
    );
  if (state.step === 'failed')
    return (
      <section className={styles.section}>
        <h2>Two-step verification</h2>
        <p role="alert">We could not load your account just now. Please reload the page.</p>
      </section>
    );
  if (!account) return null;

  if (state.step === 'enrolling') {
    const { enrolment } = state;
    const activate = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
      void run(async () => {
        const { recoveryCodes } = await account.factors.activateFactor(enrolment.factor.factorId, code);
        setState({ step: 'codes', recoveryCodes: recoveryCodes ?? [] });
      });
    };
    return (
      <section className={styles.section} aria-labelledby="enrol-heading" data-testid="account.enrol">
        <h2 id="enrol-heading">Set up an authenticator app</h2>
        <ol className={styles.steps}>
          <li>
            Scan this QR code with an authenticator app on your phone, or enter the key by hand.
            <div className={styles.qr}>
              <QrCode value={enrolment.totp?.otpauthUri ?? ''} label="QR code for your authenticator app" />
              <p>
                Key:{' '}
                <code className={styles.key} data-testid="account.key">
                  {grouped(enrolment.totp?.secret ?? '')}
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
            onClick={() =>
              void account.factors
                .listFactors()
                .then((factors) => setState({ step: 'overview', factor: activeTotp(factors) }))
            }
          >
            I have saved them
          </button>
        </div>
      </section>
    );

  const { factor } = state;
  return (
    <section className={styles.section} aria-labelledby="security-heading" data-testid="account.security">
      <h2 id="security-heading">Two-step verification</h2>
      {factor ? (
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
                void run(async () => {
                  await account.factors.deleteFactor(factor.factorId);
                  setState({ step: 'overview' });
                })
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
                void run(async () =>
                  setState({ step: 'enrolling', enrolment: await account.factors.createFactor('TOTP') }),
                )
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
