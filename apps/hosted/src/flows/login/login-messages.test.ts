import { BazaarError } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { emailTakenBy, loginMessageOf } from './login-messages';

const refusedWith = (code: string, status = 400, data: Record<string, unknown> = {}) =>
  new BazaarError(
    'platform wording',
    'application',
    { applicationError: { code, description: 'The platform’s own description', data } },
    status,
  );

const fieldRefused = (field: string) =>
  new BazaarError(
    'INVALID_ARGUMENT',
    'validation',
    {
      validationError: {
        fieldViolations: [{ field, description: 'must match format "email"', violatedRule: 'FORMAT' }],
      },
    },
    400,
  );

describe('what the hosted login page tells a person', () => {
  it('says a wrong password, a taken email and a blocked account in its own words', () => {
    expect(loginMessageOf(refusedWith('-19976'), 'signIn')).toBe(
      'That email and password do not match an account. Check them and try again.',
    );
    expect(loginMessageOf(refusedWith('-19995', 409), 'signUp')).toBe(
      'There is already an account with this email.',
    );
    expect(emailTakenBy(refusedWith('-19995', 409))).toBe(true);
    expect(loginMessageOf(refusedWith('IDENTITY_BLOCKED', 403), 'signIn')).toContain('cannot sign in');
  });

  it('says "too many" by what was tried', () => {
    const tooMany = refusedWith('TOO_MANY_ATTEMPTS', 429);
    expect(loginMessageOf(tooMany, 'signIn')).toContain('Too many attempts to sign in');
    expect(loginMessageOf(tooMany, 'verify')).toContain('Too many wrong codes');
    expect(loginMessageOf(tooMany, 'resend')).toContain('sent several codes already');
  });

  it('says how long a throttled sign-in waits, and how a locked account opens', () => {
    const waiting = (retryAfterSeconds: number) =>
      loginMessageOf(refusedWith('TOO_MANY_ATTEMPTS', 429, { retryAfterSeconds }), 'signIn');
    expect(waiting(4)).toBe(
      'Too many attempts to sign in from here. Please wait a few seconds, then try again.',
    );
    expect(waiting(60)).toBe('Too many attempts to sign in from here. Please wait 1 minute, then try again.');
    expect(waiting(900)).toBe(
      'Too many attempts to sign in from here. Please wait 15 minutes, then try again.',
    );
    expect(loginMessageOf(refusedWith('TOO_MANY_SIGN_INS', 429, { retryAfterSeconds: 3 }), 'signIn')).toBe(
      'Many people are signing in right now. Please wait a few seconds, then try again.',
    );
    expect(loginMessageOf(refusedWith('ACCOUNT_LOCKED', 429), 'signIn')).toBe(
      'This account is locked after many failed sign-ins. Choose “Forgot password?” to set a new password and sign in.',
    );
  });

  it('names a refused field in the person’s words, and never passes the platform’s text on', () => {
    expect(loginMessageOf(fieldRefused('loginId.email'), 'signUp')).toBe(
      'Enter an email address, such as name@example.com.',
    );
    expect(loginMessageOf(fieldRefused('password'), 'signUp')).toBe(
      'Choose a password of at least 8 characters.',
    );
    expect(loginMessageOf(refusedWith('SOMETHING_NEW'), 'signIn')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(loginMessageOf(new TypeError('Failed to fetch'), 'verify')).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
