import { BazaarError } from '@bazaar/sdk';
import type { Factor } from '@bazaar/sdk/identity';
import type { AuthenticatorView, SecurityView, Who } from '../views/member';
import type { StorefrontClient } from './client';

/**
 * The member bar's greeting: a visitor, or the signed-in member's nickname. A session that ended
 * elsewhere (a logout, a password change) or a platform that does not answer reads as a visitor:
 * the page still renders, and Login still works.
 */
export async function whoIsSignedIn(client: StorefrontClient): Promise<Who> {
  if (!client.auth.loggedIn()) return { kind: 'visitor' };
  try {
    const { member } = await client.members.getCurrentMember();
    return { kind: 'member', name: member.profile.nickname || member.profile.slug };
  } catch (error) {
    console.warn('The member session has ended:', error);
    return { kind: 'visitor' };
  }
}

/** The member's active authenticator app, if any. */
export const activeAuthenticator = (factors: Factor[]): AuthenticatorView | undefined => {
  const factor = factors.find(
    (candidate) => candidate.factorType === 'TOTP' && candidate.status === 'ACTIVE',
  );
  return factor ? { factorId: factor.factorId } : undefined;
};

/** The account page's two-step part, read with the member's session. */
export async function securityOf(client: StorefrontClient): Promise<SecurityView> {
  if (!client.auth.loggedIn()) return { kind: 'visitor' };
  try {
    return { kind: 'member', authenticator: activeAuthenticator(await client.factors.listFactors()) };
  } catch (error) {
    console.warn('Could not read the second factors:', error);
    return { kind: 'failed' };
  }
}

export const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** What the account page says about a refused two-step change, in its own words. */
export function securityProblemOf(error: unknown): string {
  const code = error instanceof BazaarError ? error.code : undefined;
  if (code === 'INVALID_VERIFICATION_CODE')
    return 'That code does not match. Enter the newest code the app shows (check the time on your phone).';
  if (code === 'TOO_MANY_ATTEMPTS') return 'Too many wrong codes. Please wait 15 minutes, then try again.';
  console.warn('A two-step change was refused:', error);
  return SOMETHING_WRONG;
}
