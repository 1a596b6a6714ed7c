import { hostedLogout } from '@bazaar/sdk/hosted';
import { applicationErrorOf, platformClient } from '../../shared/platform';

/** The sign-out page's one call, with the redirect session's token as the credential. */
const client = platformClient({ hostedLogout });

/** Ends the member session the link was made with; sent again (a reload), it ends nothing more. */
const endSession = (session: string) => client.hostedLogout.endLogoutSession({ session });

/** The page's calls as one value, so a test can hand the page its own. */
export const logoutCalls = { endSession };
export type LogoutCalls = typeof logoutCalls;

/** What the page says when the link does not work: a sentence for a person, never the platform's wording. */
export function logoutMessageOf(reason: unknown): string {
  const code = applicationErrorOf(reason)?.code;
  if (code === 'SESSION_NOT_FOUND')
    return 'This sign-out link is not valid. Go back to the site and choose Sign out again.';
  if (code === 'SESSION_EXPIRED')
    return 'This sign-out link has expired. Go back to the site and choose Sign out again.';
  return 'We could not sign you out just now. Please reload this page to try again.';
}
