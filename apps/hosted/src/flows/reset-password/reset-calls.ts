import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { BazaarError } from '@bazaar/sdk';
import { type HostedPasswordReset, hostedPasswordReset } from '@bazaar/sdk/hosted';
import { applicationErrorOf, platformClient } from '../../shared/platform';

/** The reset page's calls: the mailed link's token is the credential. */
const client = platformClient({ hostedPasswordReset });

export type { HostedPasswordReset };

/** The token of the link that opened the page: in its fragment, which no server ever receives. */
export const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

const loadPasswordReset = (recoveryToken: string) =>
  client.hostedPasswordReset.getPasswordReset({ recoveryToken });

/** Sets the new password; the page needs nothing of the answer. */
const resetPassword = async (recoveryToken: string, password: string): Promise<void> => {
  await client.hostedPasswordReset.recover({ recoveryToken, password });
};

/** The page's calls as one value, so a test can hand the page its own. */
export const resetCalls = { loadPasswordReset, resetPassword };
export type ResetCalls = typeof resetCalls;

export const LINK_UNUSABLE =
  'This link has expired or was already used. Ask for a new one with "Forgot password?" on the sign-in page.';

/** What the page says about a refusal: a sentence of our own, never the platform's wording. */
export function resetMessageOf(reason: unknown): string {
  if (reason instanceof BazaarError && reason.kind === 'validation')
    return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (applicationErrorOf(reason)?.code === 'RECOVERY_LINK_INVALID') return LINK_UNUSABLE;
  return 'Something went wrong. Please try again.';
}
