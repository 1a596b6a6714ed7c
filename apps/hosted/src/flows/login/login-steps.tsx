import { useState } from 'react';
import { keepMemberSession } from '../../shared/member-session';
import { CodeStep } from './code-step';
import { CredentialsForm, type FormProblem, type Mode } from './credentials-form';
import { deliver } from './deliver';
import { FactorStep, type FactorType } from './factor-step';
import { useFocusOnChange } from './focus';
import { ForgotStep } from './forgot-step';
import type {
  Credentials,
  HostedAuthorization,
  HostedLoginSession,
  LoginCalls,
  SignInState,
} from './login-calls';
import { type Attempt, emailTakenBy, loginMessageOf } from './login-messages';
import { Notice } from './notice';
import { rememberDevice } from './remembered-devices';

export type Step =
  | { step: 'form'; mode: Mode }
  | { step: 'code'; email: string; stateToken: string; from: Mode }
  | { step: 'factor'; email: string; stateToken: string; factors: FactorType[] }
  | { step: 'approval'; email: string }
  | { step: 'forgot' }
  | { step: 'linkSent'; email: string }
  // A `web_message` answer was posted: the page stays, so it says so (when it was a sign-in).
  | { step: 'delivered'; signedIn: boolean };

/**
 * Hands the app its answer: null when the browser is on its way to the redirect URI, or the step
 * the page shows once a message was posted (the page stays).
 */
export function handOver(answer: HostedAuthorization): Step | null {
  if (!deliver(answer)) throw new Error('The answer names nowhere to deliver it');
  return answer.redirectUrl ? null : { step: 'delivered', signedIn: Boolean(answer.message?.code) };
}

/** The factor types a REQUIRE_MFA answer names (`requireMfaData.availableFactors`, as Wix names them). */
function factorsOf(answer: SignInState): FactorType[] {
  const types = (answer.requireMfaData?.availableFactors ?? []).map((factor) => factor.factorType);
  return types.filter((type): type is FactorType => type === 'TOTP' || type === 'EMAIL');
}

/** What the focus follows: a new step's heading (the first step shown keeps the browser's focus). */
const headingKey = (state: Step) => (state.step === 'form' ? `form-${state.mode}` : state.step);

/**
 * The login page's steps once its link is loaded: the form (sign in or sign up), the mailed code,
 * the second factor, a forgotten password, and what the page says at the end.
 */
