/**
 * base64url (RFC 4648 §5: `-` and `_` instead of `+` and `/`, no `=` padding) with only `btoa`,
 * `atob`, `TextEncoder` and `TextDecoder`, so it runs in browsers and edge runtimes, where there
 * is no `Buffer`. `btoa` accepts only one byte per character, so text goes through UTF-8 first.
 */

/** Characters per chunk when building a binary string; keeps `String.fromCharCode` arguments few. */
const CHUNK = 0x2000;

/** base64url of raw bytes, for example a SHA-256 digest. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url (or plain base64) string, padded or not. */
export function base64UrlToBytes(encoded: string): Uint8Array {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** base64url of the UTF-8 bytes of `text`; any Unicode text is safe. */
export function base64UrlEncode(text: string): string {
  return bytesToBase64Url(new TextEncoder().encode(text));
}

/**
 * The text whose UTF-8 bytes `encoded` holds. Throws on characters outside the alphabet (from
 * `atob`) and on bytes that are not UTF-8, rather than returning replacement characters.
 */
export function base64UrlDecode(encoded: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(encoded));
}
