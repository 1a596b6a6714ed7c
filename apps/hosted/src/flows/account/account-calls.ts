import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { BazaarError } from '@bazaar/sdk';
import { type HostedInvitation, hostedAccounts } from '@bazaar/sdk/hosted';
import { applicationErrorOf, platformClient } from '../../shared/platform';

/** The calls of the invitation and set-up pages: the link's token is the credential. */
const client = platformClient({ hostedAccounts });

export type { HostedInvitation };

/** The token of the link that opened the page: in its fragment, which no server ever receives. */
export const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

const readInvitation = (token: string) => client.hostedAccounts.readInvitation({ token });
const acceptInvitation = (token: string, password: string) =>
  client.hostedAccounts.acceptInvitation({ token, password });
const setUp = (token: string, email: string, password: string) =>
  client.hostedAccounts.setUpFirstAccount({ token, email, password });

/** The pages' calls as one value, so a test can hand a page its own. */
export const accountCalls = { readInvitation, acceptInvitation, setUp };
export type AccountCalls = typeof accountCalls;

export const INVITATION_UNUSABLE =
  'This invitation was accepted, withdrawn or has expired. Ask whoever invited you for a new one.';
export const SETUP_UNUSABLE =
  'This set-up link was used or has expired. Sign in with the account it made, or restart the platform for a new link.';

const ROLE_WORDS: Record<string, string> = { OWNER: 'an owner', MANAGER: 'a manager', STAFF: 'staff' };
export const roleWords = (role: string) => ROLE_WORDS[role] ?? role.toLowerCase();

/** What the pages say about a refusal: a sentence of our own, never the platform's wording. */
export function accountMessageOf(reason: unknown): string {
  const code = applicationErrorOf(reason)?.code;
  if (code === 'INVITATION_UNUSABLE') return INVITATION_UNUSABLE;
  if (code === 'SETUP_LINK_UNUSABLE') return SETUP_UNUSABLE;
  if (code === 'ACCOUNT_EXISTS') return 'An account has this address already: sign in with it to accept.';
  if (reason instanceof BazaarError && reason.kind === 'validation') {
    const field = reason.details.validationError?.fieldViolations[0]?.field ?? '';
    if (field === 'email') return 'Enter your email address, like name@example.com.';
    if (field === 'token') return INVITATION_UNUSABLE;
    return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  return 'Something went wrong. Please try again.';
}
