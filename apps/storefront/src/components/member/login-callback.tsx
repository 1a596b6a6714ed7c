'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import styles from '../apps/app-page.module.css';
import buttons from '../shell/buttons.module.css';
import { completeSignIn } from './actions';
import { takeSignInData } from './sign-in-data';

/**
 * Hands the code and this tab's PKCE data to the storefront's server once, which keeps the member's
 * tokens in the session cookie; then goes back to the page the sign-in started from with a full
 * load, so every part of the page sees the member.
 */
export function LoginCallback() {
  const [problem, setProblem] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSignIn(window.location.href, takeSignInData(window.sessionStorage)).then((outcome) => {
      if (outcome.ok) window.location.replace(outcome.returnTo);
      else setProblem(outcome.problem);
    });
  }, []);

  return (
    <div className={styles.empty} data-testid="login-callback">
      {problem ? (
        <>
          <h1 className={styles.emptyTitle}>We could not sign you in</h1>
          <p role="alert">{problem}</p>
          <Link href="/" className={buttons.primary}>
            Back to the examples
          </Link>
        </>
      ) : (
        <>
          <h1 className={styles.emptyTitle}>Signing you in…</h1>
          <p>One moment: we are finishing your sign-in.</p>
        </>
      )}
    </div>
  );
}