export function LoginSteps({
  session,
  calls,
  data,
  first,
}: {
  session: string;
  calls: LoginCalls;
  data: HostedLoginSession;
  first: Step;
}) {
  const [state, setState] = useState<Step>(first);
  const [values, setValues] = useState<Credentials>({ nickname: '', email: '', password: '' });
  // Which call runs: every button waits for it, and its own says what it is doing.
  const [busy, setBusy] = useState<Attempt | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(headingKey(state));
  const alertRef = useFocusOnChange<HTMLParagraphElement>(problem?.message ?? null);

  /** Runs one call: buttons wait while it runs (and after, while the browser leaves); a refusal is said. */
  const run = async (attempt: Attempt, call: () => Promise<boolean>) => {
    setBusy(attempt);
    setProblem(null);
    setNotice(null);
    let leaving = false;
    try {
      leaving = await call();
    } catch (reason) {
      setProblem({ message: loginMessageOf(reason, attempt), offerSignIn: emailTakenBy(reason) });
    } finally {
      if (!leaving) setBusy(null);
    }
  };

  /** The next step of a sign-up or sign-in, by where the platform says it stands. */
  const proceed = async (answer: SignInState, from: Mode): Promise<boolean> => {
    if (answer.state === 'SUCCESS' && answer.sessionToken) {
      // A sign-in for another page of the platform (a `login` link) goes back to it, signed in there.
      if (data.returnTo) {
        keepMemberSession(answer.sessionToken);
        window.location.assign(data.returnTo);
        return true;
      }
      const next = handOver(await calls.authorize(session, answer.sessionToken));
      if (next) setState(next);
      return next === null;
    }
    const email = values.email.trim();
    if (answer.state === 'REQUIRE_EMAIL_VERIFICATION' && answer.stateToken)
      setState({ step: 'code', email, stateToken: answer.stateToken, from });
    else if (answer.state === 'REQUIRE_OWNER_APPROVAL') setState({ step: 'approval', email });
    else if (answer.state === 'REQUIRE_MFA' && answer.stateToken)
      setState({ step: 'factor', email, stateToken: answer.stateToken, factors: factorsOf(answer) });
    // The platform asks for no other step (missing fields) today.
    else throw new Error(`No step for the sign-in state ${answer.state}`);
    return false;
  };

  const toForm = (mode: Mode) => {
    setProblem(null);
    setNotice(null);
    setState({ step: 'form', mode });
  };

  const content = (() => {
    switch (state.step) {
      case 'form': {
        const { mode } = state;
        const submit = () =>
          run(mode, async () =>
            proceed(await (mode === 'signUp' ? calls.signUp : calls.signIn)(session, values), mode),
          );
        return (
          <CredentialsForm
            {...{ mode, values, problem, headingRef, alertRef }}
            siteName={data.siteName}
            memberSignUp={data.memberSignUp}
            onChange={setValues}
            onSubmit={submit}
            onSwitch={toForm}
            onForgot={() => {
              setProblem(null);
              setState({ step: 'forgot' });
            }}
            busy={busy !== null}
          />
        );
      }
      case 'code': {
        const { stateToken, from } = state;
        return (
          <CodeStep
            {...{ notice, headingRef, alertRef }}
            siteName={data.siteName}
            email={state.email}
            busy={busy}
            problem={problem?.message ?? null}
            onVerify={(code) =>
              run('verify', async () => proceed(await calls.verifyCode(session, stateToken, code), from))
            }
            onResend={() =>
              run('resend', async () => {
                await calls.resendCode(session, stateToken);
                setNotice(`We sent a new code to ${state.email}. Earlier codes no longer work.`);
                return false;
              })
            }
            onRestart={() => toForm(from)}
          />
        );
      }
      case 'forgot':
        return (
          <ForgotStep
            {...{ headingRef, alertRef }}
            siteName={data.siteName}
            email={values.email}
            onEmail={(email) => setValues({ ...values, email })}
            busy={busy !== null}
            problem={problem?.message ?? null}
            onSend={() =>
              run('recover', async () => {
                await calls.sendRecoveryEmail(session, values.email);
                setState({ step: 'linkSent', email: values.email.trim() });
                return false;
              })
            }
            onBack={() => toForm('signIn')}
          />
        );
      case 'linkSent':
        return (
          <Notice siteName={data.siteName} title="Check your email" headingRef={headingRef}>
            <p>
              If an account uses <strong className="email">{state.email}</strong>, we sent it a link to choose
              a new password. The link works once, for 60 minutes.
            </p>
            <p className="switch">
              <button type="button" className="text-button" onClick={() => toForm('signIn')}>
                Back to sign in
              </button>
            </p>
          </Notice>
        );
      case 'factor': {
        const { stateToken, email } = state;
        return (
          <FactorStep
            {...{ headingRef, alertRef, email }}
            siteName={data.siteName}
            factors={state.factors}
            busy={busy}
            problem={problem?.message ?? null}
            onVerify={(factorType, code, remember) =>
              run('factor', async () => {
                const answer = await calls.verifyFactor(session, stateToken, factorType, code, remember);
                const deviceToken = answer.additionalData?.deviceToken;
                if (remember && typeof deviceToken === 'string') rememberDevice(email, deviceToken);
                return proceed(answer, 'signIn');
              })
            }
            onRestart={() => toForm('signIn')}
          />
        );
      }
      case 'approval':
        return (
          <Notice
            siteName={data.siteName}
            title="Your account is waiting for approval"
            headingRef={headingRef}
          >
            <p>
              {data.siteName} approves each new member. You can sign in with{' '}
              <strong className="email">{state.email}</strong> once your account is approved.
            </p>
          </Notice>
        );
      case 'delivered':
        return state.signedIn ? (
          <Notice siteName={data.siteName} title="You are signed in" headingRef={headingRef}>
            <p>You can close this window and go back to {data.siteName}.</p>
          </Notice>
        ) : null;
    }
  })();

  // Every step but the last ones has a way back to the site, without signing in.
  const leaving = state.step === 'delivered' || state.step === 'approval';
  return (
    <main className="page login" data-testid="hosted-login" aria-busy={content === null}>
      {content}
      {data.backUrl && !leaving ? (
        <p className="back-to-site">
          <a className="link" href={data.backUrl}>
            Back to {data.siteName}
          </a>
        </p>
      ) : null}
    </main>
  );
}
