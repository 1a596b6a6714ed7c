import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { forgetMemberSession, memberSession } from '../../shared/member-session';
import { type HostedLoginSession, type LoginCalls, loginCalls } from './login-calls';
import { loginMessageOf } from './login-messages';
import { handOver, LoginSteps, type Step } from './login-steps';
import './login.css';

/** The link's login session and the page's first step; undefined when the app was answered at once. */
async function open(
  calls: LoginCalls,
  session: string,
): Promise<{ data: HostedLoginSession; first: Step } | undefined> {
  const data = await calls.loadLoginSession(session);
  const first = (next: Step | null) => (next ? { data, first: next } : undefined);
  // A silent request is answered at once: the app learns whether its visitor is signed in.
  // A sign-in kept on this origin (made on a hosted page a moment ago) answers it too, so
  // the site the buyer returns to picks the member up with no click.
  if (data.prompt === 'none') {
    const keptSilently = memberSession();
    const answer = keptSilently
      ? await calls.authorize(session, keptSilently).catch(() => {
          forgetMemberSession();
          return calls.authorize(session);
        })
      : await calls.authorize(session);
    return first(handOver(answer));
  }
  // Signed in on this origin a moment ago (on a plan's summary, say): the app gets that
  // sign-in without the form, as a site one is signed in to does. A spent one is forgotten.
  const kept = data.returnTo ? undefined : memberSession();
  if (kept) {
    try {
      return first(handOver(await calls.authorize(session, kept)));
    } catch {
      forgetMemberSession();
    }
  }
  return first({ step: 'form', mode: 'signIn' });
}

/**
 * The hosted login page of an `auth` link: sign in or sign up, the mailed code when the site asks
 * for one, then the app's code handed over as its request asked (a redirect, or a message to the
 * frame's parent). With `prompt: none` there is no form: the app's answer is given at once.
 */
export function LoginPage({ session, calls = loginCalls }: { session: string; calls?: LoginCalls }) {
  const flow = useHostedFlow({
    credential: session,
    missing: 'This page needs a sign-in link from a site.',
    load: (link) => open(calls, link),
    messageOf: (reason) => loginMessageOf(reason, 'authorize'),
  });
  return (
    <HostedFlow title="Sign-in unavailable" state={flow.state}>
      {({ data, first }) => <LoginSteps session={session} calls={calls} data={data} first={first} />}
    </HostedFlow>
  );
}
