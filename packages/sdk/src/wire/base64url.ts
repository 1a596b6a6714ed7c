/** UTF-8 safe base64url without padding, with only `btoa`/`atob` (no Buffer in browsers). */
export function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return bytesToBase64Url(binary);
}

export function base64UrlDecode(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** base64url of raw bytes (a "binary string" or a byte array), e.g. a SHA-256 digest. */
export function bytesToBase64Url(bytes: string | Uint8Array): string {
  const binary = typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
