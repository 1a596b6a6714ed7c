'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../constants';
import { withoutHostedSignInMark } from '../../lib/hosted-sign-in';
import { shouldShowSandboxInfo } from '../../lib/rules';
import type { Who } from '../../lib/views/member';
import { useModal } from '../providers/modal-provider';
import buttons from '../shell/buttons.module.css';
import { useHydrated } from '../shell/use-hydrated';
import { openSignIn, signOut } from './actions';
import styles from './member-bar.module.css';
import { keepSignInData } from './sign-in-data';

/**
 * "Hello visitor," with Login, or "Hello <nickname>," with Logout: the member bar of the original
 * storefront, for the visitor the storefront's server rendered the page for. Login goes to the
 * platform's hosted login page (PKCE, this tab keeping the verifier); Logout to its logout page,
 * which ends the session on the platform and comes back here.
 */
export function MemberBar({ who }: { who: Who }) {
  const { openLoginModal } = useModal();
  const [busy, setBusy] = useState(false);
  // Login and Logout need this page's scripts (the PKCE verifier, the server action): until they
  // run, the buttons are disabled rather than dead to a click.
  const ready = useHydrated() && !busy;

  // Back from a hosted page the buyer signed in on: take that sign-in, with no form and no click.
  useEffect(() => {
    const unmarked = withoutHostedSignInMark(window.location.href);
    if (!unmarked) return;
    window.history.replaceState(window.history.state, '', unmarked);
    if (who.kind === 'member') return;
    setBusy(true);
    void openSignIn(unmarked, true).then((start) => {
      if (start.ok) {
        keepSignInData(window.sessionStorage, start.data);
        window.location.assign(start.authUrl);
      } else setBusy(false);
    });
  }, [who.kind]);

  async function login() {
    if (
      shouldShowSandboxInfo(window.location.hostname, localStorage.getItem(STORAGE_KEYS.sandboxInfoModal))
    ) {
      openLoginModal();
      return;
    }
    setBusy(true);
    const start = await openSignIn(window.location.href, false);
    if (start.ok) {
      keepSignInData(window.sessionStorage, start.data);
      window.location.assign(start.authUrl);
      return;
    }
    setBusy(false);
    // The one failure a developer can fix: this page's callback URL is not allowed yet.
    if (start.refusal === 'REDIRECT_URI') openLoginModal();
  }

  async function logout() {
    setBusy(true);
    const answer = await signOut(window.location.href);
    if (answer.ok) window.location.assign(answer.logoutUrl);
    else setBusy(false);
  }

  return (
    <div className={styles.bar} data-testid="member-bar">
      <span className={styles.greeting} data-testid="member-bar.greeting" aria-live="polite">
        {who.kind === 'member' ? (
          // The member's greeting leads to their account (two-step verification): no extra
          // control in a bar that must fit a phone's width.
          <Link href="/account" className={styles.account} title="Your account">
            Hello {who.name},
          </Link>
        ) : (
          'Hello visitor,'
        )}
      </span>
      {who.kind === 'member' ? (
        <button type="button" className={buttons.ghost} onClick={logout} disabled={!ready}>
          Logout
        </button>
      ) : (
        <button type="button" className={buttons.ghost} onClick={login} disabled={!ready}>
          Login
        </button>
      )}
    </div>
  );
}
