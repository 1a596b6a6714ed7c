import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_CHALLENGE_METHOD,
  generateCodeChallenge,
  generateCodeVerifier,
  generateState,
  parseAuthorizationResponse,
} from './pkce.js';

const UNRESERVED = /^[A-Za-z0-9\-._~]+$/;

describe('generateCodeVerifier (spec §5)', () => {
  it('makes 43 characters by default and accepts 43 to 128', () => {
    expect(generateCodeVerifier()).toHaveLength(43);
    expect(generateCodeVerifier(43)).toHaveLength(43);
    expect(generateCodeVerifier(64)).toHaveLength(64);
    expect(generateCodeVerifier(128)).toHaveLength(128);
  });

  it('refuses other lengths with the exact message', () => {
    expect(() => generateCodeVerifier(42)).toThrow(
      new Error('Expected a length between 43 and 128. Received 42.'),
    );
    expect(() => generateCodeVerifier(129)).toThrow(
      new Error('Expected a length between 43 and 128. Received 129.'),
    );
    expect(() => generateCodeVerifier(50.5)).toThrow(
      new Error('Expected a length between 43 and 128. Received 50.5.'),
    );
    expect(() => generateCodeVerifier(0)).toThrow('Received 0.');
    expect(() => generateCodeVerifier(Number.NaN)).toThrow('Received NaN.');
  });

  it('uses only unreserved characters, and every one of them, over many samples', () => {
    const samples = Array.from({ length: 500 }, () => generateCodeVerifier(128));
    for (const sample of samples) expect(sample).toMatch(UNRESERVED);
    expect(new Set(samples.join('')).size).toBe(66);
    expect(new Set(samples).size).toBe(samples.length);
  });

  it('draws characters without a visible bias', () => {
    // 64,000 draws over 66 characters: about 970 each. Modulo bias would give the first 58
    // characters 4/256 and the rest 3/256, i.e. about 1000 versus 750.
    const counts = new Map<string, number>();
    for (let round = 0; round < 500; round += 1) {
      for (const char of generateCodeVerifier(128)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const values = [...counts.values()];
    expect(Math.min(...values)).toBeGreaterThan(800);
    expect(Math.max(...values)).toBeLessThan(1140);
  });
});

describe('generateCodeChallenge', () => {
  it('is S256', () => {
    expect(CODE_CHALLENGE_METHOD).toBe('S256');
  });

  it('matches the RFC 7636 appendix B example', async () => {
    expect(await generateCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('agrees with an independent SHA-256, without padding', async () => {
    for (const length of [43, 77, 128]) {
      const verifier = generateCodeVerifier(length);
      const challenge = await generateCodeChallenge(verifier);
      expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });
});

describe('generateState', () => {
  it('is a random URL-safe string', () => {
    const states = Array.from({ length: 100 }, generateState);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(states).size).toBe(states.length);
  });
});

describe('parseAuthorizationResponse (reference §4.3)', () => {
  const state = 'state-1';

  it('reads code and state from the fragment (the default response mode)', () => {
    expect(
      parseAuthorizationResponse(`http://localhost:3000/callback#code=c1&state=${state}`, state),
    ).toEqual({
      code: 'c1',
      state,
    });
  });

  it('reads code and state from the query (response mode query)', () => {
    expect(
      parseAuthorizationResponse(`http://localhost:3000/callback?code=c2&state=${state}`, state),
    ).toEqual({
      code: 'c2',
      state,
    });
  });

  it('prefers the query and ignores an app fragment next to it', () => {
    expect(
      parseAuthorizationResponse(`http://x/cb?code=q&state=${state}#code=f&state=${state}`, state),
    ).toEqual({ code: 'q', state });
    expect(parseAuthorizationResponse(`http://x/cb?code=q&state=${state}#/route`, state)).toEqual({
      code: 'q',
      state,
    });
  });

  it('reads the fragment when the query holds only app parameters', () => {
    expect(parseAuthorizationResponse(`http://x/cb?lang=en#code=f&state=${state}`, state)).toEqual({
      code: 'f',
      state,
    });
  });

  it('accepts a URL object, a relative URL and encoded values', () => {
    expect(
      parseAuthorizationResponse(new URL(`https://shop.example/cb#code=a%2Bb&state=${state}`), state),
    ).toEqual({ code: 'a+b', state });
    expect(parseAuthorizationResponse(`/cb?code=c&state=${state}`, state)).toEqual({ code: 'c', state });
  });

  it('throws "Missing code or _state" when either is missing or empty', () => {
    const missing = new Error('Missing code or _state');
    expect(() => parseAuthorizationResponse('http://x/cb?code=c', state)).toThrow(missing);
    expect(() => parseAuthorizationResponse(`http://x/cb?state=${state}`, state)).toThrow(missing);
    expect(() => parseAuthorizationResponse(`http://x/cb#code=&state=${state}`, state)).toThrow(missing);
    expect(() => parseAuthorizationResponse('http://x/cb', state)).toThrow(missing);
  });

  it('throws "Invalid _state" when the state differs', () => {
    expect(() => parseAuthorizationResponse('http://x/cb?code=c&state=other', state)).toThrow(
      new Error('Invalid _state'),
    );
    expect(() => parseAuthorizationResponse('http://x/cb#code=c&state=other', state)).toThrow(
      new Error('Invalid _state'),
    );
  });

  it('throws the error description of an error response', () => {
    expect(() =>
      parseAuthorizationResponse(
        'http://x/cb#error=access_denied&error_description=No%20thanks&state=s',
        state,
      ),
    ).toThrow(new Error('No thanks'));
    expect(() =>
      parseAuthorizationResponse('http://x/cb?error=login_required&error_description=Log+in+first', state),
    ).toThrow(new Error('Log in first'));
    expect(() => parseAuthorizationResponse('http://x/cb?error=server_error', state)).toThrow(
      new Error('server_error'),
    );
  });
});
