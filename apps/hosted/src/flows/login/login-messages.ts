import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { BazaarError } from '@bazaar/sdk';
import { applicationErrorOf, messageOf } from '../../shared/platform';

/** Which call failed: one code means different things on the form and on the code step. */
export type Attempt = 'signIn' | 'signUp' | 'verify' | 'factor' | 'resend' | 'recover' | 'authorize';

const LINK_NOT_VALID = 'This sign-in link is not valid. Go back to the site and choose Sign in again.';
const TRY_AGAIN = 'Something went wrong. Please try again.';

const SENTENCES: Record<string, string> = {
  // One answer for an unknown email and a wrong password: the page cannot tell which, nor should it.
  '-19976': 'That email and password do not match an account. Check them and try again.',
  '-19995': 'There is already an account with this email.',
  // A member the site made for you has no password until you choose one.
  '-19973':
    'This account has no password yet. Choose “Forgot password?” and we will email you a link to set one.',
  IDENTITY_BLOCKED: 'This account cannot sign in. Contact the site for help.',
  INVALID_STATE_TOKEN: 'This sign-in has run out of time. Start again to get a new code.',
  INVALID_VERIFICATION_CODE: 'That is not the code we sent. Check the email and try again.',
  VERIFICATION_CODE_EXPIRED: 'This code has expired. Send a new code and enter that one.',
  SESSION_NOT_FOUND: LINK_NOT_VALID,
  SESSION_EXPIRED: 'This sign-in link has expired. Go back to the site and choose Sign in again.',
  FACTOR_NOT_FOUND: 'Two-step verification changed for this account. Start again.',
  SIGN_IN_REQUIRED: 'Your sign-in did not go through. Please sign in again.',
  // Locked by a day of failed sign-ins at other places: a new password opens it at once.
  ACCOUNT_LOCKED:
    'This account is locked after many failed sign-ins. Choose “Forgot password?” to set a new password and sign in.',
};

/** How long a sign-in from here must wait, as the platform said, in words: "a few seconds", "3 minutes". */
function waitText(reason: unknown): string {
  const seconds = Number(applicationErrorOf(reason)?.data.retryAfterSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return '15 minutes';
  if (seconds < 60) return 'a few seconds';
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Too many of what: sign-ins and codes are limited per 15 minutes, mails per member. */
const TOO_MANY: Record<Attempt, string> = {
  signIn: 'Too many attempts to sign in. Please wait 15 minutes, then try again.',
  signUp: 'Too many attempts. Please wait 15 minutes, then try again.',
  verify: 'Too many wrong codes. Send a new code and enter that one.',
  factor: 'Too many wrong codes. Please wait 15 minutes, then start again.',
  resend: 'We have sent several codes already. Please wait 15 minutes before asking for another.',
  recover: 'Too many attempts. Please wait 15 minutes, then try again.',
  authorize: 'Too many attempts. Please wait 15 minutes, then try again.',
};

function fieldSentence(field: string, attempt: Attempt): string | undefined {
  if (/email$/i.test(field)) return 'Enter an email address, such as name@example.com.';
  if (/password$/.test(field))
    return attempt === 'signUp'
      ? `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`
      : 'Enter your password.';
  if (/nickname$/.test(field)) return 'Keep your nickname to 100 characters or fewer.';
  if (/code$/.test(field)) return 'Enter the 6-digit code from the email.';
  if (/^session$/.test(field)) return LINK_NOT_VALID;
  return undefined;
}

/**
 * What the page says about a failed call: a sentence of our own for a person, never the platform's
 * wording (its descriptions are written for the developers of apps).
 */
export function loginMessageOf(reason: unknown, attempt: Attempt): string {
  if (reason instanceof BazaarError && reason.kind === 'validation')
    return messageOf(reason, (field) => fieldSentence(field, attempt));
  const code = applicationErrorOf(reason)?.code;
  if (code === 'TOO_MANY_ATTEMPTS' && attempt === 'signIn')
    return `Too many attempts to sign in from here. Please wait ${waitText(reason)}, then try again.`;
  if (code === 'TOO_MANY_ATTEMPTS') return TOO_MANY[attempt];
  // The server is busy hashing others' passwords: nothing is wrong with this person's try.
  if (code === 'TOO_MANY_SIGN_INS')
    return `Many people are signing in right now. Please wait ${waitText(reason)}, then try again.`;
  // A second factor's code may come from an app or a list of recovery codes, not only a mail.
  if (code === 'INVALID_VERIFICATION_CODE' && attempt === 'factor')
    return 'That code is not right. Enter the newest code, or a recovery code you have not used.';
  return (code && SENTENCES[code]) || TRY_AGAIN;
}

/** The email has an account already: the page offers to sign in with it instead. */
export const emailTakenBy = (reason: unknown) => applicationErrorOf(reason)?.code === '-19995';
