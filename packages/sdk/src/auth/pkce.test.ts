import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_CHALLENGE_METHOD,
  generateCodeChallenge,
  generateCodeVerifier,
  generateState,
  parseAuthorizationResponse,
} from './pkce.js';

describe('PKCE (spec §5)', () => {
  it('makes 43-character verifiers by default, and accepts 43 to 128', () => {
    expect(generateCodeVerifier()).toHaveLength(43);
    expect(generateCodeVerifier(43)).toHaveLength(43);
    expect(generateCodeVerifier(128)).toHaveLength(128);
  });

  it('refuses other lengths with the exact message', () => {
    expect(() => generateCodeVerifier(42)).toThrow('Expected a length between 43 and 128. Received 42.');
    expect(() => generateCodeVerifier(129)).toThrow('Expected a length between 43 and 128. Received 129.');
    expect(() => generateCodeVerifier(50.5)).toThrow('Expected a length between 43 and 128. Received 50.5.');
  });

  it('uses only letters, digits and - . _ ~, and all of them', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateCodeVerifier(128)).join(''));
    expect([...seen].every((char) => /[A-Za-z0-9\-._~]/.test(char))).toBe(true);
    expect(seen.size).toBe(66);
  });

  it('derives the S256 challenge, agreeing with an independent SHA-256', async () => {
    expect(CODE_CHALLENGE_METHOD).toBe('S256');
    const verifier = generateCodeVerifier(100);
    expect(await generateCodeChallenge(verifier)).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
  });

  it('reads code and state from the callback, from the query or the fragment', () => {
    const state = generateState();
    expect(
      parseAuthorizationResponse(`http://localhost:3000/login-callback?code=c1&state=${state}`, state),
    ).toEqual({ code: 'c1', state });
    expect(
      parseAuthorizationResponse(`http://localhost:3000/login-callback#code=c2&state=${state}`, state),
    ).toEqual({ code: 'c2', state });
  });

  it('refuses a callback without code or state, or with another state', () => {
    expect(() => parseAuthorizationResponse('http://x/cb?code=c', 's')).toThrow('Missing code or _state');
    expect(() => parseAuthorizationResponse('http://x/cb?state=s', 's')).toThrow('Missing code or _state');
    expect(() => parseAuthorizationResponse('http://x/cb?code=c&state=other', 's')).toThrow('Invalid _state');
    expect(() =>
      parseAuthorizationResponse('http://x/cb?error=access_denied&error_description=No%20thanks', 's'),
    ).toThrow('No thanks');
  });
});
