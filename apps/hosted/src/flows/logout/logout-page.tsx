import { useEffect, useState } from 'react';
import { Loading, Page, Unavailable } from '../../shared/layout';
import { forgetMemberSession } from '../../shared/member-session';
import { endSession, logoutMessageOf } from './logout-calls';

type State = { step: 'ending' } | { step: 'failed'; message: string } | { step: 'ended'; siteName: string };

/**
 * The hosted sign-out page of a `logout` link: it ends the member's session as it opens, then
 * sends the browser back to the site (replacing this page, so Back does not sign out again), or,
 * with nowhere to go, says the person is signed out.
 */
export function LogoutPage({ session }: { session: string }) {
  const [state, setState] = useState<State>({ step: 'ending' });

  useEffect(() => {
    // Signed out here too: a sign-in kept on this origin must not sign the next one in.
    forgetMemberSession();
    if (!session) {
      setState({ step: 'failed', message: 'This page needs a sign-out link from a site.' });
      return;
    }
    endSession(session)
      .then(({ siteName, postFlowUrl }) => {
        if (postFlowUrl) window.location.replace(postFlowUrl);
        else setState({ step: 'ended', siteName });
      })
      .catch((reason: unknown) => setState({ step: 'failed', message: logoutMessageOf(reason) }));
  }, [session]);

  if (state.step === 'ending') return <Loading />;
  if (state.step === 'failed') return <Unavailable title="Sign-out unavailable" message={state.message} />;
  return (
    <Page narrow>
      <h1 data-testid="signed-out">You are signed out of {state.siteName}</h1>
      <p>You can close this window.</p>
    </Page>
  );
}
