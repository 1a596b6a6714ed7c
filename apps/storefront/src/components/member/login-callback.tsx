'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { DAY_MS, SESSION_COOKIE } from '../../constants';
import { writeSessionCookie } from '../../lib/client';
import { finishLogin } from '../../lib/member-login';
import styles from '../apps/app-page.module.css';
import { useClient } from '../providers/client-provider';
import buttons from '../shell/buttons.module.css';

/**
 * Trades the code for member tokens once, keeps them in the session cookie, and goes back to the
 * page the sign-in started from with a full load, so every part of the page sees the member.
 */
export function LoginCallback() {
  const { client } = useClient();
  const [problem, setProblem] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (!client || started.current) return;
    started.current = true;
    finishLogin(client, window.sessionStorage, window.location.href).then((outcome) => {
      if ('problem' in outcome) {
        setProblem(outcome.problem);
        return;
      }
      if (outcome.tokens) {
        // The client keeps them too: the start-up's own cookie write must not put the visitor back.
        client.auth.setTokens(outcome.tokens);
        writeSessionCookie(SESSION_COOKIE, outcome.tokens, (90 * DAY_MS) / 1000);
      }
      window.location.replace(outcome.returnTo);
    });
  }, [client]);

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
