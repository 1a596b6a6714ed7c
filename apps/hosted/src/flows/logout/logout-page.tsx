import { useEffect } from 'react';
import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { Page } from '../../shared/layout';
import { forgetMemberSession } from '../../shared/member-session';
import { type LogoutCalls, logoutCalls, logoutMessageOf } from './logout-calls';

/**
 * The hosted sign-out page of a `logout` link: it ends the member's session as it opens, then
 * sends the browser back to the site (replacing this page, so Back does not sign out again), or,
 * with nowhere to go, says the person is signed out.
 */
export function LogoutPage({ session, calls = logoutCalls }: { session: string; calls?: LogoutCalls }) {
  // Signed out here too, whatever the link: a sign-in kept on this origin must not sign the next one in.
  useEffect(() => forgetMemberSession(), []);
  const flow = useHostedFlow<{ siteName: string }>({
    credential: session,
    missing: 'This page needs a sign-out link from a site.',
    load: async (link) => {
      const { siteName, postFlowUrl } = await calls.endSession(link);
      if (!postFlowUrl) return { siteName };
      window.location.replace(postFlowUrl);
      return undefined;
    },
    messageOf: logoutMessageOf,
  });
  return (
    <HostedFlow title="Sign-out unavailable" state={flow.state}>
      {({ siteName }) => (
        <Page narrow>
          <h1 data-testid="signed-out">You are signed out of {siteName}</h1>
          <p>You can close this window.</p>
        </Page>
      )}
    </HostedFlow>
  );
}
