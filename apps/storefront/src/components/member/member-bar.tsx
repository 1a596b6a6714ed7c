'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { DAY_MS, SESSION_COOKIE, STORAGE_KEYS } from '../../constants';
import { writeSessionCookie } from '../../lib/client';
import { withoutHostedSignInMark } from '../../lib/hosted-sign-in';
import { isRedirectUriRefused, startLogin } from '../../lib/member-login';
import { shouldShowSandboxInfo } from '../../lib/rules';
import { removeCookie } from '../../lib/session';
import { useClient } from '../providers/client-provider';
import { useModal } from '../providers/modal-provider';
import buttons from '../shell/buttons.module.css';
import styles from './member-bar.module.css';

/** Unknown until the browser has read its session: the server cannot tell a member from a visitor. */
type Who = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'member'; name: string };

/**
 * "Hello visitor," with Login, or "Hello <nickname>," with Logout: the member bar of the original
 * storefront. Login goes to the platform's hosted login page (PKCE); Logout to its logout page,
 * which ends the session on the platform and comes back here.
 */
export function MemberBar() {
  const { client } = useClient();
  const { openLoginModal } = useModal();
  const [who, setWho] = useState<Who>({ kind: 'unknown' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!client) return;
    // Back from a hosted page the buyer signed in on: take that sign-in, with no form and no click.
    const unmarked = withoutHostedSignInMark(window.location.href);
    if (unmarked) window.history.replaceState(window.history.state, '', unmarked);
    if (!client.auth.loggedIn() && unmarked) {
      startLogin(client, window.sessionStorage, window.location, { silent: true, returnTo: unmarked })
        .then((url) => window.location.assign(url))
        .catch((error: unknown) => {
          console.warn('Could not pick up the sign-in made on the hosted pages:', error);
          setWho({ kind: 'visitor' });
        });
      return;
    }
    if (!client.auth.loggedIn()) {
      setWho({ kind: 'visitor' });
      return;
    }
    let current = true;
    client.members
      .getCurrentMember()
      .then(({ member }) => {
        if (current) setWho({ kind: 'member', name: member.profile.nickname || member.profile.slug });
      })
      .catch((error: unknown) => {
        // The session ended elsewhere (a logout, a password change): carry on as a visitor.
        console.warn('The member session has ended:', error);
        if (!current) return;
        writeSessionCookie(SESSION_COOKIE, client.auth.getTokens(), (90 * DAY_MS) / 1000);
        setWho({ kind: 'visitor' });
      });
    return () => {
      current = false;
    };
  }, [client]);

  async function login() {
    if (!client) return;
    if (
      shouldShowSandboxInfo(window.location.hostname, localStorage.getItem(STORAGE_KEYS.sandboxInfoModal))
    ) {
      openLoginModal();
      return;
    }
    setBusy(true);
    try {
      window.location.assign(await startLogin(client, window.sessionStorage, window.location));
    } catch (error) {
      setBusy(false);
      // The one failure a developer can fix: this page's callback URL is not allowed yet.
      if (isRedirectUriRefused(error)) openLoginModal();
      else console.warn('Could not open the login page:', error);
    }
  }

  async function logout() {
    if (!client) return;
    setBusy(true);
    try {
      const { logoutUrl } = await client.auth.logout(window.location.href);
      // The next page load gets new visitor tokens from the middleware.
      removeCookie(SESSION_COOKIE);
      window.location.assign(logoutUrl);
    } catch (error) {
      setBusy(false);
      console.warn('Could not open the logout page:', error);
    }
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
        ) : who.kind === 'visitor' ? (
          'Hello visitor,'
        ) : (
          ''
        )}
      </span>
      {who.kind === 'member' ? (
        <button type="button" className={buttons.ghost} onClick={logout} disabled={busy}>
          Logout
        </button>
      ) : (
        <button
          type="button"
          className={buttons.ghost}
          onClick={login}
          disabled={busy || who.kind === 'unknown'}
        >
          Login
        </button>
      )}
    </div>
  );
}
