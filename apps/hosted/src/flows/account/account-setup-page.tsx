import { type FormEvent, useState } from 'react';
import { useAction } from '../../shared/action';
import { ErrorMessage } from '../../shared/layout';
import { useFocusOnChange } from '../login/focus';
import { Notice } from '../login/notice';
import '../login/login.css';
import { type AccountCalls, accountCalls, accountMessageOf, SETUP_UNUSABLE, tokenOf } from './account-calls';
import { NewPasswordField } from './password-field';

/**
 * The page of the one-time link an installation's first start logs: the first account, which owns
 * every site there is. The link is checked when the form is sent (it is spent then).
 */
export function AccountSetupPage({ calls = accountCalls }: { calls?: AccountCalls }) {
  const [token] = useState(() => tokenOf(window.location.hash));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<{ email: string; sites: number } | null>(null);
  const { busy, error: problem, run } = useAction(accountMessageOf, token ? null : SETUP_UNUSABLE);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(done ? 'done' : 'form');
  const alertRef = useFocusOnChange<HTMLParagraphElement>(problem);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const made = await calls.setUp(token, email, password);
      setDone({ email, sites: made.siteIds.length });
    });
  };

  if (done)
    return (
      <main className="page login" data-testid="hosted-account-setup">
        <Notice siteName="Bazaar" title="Your account is ready" headingRef={headingRef}>
          <p>
            Sign in with <strong className="email">{done.email}</strong> and your password.{' '}
            {done.sites === 1
              ? 'You own the site this platform has.'
              : `You own the ${done.sites} sites this platform has.`}
          </p>
        </Notice>
      </main>
    );
  return (
    <main className="page login" data-testid="hosted-account-setup">
      <form className="card" onSubmit={submit} aria-labelledby="setup-heading">
        <header className="login-header">
          <p className="eyebrow">Bazaar</p>
          <h1 id="setup-heading" ref={headingRef} tabIndex={-1}>
            Make the first account
          </h1>
          <p className="muted">It owns every site of this platform and invites everyone else.</p>
        </header>
        <label>
          Email
          <input
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="username"
            value={email}
            onChange={(change) => setEmail(change.currentTarget.value)}
          />
        </label>
        <NewPasswordField value={password} onChange={setPassword} />
        {problem ? (
          <ErrorMessage inline ref={alertRef}>
            {problem}
          </ErrorMessage>
        ) : null}
        <button type="submit" className="button" disabled={busy || !token}>
          {busy ? 'Making the account…' : 'Make the account'}
        </button>
      </form>
    </main>
  );
}
