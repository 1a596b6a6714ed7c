import { IdentityErrorCodes } from '@bazaar/contracts';
import { ApplicationError } from '../../kernel/errors.js';
import { ACCOUNT_LOCK_FAILURES } from './attempt-windows.js';

/** The refusals of signing up and in, worded as Wix's identity API words them. */

export const accountLocked = () =>
  new ApplicationError({
    status: 429,
    code: 'ACCOUNT_LOCKED',
    description: `This account is locked after ${ACCOUNT_LOCK_FAILURES} failed sign-ins: set a new password with the link from "Forgot password?"`,
  });

/**
 * One answer for an unknown email and a wrong password, after the same work (a password hash
 * either way), so a sign-in never tells whether an address has an account.
 */
export const wrongCredentials = () =>
  new ApplicationError({
    status: 400,
    code: IdentityErrorCodes.invalidPassword,
    message: 'Wrong email or password',
    description: 'The email or the password is wrong',
  });

export const emailTaken = () =>
  new ApplicationError({
    status: 409,
    code: IdentityErrorCodes.emailAlreadyExists,
    message: 'Email already exists',
    description: 'An account with this email already exists: sign in instead',
  });

export const badStateToken = () =>
  new ApplicationError({
    status: 400,
    code: 'INVALID_STATE_TOKEN',
    description: 'This sign-in has expired or is not waiting for a code: start again',
  });
