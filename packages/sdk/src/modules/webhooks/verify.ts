/**
 * Verifying a delivery's JWT (RS256) with the site's public key, by WebCrypto alone (Node 18+ and
 * browsers have it), so that the SDK needs no JWT library.
 */

const base64UrlBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** The DER bytes of a PEM public key (SPKI), as `GET /webhooks/v1/signing-key` gives it. */
function spkiBytes(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return base64UrlBytes(body.replace(/\+/g, '-').replace(/\//g, '_'));
}

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/**
 * The JWT's claims when one of `publicKeys` signed it with RS256; throws WebhookSignatureError
 * otherwise (another key, a changed body, another algorithm, not a JWT at all).
 */
export async function verifiedClaims(
  jwt: string,
  publicKeys: readonly string[],
): Promise<Record<string, unknown>> {
  const parts = jwt.trim().split('.');
  if (parts.length !== 3) throw new WebhookSignatureError('The body is not a JWT');
  const [header, payload, signature] = parts as [string, string, string];
  let alg: unknown;
  try {
    alg = JSON.parse(new TextDecoder().decode(base64UrlBytes(header))).alg;
  } catch {
    throw new WebhookSignatureError('The JWT header cannot be read');
  }
  if (alg !== 'RS256') throw new WebhookSignatureError(`The JWT is signed with ${String(alg)}, not RS256`);
  const signed = new TextEncoder().encode(`${header}.${payload}`);
  for (const pem of publicKeys) {
    const key = await crypto.subtle.importKey(
      'spki',
      spkiBytes(pem),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    if (await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, base64UrlBytes(signature), signed))
      return JSON.parse(new TextDecoder().decode(base64UrlBytes(payload)));
  }
  throw new WebhookSignatureError('No key of the site signed this delivery');
}
