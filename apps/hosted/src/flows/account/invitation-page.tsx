import { type FormEvent, useState } from 'react';
import { useAction } from '../../shared/action';
import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { ErrorMessage } from '../../shared/layout';
import { useFocusOnChange } from '../login/focus';
import { Notice } from '../login/notice';
import '../login/login.css';
import {
  type AccountCalls,
  accountCalls,
  accountMessageOf,
  type HostedInvitation,
  INVITATION_UNUSABLE,
  roleWords,
  tokenOf,
} from './account-calls';
import { NewPasswordField } from './password-field';

type Step = { step: 'form' | 'done'; invitation: HostedInvitation };

/**
 * The page an invitation's mailed link opens: who invites you, as what; a password makes your
 * account and accepts. An address that has an account already signs in to accept instead.
 */
export function InvitationPage({ calls = accountCalls }: { calls?: AccountCalls }) {
  const [token] = useState(() => tokenOf(window.location.hash));
  const flow = useHostedFlow<Step>({
    credential: token,
    missing: INVITATION_UNUSABLE,
    load: async (link) => ({ step: 'form', invitation: await calls.readInvitation(link) }),
    messageOf: accountMessageOf,
  });
  return (
    <HostedFlow title="Invitation unavailable" state={flow.state}>
      {(current) => (
        <Invitation
          {...current}
          onAccept={(password) => calls.acceptInvitation(token, password)}
          onDone={flow.setStep}
        />
      )}
    </HostedFlow>
  );
}

function Invitation({
  step,
  invitation,
  onAccept,
  onDone,
}: Step & { onAccept(password: string): Promise<unknown>; onDone(step: Step): void }) {
  const [password, setPassword] = useState('');
  const { busy, error: problem, run } = useAction(accountMessageOf);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  const alertRef = useFocusOnChange<HTMLParagraphElement>(problem);
  const as = roleWords(invitation.role);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await onAccept(password);
      onDone({ step: 'done', invitation });
    });
  };

  if (step === 'done')
    return (
      <main className="page login" data-testid="hosted-invitation">
        <Notice siteName={invitation.siteName} title="You're in" headingRef={headingRef}>
          <p>
            You work on {invitation.siteName} as {as} now. Sign in with{' '}
            <strong className="email">{invitation.email}</strong> and your new password.
          </p>
        </Notice>
      </main>
    );
  return (
    <main className="page login" data-testid="hosted-invitation">
      {invitation.accountExists ? (
        <Notice siteName={invitation.siteName} title={`Join ${invitation.siteName}`} headingRef={headingRef}>
          <p>
            You are invited to work on {invitation.siteName} as {as}. You have an account with{' '}
            <strong className="email">{invitation.email}</strong>: sign in with it, and accept the invitation
            there.
          </p>
        </Notice>
      ) : (
        <form className="card" onSubmit={submit} aria-labelledby="invitation-heading">
          <header className="login-header">
            <p className="eyebrow">{invitation.siteName}</p>
            <h1 id="invitation-heading" ref={headingRef} tabIndex={-1}>
              Join {invitation.siteName}
            </h1>
            <p className="muted">
              You are invited to work on it as {as}. Choose a password for your account,{' '}
              <strong className="email">{invitation.email}</strong>.
            </p>
          </header>
          <input
            type="email"
            name="username"
            value={invitation.email}
            autoComplete="username"
            readOnly
            hidden
          />
          <NewPasswordField value={password} onChange={setPassword} />
          {problem ? (
            <ErrorMessage inline ref={alertRef}>
              {problem}
            </ErrorMessage>
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Joining…' : 'Accept and make my account'}
          </button>
        </form>
      )}
    </main>
  );
}
