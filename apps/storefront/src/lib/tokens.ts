import { ACCESS_TOKEN_PREFIX } from '@bazaar/contracts/constants';

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

function base64UrlToText(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The payload of a JWT, read without verifying it (the platform verifies; the storefront only
 * reads the site id). Its second dot-separated part must be base64 JSON (spec §5).
 */
export function decodeTokenPayload(token: string): Record<string, unknown> {
  if (typeof token !== 'string') throw new InvalidTokenError('Invalid token specified: must be a string');
  const part = token.replace(ACCESS_TOKEN_PREFIX, '').split('.')[1];
  if (!part) throw new InvalidTokenError('Invalid token specified: missing part #2');
  let text: string;
  try {
    text = base64UrlToText(part);
  } catch (error) {
    throw new InvalidTokenError(`Invalid token specified: invalid base64 for part #2 (${String(error)})`);
  }
  try {
    const payload = JSON.parse(text) as unknown;
    if (typeof payload !== 'object' || payload === null) throw new Error('not an object');
    return payload as Record<string, unknown>;
  } catch (error) {
    throw new InvalidTokenError(`Invalid token specified: invalid json for part #2 (${String(error)})`);
  }
}

/** The meta-site id of the visitor's access token (`data` is a JSON string), or null. */
export function getMetaSiteId(accessToken: string | undefined): string | null {
  try {
    const payload = decodeTokenPayload(accessToken ?? '');
    const data = JSON.parse(String(payload.data)) as { instance?: { metaSiteId?: string } };
    return data.instance?.metaSiteId ?? null;
  } catch (error) {
    console.error('Error getting meta site ID', error);
    return null;
  }
}
