import { bytesToBase64Url } from '../wire/base64url.js';

export const CODE_CHALLENGE_METHOD = 'S256';
const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** Random characters from `alphabet`, without modulo bias (bytes past the last full cycle are redrawn). */
function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

/** A PKCE code verifier (RFC 7636): 43 to 128 unreserved characters, 43 by default. */
export function generateCodeVerifier(length = 43): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new Error(`Expected a length between 43 and 128. Received ${length}.`);
  }
  return randomString(length, VERIFIER_ALPHABET);
}

/** The S256 challenge: base64url of the SHA-256 of the verifier. */
export async function generateCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64Url(new Uint8Array(digest));
}

export const generateState = (): string => randomString(32, VERIFIER_ALPHABET.slice(0, 64));

/**
 * The code and state of an authorization response, from the query string or the fragment. Both
 * must be there, and the state must be the one sent, or the response is refused.
 */
export function parseAuthorizationResponse(
  url: string | URL,
  expectedState: string,
): { code: string; state: string } {
  const parsed = new URL(String(url), 'http://localhost');
  const params =
    parsed.searchParams.has('code') || parsed.searchParams.has('error')
      ? parsed.searchParams
      : new URLSearchParams(parsed.hash.slice(1));
  const error = params.get('error');
  if (error) throw new Error(params.get('error_description') ?? error);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) throw new Error('Missing code or _state');
  if (state !== expectedState) throw new Error('Invalid _state');
  return { code, state };
}
