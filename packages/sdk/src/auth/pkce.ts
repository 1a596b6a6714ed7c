/**
 * PKCE (RFC 7636) for the OAuth authorization-code flow, with Web Crypto only, so that the same
 * code runs in browsers, edge runtimes and Node (where `globalThis.crypto` exists by default
 * from Node 19; Node 18 needs `--experimental-global-webcrypto`).
 */
import { bytesToBase64Url } from '../wire/base64url.js';

/** The only challenge method sent: SHA-256 (`plain` would expose the verifier in the URL). */
export const CODE_CHALLENGE_METHOD = 'S256';

/** RFC 7636 §4.1 "unreserved" characters: the alphabet of a code verifier. */
const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** The base64url alphabet, for `state` values that need no escaping in a URL. */
const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const MIN_VERIFIER_LENGTH = 43;
const MAX_VERIFIER_LENGTH = 128;

/** Characters of a state value: 43 × 6 bits, as long as the official client's (a base64url SHA-256). */
const STATE_LENGTH = 43;

/** The Web Crypto object, or a clear error where the runtime does not expose one. */
function webCrypto(): Crypto {
  const available: Crypto | undefined = globalThis.crypto;
  if (available === undefined) {
    throw new Error(
      'Web Crypto (globalThis.crypto) is not available; on Node 18 run with --experimental-global-webcrypto',
    );
  }
  return available;
}

/**
 * `length` characters drawn uniformly from `alphabet`. A random byte is used only when it is
 * below the largest multiple of the alphabet's size (198 for 66 characters); taking every byte
 * modulo the size would favour the first 256 mod 66 = 58 characters. Rejected bytes are redrawn.
 */
function randomString(length: number, alphabet: string): string {
  const size = alphabet.length;
  const accepted = 256 - (256 % size);
  let result = '';
  while (result.length < length) {
    const bytes = webCrypto().getRandomValues(new Uint8Array(length - result.length + 16));
    for (const byte of bytes) {
      if (result.length === length) break;
      if (byte < accepted) result += alphabet.charAt(byte % size);
    }
  }
  return result;
}

/**
 * A code verifier: `length` (43 to 128, default 43) random unreserved characters. Kept by the
 * app until the callback, when it proves that the token request comes from who started the flow.
 */
export function generateCodeVerifier(length = MIN_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < MIN_VERIFIER_LENGTH || length > MAX_VERIFIER_LENGTH) {
    throw new Error(`Expected a length between 43 and 128. Received ${length}.`);
  }
  return randomString(length, VERIFIER_ALPHABET);
}

/** The S256 code challenge sent in the auth URL: base64url (no padding) of SHA-256(verifier). */
export async function generateCodeChallenge(verifier: string): Promise<string> {
  const digest = await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64Url(new Uint8Array(digest));
}

/** A random `state` value, echoed back by the callback, which ties the callback to this flow. */
export function generateState(): string {
  return randomString(STATE_LENGTH, URL_SAFE_ALPHABET);
}

export interface AuthorizationResponse {
  code: string;
  state: string;
}

/**
 * The parameters of a callback URL. The server puts them in the query (`responseMode=query`) or,
 * by default, in the fragment (`responseMode=fragment`); a `web_message` reply carries the same
 * names, so its data can be passed as `?code=...&state=...` too. The query wins when it holds a
 * response (a code, a state or an error), since a fragment may belong to the app's own routing.
 */
function responseParams(url: string | URL): URLSearchParams {
  const parsed = new URL(url, 'http://localhost');
  const query = parsed.searchParams;
  if (query.has('code') || query.has('state') || query.has('error')) return query;
  return new URLSearchParams(parsed.hash.slice(1));
}

/**
 * Reads the authorization response from the callback URL. An `error` reply throws with its
 * `error_description` (or the error code); a reply without code or state throws
 * 'Missing code or _state', and one whose state is not `expectedState` throws 'Invalid _state'
 * (the messages of the official client), since it may be forged or from another flow.
 */
export function parseAuthorizationResponse(url: string | URL, expectedState: string): AuthorizationResponse {
  const params = responseParams(url);
  const error = params.get('error');
  if (error) throw new Error(params.get('error_description') || error);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) throw new Error('Missing code or _state');
  if (state !== expectedState) throw new Error('Invalid _state');
  return { code, state };
}
