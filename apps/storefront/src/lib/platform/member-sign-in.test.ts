import { describe, expect, it } from 'vitest';
import { safeReturn, signInDataOf } from './member-sign-in';
import { needsFreshTokens } from './session';

const CALLBACK = 'http://127.0.0.1:3000/login-callback?code=c&state=s';

describe('where a finished sign-in goes back to', () => {
  it('is the page it started from, on this storefront', () => {
    expect(safeReturn('http://127.0.0.1:3000/store?x=1', CALLBACK)).toBe('http://127.0.0.1:3000/store?x=1');
  });

  it('is home for another site, the callback itself, or no address', () => {
    expect(safeReturn('https://evil.example/phish', CALLBACK)).toBe('/');
    expect(safeReturn('http://127.0.0.1:3000/login-callback', CALLBACK)).toBe('/');
    expect(safeReturn('', CALLBACK)).toBe('/');
    expect(safeReturn('not a url', CALLBACK)).toBe('/');
  });
});

describe('the PKCE data a browser hands back', () => {
  const kept = {
    state: 's',
    codeVerifier: 'v'.repeat(43),
    codeChallenge: 'c',
    codeChallengeMethod: 'S256',
    redirectUri: 'http://127.0.0.1:3000/login-callback',
    originalUri: 'http://127.0.0.1:3000/store',
  };

  it('is taken field by field, a silent ask only when it says so', () => {
    expect(signInDataOf(kept)).toEqual({ ...kept, silent: false });
    expect(signInDataOf({ ...kept, silent: true, extra: 'ignored' })).toEqual({ ...kept, silent: true });
  });

  it('is none when a field is missing, not a string, or too long', () => {
    expect(signInDataOf(undefined)).toBeUndefined();
    expect(signInDataOf('text')).toBeUndefined();
    expect(signInDataOf({ ...kept, state: 5 })).toBeUndefined();
    expect(signInDataOf({ ...kept, codeVerifier: undefined })).toBeUndefined();
    expect(signInDataOf({ ...kept, originalUri: 'x'.repeat(2001) })).toBeUndefined();
  });
});

describe('when the middleware renews a session', () => {
  const tokens = (expiresAt: number, value = 'OauthNG.JWS.x') => ({
    accessToken: { value, expiresAt },
    refreshToken: { value: 'r', role: 'member' as const },
  });

  it('renews none, an empty one, an expired one, and one expiring within the minute', () => {
    expect(needsFreshTokens(undefined, 1000)).toBe(true);
    expect(needsFreshTokens(tokens(5000, ''), 1000)).toBe(true);
    expect(needsFreshTokens(tokens(999), 1000)).toBe(true);
    expect(needsFreshTokens(tokens(1059), 1000)).toBe(true);
  });

  it('keeps one with more than a minute left', () => {
    expect(needsFreshTokens(tokens(1061), 1000)).toBe(false);
  });
});
